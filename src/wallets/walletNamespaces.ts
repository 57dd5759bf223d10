import type { ChainNamespace } from '../chains/caip'
import type { WalletListItem } from './walletTypes'

/** Prefix of the uid of a Solana (Wallet Standard) wallet in the lists; wagmi's connectors never have it. */
export const solanaWalletUidPrefix = 'solana:'

/**
 * The app's chain families a listed wallet serves, in the app's order, for the rows' namespace
 * badges: a browser wallet connects in its own family (a wagmi connector in EVM, a Wallet Standard
 * wallet in Solana); a registry wallet serves the families of the networks the registry lists for
 * it; one the registry says nothing about (a custom wallet) pairs through WalletConnect in EVM.
 *
 * @example
 * walletNamespaces(phantomRegistryItem, ['eip155', 'solana']) // ['eip155', 'solana']
 */
export function walletNamespaces(item: WalletListItem, appNamespaces: readonly ChainNamespace[]): ChainNamespace[] {
  let served: readonly string[]
  if (item.kind === 'connector') served = item.connector.uid.startsWith(solanaWalletUidPrefix) ? ['solana'] : ['eip155']
  else served = item.namespaces ?? ['eip155']
  return appNamespaces.filter((namespace) => served.includes(namespace))
}
