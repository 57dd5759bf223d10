/**
 * WalletConnect's browser storage as `@walletconnect/keyvaluestorage` 1.1 (under the SDK 2.25)
 * keeps it: an IndexedDB database and object store, and the version key it writes there once the
 * SDK's localStorage values have been moved in.
 */
export const walletConnectDatabase = { name: 'WALLET_CONNECT_V2_INDEXED_DB', store: 'keyvaluestorage', versionKey: 'wc_storage_version' } as const

/**
 * The key the sign client reads from localStorage first, then from its store, to send the user back
 * to the wallet on mobile: the kit mirrors its deep link there, so it stays in localStorage.
 */
export const walletConnectDeepLinkChoiceKey = 'WALLETCONNECT_DEEPLINK_CHOICE'

/**
 * Whether a localStorage key is WalletConnect's: the SDK's own rule (the lowercased key contains
 * `wc@`, `walletconnect`, `wc_` or `wallet_connect`), narrowed to what the SDK owns. The SDK's rule
 * also matches wagmi's keys (`wagmi.walletConnect.requestedChains`, the kit's
 * `wagmi.foyer.walletConnect.session`) and the kit's own; moving those would lose wagmi's
 * WalletConnect state, so they stay. The deep-link choice stays too (see
 * {@link walletConnectDeepLinkChoiceKey}).
 *
 * @example
 * isWalletConnectStorageKey('wc@2:core:0.3//keychain') // true
 * isWalletConnectStorageKey('wagmi.walletConnect.requestedChains') // false
 */
export function isWalletConnectStorageKey(key: string): boolean {
  if (key === walletConnectDeepLinkChoiceKey || key.startsWith('wagmi.') || key.startsWith('foyer.')) return false
  return matchesWalletConnectRule(key)
}

/**
 * The SDK's own rule for the localStorage keys it moves into its store, unnarrowed: what the SDK
 * would take if it ran its move itself.
 *
 * @example
 * matchesWalletConnectRule('wagmi.walletConnect.requestedChains') // true
 */
export function matchesWalletConnectRule(key: string): boolean {
  const lower = key.toLowerCase()
  return lower.includes('wc@') || lower.includes('walletconnect') || lower.includes('wc_') || lower.includes('wallet_connect')
}

/**
 * The key under which the SDK's store (unstorage over idb-keyval) finds a value: unstorage turns
 * `/` and `\` into `:`, collapses repeated `:`, trims them at both ends and drops a `?` query.
 *
 * @example
 * walletConnectStoreKey('wc@2:core:0.3//keychain') // 'wc@2:core:0.3:keychain'
 */
export function walletConnectStoreKey(key: string): string {
  return key.split('?')[0]?.replace(/[/\\]/g, ':').replace(/:+/g, ':').replace(/^:|:$/g, '') ?? ''
}
