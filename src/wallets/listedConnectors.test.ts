// @vitest-environment jsdom
/*
 * wagmi's generic `injected()` connector is offered only when `window.ethereum` exists; nothing else
 * the wallet lists get is touched, announced wallets and injected connectors with a target included.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { hasInjectedProvider, listedConnectors } from './listedConnectors'
import type { ConnectorInfo } from './walletTypes'

const connector = (id: string, kind: ConnectorInfo['kind']): ConnectorInfo => ({ uid: `uid-${id}`, id, name: id, kind, rdns: [] })
const connectors = [
  connector('io.metamask', 'ANNOUNCED'),
  connector('injected', 'INJECTED'),
  connector('metaMask', 'INJECTED'),
  connector('walletConnect', 'WALLET_CONNECT'),
]

afterEach(() => {
  Reflect.deleteProperty(window, 'ethereum')
})

describe('listedConnectors', () => {
  it('leaves out the generic injected connector without a provider', () => {
    expect(listedConnectors(connectors, { injectedProvider: false }).map((c) => c.id)).toEqual(['io.metamask', 'metaMask', 'walletConnect'])
  })

  it('keeps every connector with a provider', () => {
    expect(listedConnectors(connectors, { injectedProvider: true })).toEqual(connectors)
  })

  it('sees window.ethereum only when it is an object', () => {
    expect(hasInjectedProvider()).toBe(false)
    Object.assign(window, { ethereum: undefined })
    expect(hasInjectedProvider()).toBe(false)
    Object.assign(window, { ethereum: { request: async () => null } })
    expect(hasInjectedProvider()).toBe(true)
  })
})
