import { describe, expect, it } from 'vitest'
import { appHasAdapters } from './appHasAdapters'
import { resolveOpenRoute } from './openingRules'

describe('appHasAdapters', () => {
  it.each([
    [['walletConnect'], 0, false],
    [['walletConnect', 'walletConnect'], 0, false],
    [['walletConnect'], 1, true],
    [['walletConnect', 'injected'], 0, true],
    [['foyerAuth'], 0, true],
    [[], 0, true],
  ])('connectors %j with %i other families: %s', (connectorTypes, otherFamilies, expected) => {
    expect(appHasAdapters({ connectorTypes, otherFamilies })).toBe(expected)
  })

  it('sends a WalletConnect-only app to pairing when nothing is connected', () => {
    const hasAdapters = appHasAdapters({ connectorTypes: ['walletConnect'], otherFamilies: 0 })
    expect(resolveOpenRoute({ isConnected: false, hasAdapters, isMobile: false }).route.view).toBe('ConnectingWalletConnectBasic')
    expect(resolveOpenRoute({ isConnected: false, hasAdapters, isMobile: true }).route.view).toBe('AllWallets')
    expect(resolveOpenRoute({ isConnected: true, hasAdapters, isMobile: false }).route.view).toBe('Account')
    // A phone whose app turned All Wallets off pairs through the basic view too.
    expect(resolveOpenRoute({ isConnected: false, hasAdapters, isMobile: true, allWalletsEnabled: false }).route.view).toBe('ConnectingWalletConnectBasic')
  })
})
