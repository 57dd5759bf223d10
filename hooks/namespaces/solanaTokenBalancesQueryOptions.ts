import type { QueryClient } from '@tanstack/react-query'
import { getAccountBalance } from '../../src/api/blockchainApi'
import type { FoyerApi } from '../../src/api/foyerApi'
import type { TokenBalances } from '../account/readTokenBalances'
import { cachedSupportedChains } from '../account/supportedChainsQueryOptions'
import { tokenBalancesStaleTime } from '../account/tokenBalancesQueryOptions'
import { NamespaceNotConnectedError } from '../../src/errors/namespaceErrors'

/** A Solana account on one cluster: the base58 address and the cluster's CAIP-2 id. */
export type SolanaAccountScope = { address: string | undefined; caipNetworkId: string | undefined }

/**
 * Key of a Solana account's balances. It shares the EVM balances' name, so a send (which refreshes
 * 'foyer.tokenBalances') refreshes the Solana account's too; the chain part is the CAIP-2 id (a
 * string), never an EVM number, so the two never share an entry. Base58 is case-sensitive: the
 * address is kept as written.
 */
export function solanaTokenBalancesQueryKey(api: FoyerApi, { address, caipNetworkId }: SolanaAccountScope) {
  return ['foyer.tokenBalances', { ...api, address, chainId: caipNetworkId }] as const
}

/**
 * Query options for a Solana account's SOL and SPL balances from Foyer's API, with USD prices and
 * values from its price table; fresh for 30 s like the EVM balances, no automatic retries.
 *
 * @example
 * useQuery(solanaTokenBalancesQueryOptions(api, { address, caipNetworkId }))
 */
export function solanaTokenBalancesQueryOptions(api: FoyerApi, scope: SolanaAccountScope) {
  const { address, caipNetworkId } = scope
  return {
    queryKey: solanaTokenBalancesQueryKey(api, scope),
    queryFn: async ({ client }: { client: QueryClient }): Promise<TokenBalances> => {
      if (!address || !caipNetworkId) throw new NamespaceNotConnectedError({ namespace: 'solana', details: 'No address or network' })
      const supportedChains = await cachedSupportedChains(client, api)
      return { source: 'api', balances: await getAccountBalance({ ...api, address, chainId: caipNetworkId, supportedChains }) }
    },
    enabled: Boolean(address && caipNetworkId),
    staleTime: tokenBalancesStaleTime,
    retry: false,
  }
}
