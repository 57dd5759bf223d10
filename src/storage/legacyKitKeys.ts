/**
 * The localStorage keys the kit wrote before its store moved to IndexedDB (recent wallets, login
 * cache, namespace sessions, known wallets, WalletConnect deep link). Written out rather than
 * imported from their readers, whose schemas the opening code must not load.
 */
export const legacyKitKeys: readonly string[] = ['foyer.recentWallets', 'foyer.auth', 'foyer.namespaceSessions', 'foyer.profileWallets', 'foyer.wc.deeplink']

/** Prefix of the earlier SIWX session keys: one per network and address. */
export const legacySiwxKeyPrefix = 'foyer.siwx.'

/**
 * Whether a localStorage key holds a value of the kit's earlier versions, to move into the store.
 * Only the kit's own keys: wagmi's (`wagmi.*`, including the kit's WalletConnect session flag) stay
 * in wagmi's storage.
 *
 * @example
 * isLegacyKitKey('foyer.recentWallets') // true
 * isLegacyKitKey('wagmi.foyer.walletConnect.session') // false
 */
export function isLegacyKitKey(key: string): boolean {
  return legacyKitKeys.includes(key) || (key.startsWith(legacySiwxKeyPrefix) && key.length > legacySiwxKeyPrefix.length)
}
