import { describe, expect, it } from 'vitest'
import { namespaceSessionsStorageKey } from '../../hooks/namespaces/namespaceSessionsStorageKey'
import { knownWalletsStorageKey } from '../../hooks/profileWallets/knownWallets'
import { loginCacheKey } from '../auth/loginCacheKey'
import { siwxSessionStorage } from '../siwx/siwxSessionStorage'
import { storedDeepLinkKey } from '../walletconnect/storedDeepLink'
import { recentWalletsStorageKey } from '../wallets/recentWallets'
import { isLegacyKitKey, legacyKitKeys } from './legacyKitKeys'

describe('legacy kit keys', () => {
  it("are exactly the readers' keys, so the upgrade moves every value a reader looks for", () => {
    expect([...legacyKitKeys].sort()).toEqual(
      [recentWalletsStorageKey, loginCacheKey, namespaceSessionsStorageKey, knownWalletsStorageKey, storedDeepLinkKey].sort(),
    )
    expect(isLegacyKitKey(siwxSessionStorage.key('eip155:1', '0xAB'))).toBe(true)
  })

  it.each(['foyer.siwx.', 'foyer.storageVersion', 'foyer.query-["x"]', 'wagmi.foyer.walletConnect.session', 'wagmi.foyer.auth.session', 'other'])(
    'leaves %s',
    (key) => {
      expect(isLegacyKitKey(key)).toBe(false)
    },
  )
})
