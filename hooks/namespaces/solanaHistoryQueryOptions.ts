import type { QueryClient } from '@tanstack/react-query'
import { getAccountHistory } from '../../src/api/blockchainApi'
import type { TransactionHistoryPage } from '../../src/api/wire/accountSchemas'
import type { FoyerApi } from '../../src/api/foyerApi'
import { cachedSupportedChains } from '../account/supportedChainsQueryOptions'
import { transactionHistoryStaleTime } from '../account/transactionHistoryQueryOptions'
import { NamespaceNotConnectedError } from '../../src/errors/namespaceErrors'
import type { SolanaAccountScope } from './solanaTokenBalancesQueryOptions'

/**
 * Key of a Solana account's transactions. It shares the EVM history's name, so a send (which
 * refreshes 'foyer.transactionHistory') refreshes it too; the chain part is the CAIP-2 id, so the
 * two never share an entry, and the base58 address is kept as written.
 */
export function solanaHistoryQueryKey(api: FoyerApi, { address, caipNetworkId }: SolanaAccountScope) {
  return ['foyer.transactionHistory', { ...api, address, chainId: caipNetworkId }] as const
}

/**
 * Infinite query options for a Solana account's transactions (SOL and SPL transfers), newest first,
 * from the API's indexer of the cluster, paged through its `next` cursor; fresh for 15 s.
 *
 * @example
 * useInfiniteQuery(solanaHistoryQueryOptions(api, { address, caipNetworkId }))
 */
export function solanaHistoryQueryOptions(api: FoyerApi, scope: SolanaAccountScope) {
  const { address, caipNetworkId } = scope
  return {
    queryKey: solanaHistoryQueryKey(api, scope),
    queryFn: async ({ pageParam, signal, client }: { pageParam: string | null; signal: AbortSignal; client: QueryClient }) => {
      if (!address || !caipNetworkId) throw new NamespaceNotConnectedError({ namespace: 'solana', details: 'No address or network' })
      const supportedChains = await cachedSupportedChains(client, api)
      return getAccountHistory({ ...api, address, chainId: caipNetworkId, cursor: pageParam, signal, supportedChains })
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: TransactionHistoryPage) => last.next ?? undefined,
    enabled: Boolean(address && caipNetworkId),
    staleTime: transactionHistoryStaleTime,
    retry: 1,
  }
}
