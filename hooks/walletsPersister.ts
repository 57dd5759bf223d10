import type { Query, QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query'
import type { GetWalletsReturnType } from '../src/api/walletRegistry'
import { browserStorage } from '../src/storage/browserStorage'
import { loadKitStorage } from '../src/storage/kitStorage'
import { hasKitStorageHint } from '../src/storage/kitStorageHints'

/** A persister of registry queries, typed with the app's React Query (see {@link walletsPersister}). */
export type WalletsPersister = <TQueryKey extends QueryKey>(
  queryFn: QueryFunction<GetWalletsReturnType, TQueryKey>,
  context: QueryFunctionContext<TQueryKey>,
  query: Query,
) => Promise<GetWalletsReturnType>

/**
 * Key prefix of the stored registry answers (`foyer.query-` and the query's hash), and the key of
 * the localStorage hint that one is stored.
 */
export const walletsPersistPrefix = 'foyer.query'

const loadPersister = () => import('./createWalletsPersister')

// The localStorage hint that this browser's kit store holds a registry answer.
const hasStoredWallets = () => hasKitStorageHint(walletsPersistPrefix, browserStorage())

/**
 * On a browser with a stored registry answer, starts opening the kit's store and loading the
 * persister's chunk that reads the answer, so a returning visitor's list waits for neither once its
 * query starts. For the opening click. A browser without a stored answer starts nothing here: on a
 * first visit those chunks would only take connections from the ones the registry's request needs.
 *
 * @example
 * preloadStoredWallets()
 */
export function preloadStoredWallets(): void {
  if (!hasStoredWallets()) return
  void loadKitStorage()
  void loadPersister().catch(() => undefined)
}

/**
 * The `persister` of the registry queries (Connect view's recommended and featured wallets): their
 * answer is kept in the kit's store, so a returning visitor's list shows at once, without a
 * request, and is fetched again behind it once older than the queries' `staleTime`; an answer
 * older than a day is not shown. The persister's code (schema, React Query's persister, the
 * store) is a chunk of its own, loaded on the query's first fetch.
 *
 * A browser that has never stored an answer (no localStorage hint) asks the registry at once and
 * stores the answer behind it: looking in the store first would hold its first list back by the
 * store's code and the store's opening, only to find nothing.
 *
 * @example
 * useQuery({ queryKey, queryFn, staleTime: walletsStaleTime, persister: walletsPersister })
 */
export const walletsPersister: WalletsPersister = (queryFn, context, query) => {
  if (query.state.data === undefined && !hasStoredWallets()) {
    return Promise.resolve(queryFn(context)).then((data) => {
      void loadPersister().then(
        ({ persistWallets }) => persistWallets(query),
        // Without the persister's chunk the answer is simply not kept.
        () => undefined,
      )
      return data
    })
  }
  return loadPersister().then(
    ({ walletsPersisterFn }) => walletsPersisterFn(queryFn, context, query),
    // Without the persister's chunk the query simply asks the registry.
    () => queryFn(context),
  )
}
