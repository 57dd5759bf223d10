import { useInfiniteQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { useFoyerApi } from '../foyerContext'
import { transactionHistoryQueryOptions } from './transactionHistoryQueryOptions'

/** Parameters of {@link useTransactionHistory}. */
export type UseTransactionHistoryParameters = {
  /** The account. @default the connected account */
  address?: Address | undefined
  /** The chain. @default the connected chain */
  chainId?: number | undefined
  /**
   * Refetch the loaded pages this often (ms), so transactions made elsewhere show up.
   * @default false (refetch only when stale and used again)
   */
  refetchInterval?: number | false | undefined
}

/**
 * An account's transactions on one chain, newest first, from Foyer's API (an indexer of the chain);
 * cached for 15 s. Pages come through the API's `next` cursor: `fetchNextPage()` loads more while
 * `hasNextPage`. Must be used inside `<FoyerProvider>`.
 *
 * @example
 * const history = useTransactionHistory()
 * const transactions = history.data?.pages.flatMap((page) => page.data) ?? []
 */
export function useTransactionHistory(parameters: UseTransactionHistoryParameters = {}) {
  const api = useFoyerApi()
  const connection = useConnection()
  const address = parameters.address ?? connection.address
  const chainId = parameters.chainId ?? connection.chainId
  return useInfiniteQuery({
    ...transactionHistoryQueryOptions(api, { address, chainId }),
    refetchInterval: parameters.refetchInterval ?? false,
  })
}
