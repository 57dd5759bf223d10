import type { QueryClient } from '@tanstack/react-query'
import { getAccountHistory } from '../../src/api/blockchainApi'
import type { TransactionHistoryPage } from '../../src/api/wire/accountSchemas'
import type { FoyerApi } from '../../src/api/foyerApi'
import { refetchAfterChange } from './refetchAfterChange'
import { cachedSupportedChains } from './supportedChainsQueryOptions'
import { InvariantError } from '../../src/errors/invariantErrors'

/** Transaction history stays fresh for 15 s: new transfers show soon without asking on every render. */
export const transactionHistoryStaleTime = 15_000

/** Key of a transaction history query: per address and chain. */
export function transactionHistoryQueryKey(api: FoyerApi, parameters: { address: string | undefined; chainId: number | undefined }) {
  return ['foyer.transactionHistory', { ...api, address: parameters.address?.toLowerCase(), chainId: parameters.chainId }] as const
}

/**
 * Infinite query options for an account's history on one chain, newest first, paged through the
 * API's `next` cursor. Use with `useInfiniteQuery`; `fetchNextPage()` loads the next page.
 *
 * @example
 * useInfiniteQuery(transactionHistoryQueryOptions(api, { address, chainId: 31337 }))
 */
export function transactionHistoryQueryOptions(api: FoyerApi, parameters: { address: string | undefined; chainId: number | undefined }) {
  const { address, chainId } = parameters
  const queryKey = transactionHistoryQueryKey(api, parameters)
  return {
    queryKey,
    queryFn: async ({ pageParam, signal, client }: { pageParam: string | null; signal: AbortSignal; client: QueryClient }) => {
      if (!address || chainId === undefined) throw new InvariantError('No address or chain')
      const supportedChains = await cachedSupportedChains(client, api)
      const forceUpdate = refetchAfterChange(client, queryKey)
      return getAccountHistory({ ...api, address, chainId, cursor: pageParam, signal, supportedChains, forceUpdate })
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: TransactionHistoryPage) => last.next ?? undefined,
    enabled: Boolean(address) && chainId !== undefined,
    staleTime: transactionHistoryStaleTime,
    // One quick second attempt for a blip; the toast follows a real failure without a long back-off.
    retry: 1,
  }
}
