import { describe, expect, it } from 'vitest'
import { suiDevnet, suiMainnet, suiTestnet } from '../../src/chains/suiChains'
import { ConnectorChainsUnsupportedError } from '../../src/errors/namespaceErrors'
import { NetworkNotFoundError } from '../../src/errors/networkErrors'
import { coveredConnectNetworks, pickConnectNetwork } from './pickConnectNetwork'

const networks = [suiMainnet, suiTestnet, suiDevnet]

describe('coveredConnectNetworks', () => {
  it('keeps the app networks the wallet lists, in the app order', () => {
    const covered = [suiDevnet.caipNetworkId, suiMainnet.caipNetworkId]
    expect(coveredConnectNetworks({ walletId: 'W', covered, networks })).toEqual([suiMainnet, suiDevnet])
  })
  it('refuses a wallet covering none of them', () => {
    expect(() => coveredConnectNetworks({ walletId: 'W', covered: [], networks })).toThrow(ConnectorChainsUnsupportedError)
  })
})

describe('pickConnectNetwork', () => {
  const supported = [suiTestnet, suiDevnet]
  it('takes the asked network', () => {
    expect(pickConnectNetwork({ supported, activeId: suiTestnet.caipNetworkId, caipNetworkId: suiDevnet.caipNetworkId })).toBe(suiDevnet)
  })
  it('without one, takes the active network when supported, else the first supported', () => {
    expect(pickConnectNetwork({ supported, activeId: suiDevnet.caipNetworkId, caipNetworkId: undefined })).toBe(suiDevnet)
    expect(pickConnectNetwork({ supported, activeId: suiMainnet.caipNetworkId, caipNetworkId: undefined })).toBe(suiTestnet)
  })
  it('refuses an asked network the wallet does not support, and an empty set', () => {
    expect(() => pickConnectNetwork({ supported, activeId: suiTestnet.caipNetworkId, caipNetworkId: suiMainnet.caipNetworkId })).toThrow(NetworkNotFoundError)
    expect(() => pickConnectNetwork({ supported: [], activeId: suiTestnet.caipNetworkId, caipNetworkId: undefined })).toThrow(NetworkNotFoundError)
  })
})
