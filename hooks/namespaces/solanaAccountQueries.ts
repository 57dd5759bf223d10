import type { QueryClient } from '@tanstack/react-query'
import { getAccountBalance, getAccountHistory } from '../../src/api/blockchainApi'
import type { TransactionHistoryPage } from '../../src/api/wire/accountSchemas'
import type { FoyerApi } from '../../src/api/foyerApi'
import type { TokenBalances } from '../account/readTokenBalances'
import { cachedSupportedChains } from '../account/supportedChainsQueryOptions'
import { tokenBalancesStaleTime } from '../account/tokenBalancesQueryOptions'
import { transactionHistoryStaleTime } from '../account/transactionHistoryQueryOptions'
import { NamespaceNotConnectedError } from '../../src/errors/namespaceErrors'

/** A Solana account on one cluster: the base58 address and the cluster's CAIP-2 id. */
export type SolanaAccountScope = { address: string | undefined; caipNetworkId: string | undefined }

/*
 * The keys start with the EVM queries' names, so a send (which refreshes 'foyer.tokenBalances' and
 * 'foyer.transactionHistory') refreshes the Solana account's data too. The chain part is the CAIP-2
 * id (a string), never an EVM number, so the two never share an entry. Base58 is case-sensitive:
 * the address is kept as written.
 */

/**
 * Query options for a Solana account's SOL and SPL balances from Foyer's API, with USD prices and
 * values from its price table; fresh for 30 s like the EVM balances, no automatic retries.
 *
 * @example
 * useQuery(solanaTokenBalancesQueryOptions(scope, { address, caipNetworkId }))
 */
export function solanaTokenBalancesQueryOptions(scope: FoyerApi, { address, caipNetworkId }: SolanaAccountScope) {
  return {
    queryKey: ['foyer.tokenBalances', { ...scope, address, chainId: caipNetworkId }] as const,
    queryFn: async ({ client }: { client: QueryClient }): Promise<TokenBalances> => {
      if (!address || !caipNetworkId) throw new NamespaceNotConnectedError({ namespace: 'solana', details: 'No address or network' })
      const supportedChains = await cachedSupportedChains(client, scope)
      return { source: 'api', balances: await getAccountBalance({ ...scope, address, chainId: caipNetworkId, supportedChains }) }
    },
    enabled: Boolean(address && caipNetworkId),
    staleTime: tokenBalancesStaleTime,
    retry: false,
  }
}

/**
 * Infinite query options for a Solana account's transactions (SOL and SPL transfers), newest first,
 * from the API's indexer of the cluster, paged through its `next` cursor; fresh for 15 s.
 *
 * @example
 * useInfiniteQuery(solanaHistoryQueryOptions(scope, { address, caipNetworkId }))
 */
export function solanaHistoryQueryOptions(scope: FoyerApi, { address, caipNetworkId }: SolanaAccountScope) {
  return {
    queryKey: ['foyer.transactionHistory', { ...scope, address, chainId: caipNetworkId }] as const,
    queryFn: async ({ pageParam, signal, client }: { pageParam: string | null; signal: AbortSignal; client: QueryClient }) => {
      if (!address || !caipNetworkId) throw new NamespaceNotConnectedError({ namespace: 'solana', details: 'No address or network' })
      const supportedChains = await cachedSupportedChains(client, scope)
      return getAccountHistory({ ...scope, address, chainId: caipNetworkId, cursor: pageParam, signal, supportedChains })
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: TransactionHistoryPage) => last.next ?? undefined,
    enabled: Boolean(address && caipNetworkId),
    staleTime: transactionHistoryStaleTime,
    retry: 1,
  }
}
