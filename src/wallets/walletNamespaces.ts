import type { ChainNamespace } from '../chains/caip'
import type { WalletListItem } from './walletTypes'

/** Prefix of the uid of a Solana (Wallet Standard) wallet in the lists; wagmi's connectors never have it. */
export const solanaWalletUidPrefix = 'solana:'

// The families whose wallets are listed beside wagmi's connectors, uid `namespace:walletId`. wagmi's
// uids are random hex, never one of these followed by a colon.
const pluginNamespaces: readonly ChainNamespace[] = ['solana', 'bip122', 'polkadot', 'cosmos', 'sui', 'stacks']

/**
 * The namespace of a listed non-EVM wallet, read from its uid (`bip122:Xverse`); undefined for a
 * wagmi connector.
 *
 * @example
 * namespaceOfWalletUid('bip122:Xverse') // 'bip122'
 */
export function namespaceOfWalletUid(uid: string): ChainNamespace | undefined {
  const colon = uid.indexOf(':')
  if (colon < 0) return undefined
  const prefix = uid.slice(0, colon)
  return pluginNamespaces.find((namespace) => namespace === prefix)
}

/**
 * The uid under which a non-EVM browser wallet is listed (`namespace:walletId`), the form
 * {@link namespaceOfWalletUid} reads back.
 *
 * @example
 * namespaceWalletUid({ id: 'Phantom', namespace: 'solana' }) // 'solana:Phantom'
 */
export function namespaceWalletUid(wallet: { id: string; namespace: ChainNamespace }): string {
  return `${wallet.namespace}:${wallet.id}`
}

/**
 * The app's chain families a listed wallet serves, in the app's order, for the rows' namespace
 * badges: a browser wallet connects in its own family (a wagmi connector in EVM, a Wallet Standard
 * wallet in Solana or Bitcoin, ...); a registry wallet serves the families of the networks the
 * registry lists for it; one the registry says nothing about (a custom wallet) pairs through
 * WalletConnect in EVM.
 *
 * @example
 * walletNamespaces(phantomRegistryItem, ['eip155', 'solana']) // ['eip155', 'solana']
 */
export function walletNamespaces(item: WalletListItem, appNamespaces: readonly ChainNamespace[]): ChainNamespace[] {
  let served: readonly string[]
  if (item.kind === 'connector') served = [namespaceOfWalletUid(item.connector.uid) ?? 'eip155']
  else served = item.namespaces ?? ['eip155']
  return appNamespaces.filter((namespace) => served.includes(namespace))
}
