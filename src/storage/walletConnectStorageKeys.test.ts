import { describe, expect, it } from 'vitest'
import { isWalletConnectStorageKey, matchesWalletConnectRule, walletConnectStoreKey } from './walletConnectStorageKeys'

describe("WalletConnect's localStorage keys", () => {
  it.each([
    ['wc@2:core:0.3//keychain', true],
    ['wc@2:client:0.3//session', true],
    ['WALLETCONNECT_V1_SESSION', true],
    ['wallet_connect_thing', true],
    ['wc_storage_version', true],
    // The SDK's rule takes these too; they are wagmi's, the kit's, or read by the SDK in localStorage.
    ['wagmi.walletConnect.requestedChains', false],
    ['wagmi.foyer.walletConnect.session', false],
    ['foyer.walletConnect.x', false],
    ['WALLETCONNECT_DEEPLINK_CHOICE', false],
    ['other.app', false],
  ])('%s: %s', (key, moved) => {
    expect(isWalletConnectStorageKey(key)).toBe(moved)
  })

  it("the SDK's own rule matches wagmi's keys (why the kit narrows it)", () => {
    expect(matchesWalletConnectRule('wagmi.walletConnect.requestedChains')).toBe(true)
    expect(matchesWalletConnectRule('wagmi.recentConnectorId')).toBe(false)
  })

  it.each([
    ['wc@2:core:0.3//keychain', 'wc@2:core:0.3:keychain'],
    ['wc@2:core:0.3\\\\x', 'wc@2:core:0.3:x'],
    [':a::b:', 'a:b'],
    ['a?b=1', 'a'],
  ])('stores %s under %s, as the SDK looks it up', (key, stored) => {
    expect(walletConnectStoreKey(key)).toBe(stored)
  })
})
