import type { Query, QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query'
import type { GetWalletsReturnType } from '../src/api/walletRegistry'

/** A persister of registry queries, typed with the app's React Query (see {@link walletsPersister}). */
export type WalletsPersister = <TQueryKey extends QueryKey>(
  queryFn: QueryFunction<GetWalletsReturnType, TQueryKey>,
  context: QueryFunctionContext<TQueryKey>,
  query: Query,
) => Promise<GetWalletsReturnType>

/**
 * The `persister` of the registry queries (Connect view's recommended and featured wallets): their
 * answer is kept in the kit's store, so a returning visitor's list shows at once, without a
 * request, and is fetched again behind it once older than the queries' `staleTime`; an answer
 * older than a day is not shown. The persister's code (schema, React Query's persister, the
 * store) is a chunk of its own, loaded on the query's first fetch.
 *
 * @example
 * useQuery({ queryKey, queryFn, staleTime: walletsStaleTime, persister: walletsPersister })
 */
export const walletsPersister: WalletsPersister = (queryFn, context, query) =>
  import('./createWalletsPersister').then(
    ({ walletsPersisterFn }) => walletsPersisterFn(queryFn, context, query),
    // Without the persister's chunk the query simply asks the registry.
    () => queryFn(context),
  )
