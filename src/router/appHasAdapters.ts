/** What the opening rules need to know of an app's configuration to tell whether it has adapters. */
export type AppAdaptersInput = {
  /** The `type` of every wagmi connector the app has now (EIP-6963 wallets announced so far included). */
  connectorTypes: readonly string[]
  /** How many other chain families (Solana, Bitcoin, ...) the app turned on in `createFoyerConfig`. */
  otherFamilies: number
}

/**
 * Whether the app has a chain adapter: a way to connect a wallet other than WalletConnect. An app
 * whose only connectors are WalletConnect's, with no other chain family, has none: its modal opens
 * straight on WalletConnect pairing (all wallets on a phone, the QR code on a desktop). An app with
 * no connector at all keeps the Connect view, which says what it can offer.
 *
 * @example
 * appHasAdapters({ connectorTypes: ['walletConnect'], otherFamilies: 0 }) // false
 * appHasAdapters({ connectorTypes: ['walletConnect', 'injected'], otherFamilies: 0 }) // true
 */
export function appHasAdapters({ connectorTypes, otherFamilies }: AppAdaptersInput): boolean {
  if (otherFamilies > 0 || connectorTypes.length === 0) return true
  return connectorTypes.some((type) => type !== 'walletConnect')
}
