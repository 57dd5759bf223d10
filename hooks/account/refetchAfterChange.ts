import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Whether a query's fetch follows an invalidation (or a failure): the kit invalidates account data
 * after its own transactions (send, swap, on-ramp: `invalidateAccountData`), and those refetches ask the API with
 * `forceUpdate`, so the API looks the chain's latest block up instead of answering from the head it
 * follows, which the node's push may not have moved yet. Other fetches let the API answer from memory.
 *
 * @example
 * queryFn: ({ client }) => getAccountHistory({ ...parameters, forceUpdate: refetchAfterChange(client, queryKey) })
 */
export function refetchAfterChange(client: QueryClient, queryKey: QueryKey): boolean {
  return client.getQueryState(queryKey)?.isInvalidated === true
}
