import type { QueryClient } from '@tanstack/react-query'
import { getAccountHistory } from '../../src/api/blockchainApi'
import type { TransactionHistoryPage } from '../../src/api/blockchainSchemas'
import type { AccountApiScope } from './accountApiScope'
import { refetchAfterChange } from './refetchAfterChange'
import { cachedSupportedChains } from './supportedChainsQueryOptions'

/** Transaction history stays fresh for 15 s (spec section 9). */
export const transactionHistoryStaleTime = 15_000

/** Key of a transaction history query: per address and chain. */
export function transactionHistoryQueryKey(scope: AccountApiScope, parameters: { address: string | undefined; chainId: number | undefined }) {
  return ['foyer.transactionHistory', { ...scope, address: parameters.address?.toLowerCase(), chainId: parameters.chainId }] as const
}

/**
 * Infinite query options for an account's history on one chain, newest first, paged through the
 * API's `next` cursor. Use with `useInfiniteQuery`; `fetchNextPage()` loads the next page.
 *
 * @example
 * useInfiniteQuery(transactionHistoryQueryOptions(scope, { address, chainId: 31337 }))
 */
export function transactionHistoryQueryOptions(scope: AccountApiScope, parameters: { address: string | undefined; chainId: number | undefined }) {
  const { address, chainId } = parameters
  const queryKey = transactionHistoryQueryKey(scope, parameters)
  return {
    queryKey,
    queryFn: async ({ pageParam, signal, client }: { pageParam: string | null; signal: AbortSignal; client: QueryClient }) => {
      if (!address || chainId === undefined) throw new Error('No address or chain')
      const supportedChains = await cachedSupportedChains(client, scope)
      const forceUpdate = refetchAfterChange(client, queryKey)
      return getAccountHistory({ ...scope, address, chainId, cursor: pageParam, signal, supportedChains, forceUpdate })
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: TransactionHistoryPage) => last.next ?? undefined,
    enabled: Boolean(address) && chainId !== undefined,
    staleTime: transactionHistoryStaleTime,
    // One quick second attempt for a blip; the toast follows a real failure without a long back-off.
    retry: 1,
  }
}
