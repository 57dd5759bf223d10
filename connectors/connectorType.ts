/** The kinds of connector the modal tells apart. */
export const connectorTypes = ['AUTH', 'INJECTED', 'ANNOUNCED', 'EXTERNAL', 'MULTI_CHAIN', 'WALLET_CONNECT'] as const

/** One of the connector kinds. */
export type ConnectorType = (typeof connectorTypes)[number]

/** The fields of a wagmi connector that decide its kind. */
export type ConnectorLike = { id: string; type: string; rdns?: string | readonly string[] | undefined }

/**
 * Classifies a wagmi connector into {@link connectorTypes}: wallets announced through
 * EIP-6963 (an `rdns`, or an rdns-shaped id) are ANNOUNCED, the plain `injected()` connector
 * is INJECTED, WalletConnect and the embedded-wallet connector have their own kinds.
 *
 * @example
 * getConnectorType({ id: 'io.metamask', type: 'injected', rdns: 'io.metamask' }) // 'ANNOUNCED'
 */
export function getConnectorType(connector: ConnectorLike): ConnectorType {
  if (connector.type === 'walletConnect') return 'WALLET_CONNECT'
  if (connector.type === 'foyerAuth') return 'AUTH'
  if (connector.rdns && connector.rdns.length > 0) return 'ANNOUNCED'
  // wagmi turns each EIP-6963 announcement into an injected connector whose id is the
  // wallet's reverse-DNS name; its own injected targets use plain ids ('injected', 'metaMask').
  if (connector.type === 'injected') return connector.id.includes('.') ? 'ANNOUNCED' : 'INJECTED'
  return 'EXTERNAL'
}
