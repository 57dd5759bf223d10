import { describe, expect, it } from 'vitest'
import { orderConnectWallets, type OrderConnectWalletsParameters } from './orderConnectWallets'
import { orderLocalWallets } from './orderLocalWallets'
import type { ConnectorInfo } from './walletTypes'

const connector = (id: string, kind: ConnectorInfo['kind'], rdns: string[] = []): ConnectorInfo => ({ uid: `uid-${id}`, id, name: id, kind, rdns })
const wc = connector('walletConnect', 'WALLET_CONNECT')
const metamaskExt = connector('io.metamask', 'ANNOUNCED', ['io.metamask'])
const testWallet = connector('com.foyer.test', 'ANNOUNCED', ['com.foyer.test'])
const injected = connector('injected', 'INJECTED')
const safe = connector('safe', 'EXTERNAL')
const auth = connector('foyerAuth', 'AUTH')

describe('orderLocalWallets', () => {
  const metamaskCustom = { id: 'metamask-custom', name: 'MetaMask custom', rdns: 'io.metamask' }
  const localCases: [string, OrderConnectWalletsParameters][] = [
    ['every local group', { connectors: [safe, testWallet, injected, wc, auth], custom: [{ id: 'mine', name: 'Mine' }] }],
    ['no connector at all', { connectors: [] }],
    [
      'an excluded, a repeated and an installed custom wallet',
      {
        connectors: [metamaskExt, wc],
        custom: [metamaskCustom, { id: 'a', name: 'A' }, { id: 'a', name: 'A again' }, { id: 'b', name: 'B' }],
        excludeWalletIds: ['b'],
      },
    ],
    ['external and multi-chain connectors after the installed ones', { connectors: [connector('multi', 'MULTI_CHAIN'), safe, injected, metamaskExt] }],
  ]
  it.each(localCases)('lists what orderConnectWallets lists without registry or recent wallets: %s', (_, parameters) => {
    const local = orderLocalWallets(parameters)
    expect(local).toEqual(orderConnectWallets({ connectors: parameters.connectors, custom: parameters.custom, excludeWalletIds: parameters.excludeWalletIds }))
    expect(local.length).toBe(new Set(local.map((item) => item.key)).size)
  })
})
