import type { CaipNetwork } from '../../src/chains/network'
import { NamespaceBalanceUnavailableError } from '../../src/errors/namespaceBalanceErrors'
import type { NamespaceBalance } from '../../src/namespaces/namespaceAdapter'

/**
 * Reads a balance from a network's endpoint (its first RPC URL) the way every family's `getBalance`
 * fails: `NamespaceBalanceUnavailableError` with `notConfigured` when the network has no endpoint,
 * `request` (the family's error as `cause`) when the read fails. A plain amount is the network's
 * native currency; a read may return a whole balance (a token's decimals and symbol) instead.
 *
 * @throws {NamespaceBalanceUnavailableError}
 * @example
 * readNamespaceBalance(active, (restUrl) => createCosmosLcdClient({ restUrl }).getBalance(address, active.denom))
 */
export async function readNamespaceBalance(network: CaipNetwork, read: (endpoint: string) => Promise<bigint | NamespaceBalance>): Promise<NamespaceBalance> {
  const endpoint = network.rpcUrls.default.http[0]
  if (!endpoint) throw new NamespaceBalanceUnavailableError({ reason: 'notConfigured', caipNetworkId: network.caipNetworkId })
  try {
    const balance = await read(endpoint)
    return typeof balance === 'bigint' ? { value: balance, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol } : balance
  } catch (cause) {
    throw new NamespaceBalanceUnavailableError({ reason: 'request', caipNetworkId: network.caipNetworkId, cause })
  }
}
