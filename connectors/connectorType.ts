/** The spec's connector kinds (section 3). */
export const connectorTypes = ['AUTH', 'INJECTED', 'ANNOUNCED', 'EXTERNAL', 'MULTI_CHAIN', 'WALLET_CONNECT'] as const

/** One of the spec's connector kinds. */
export type ConnectorType = (typeof connectorTypes)[number]

/** The fields of a wagmi connector that decide its kind. */
export type ConnectorLike = { id: string; type: string; rdns?: string | readonly string[] | undefined }

/**
 * Classifies a wagmi connector into the spec's kinds: wallets announced through
 * EIP-6963 (they carry an `rdns`) are ANNOUNCED, the plain `injected()` connector
 * is INJECTED, WalletConnect and the embedded-wallet connector have their own kinds.
 *
 * @example
 * getConnectorType({ id: 'io.metamask', type: 'injected', rdns: 'io.metamask' }) // 'ANNOUNCED'
 */
export function getConnectorType(connector: ConnectorLike): ConnectorType {
  if (connector.type === 'walletConnect') return 'WALLET_CONNECT'
  if (connector.type === 'foyerAuth') return 'AUTH'
  if (connector.rdns && connector.rdns.length > 0) return 'ANNOUNCED'
  if (connector.type === 'injected') return 'INJECTED'
  return 'EXTERNAL'
}
