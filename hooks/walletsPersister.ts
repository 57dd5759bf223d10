import type { Query, QueryClient, QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query'
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

/**
 * Loads the registry persister's chunk (the stored answers' schema, React Query's persister).
 *
 * @example
 * const { restoreStoredWallets } = await loadWalletsPersister()
 */
export const loadWalletsPersister = (): Promise<typeof import('./createWalletsPersister')> => import('./createWalletsPersister')

/**
 * Whether this browser's kit store holds a registry answer (its localStorage hint is set).
 *
 * @example
 * if (hasStoredWallets()) void loadWalletsPersister()
 */
export const hasStoredWallets = (): boolean => hasKitStorageHint(walletsPersistPrefix, browserStorage())

// The restoration started for each query client, and the last one started (what the shell waits for).
const restorations = new WeakMap<QueryClient, Promise<void>>()
let lastRestoration: Promise<void> = Promise.resolve()

/**
 * On a browser with a stored registry answer, opens the kit's store and puts the stored answers
 * straight into `queryClient`'s cache (`restoreStoredWallets`, in the persister's chunk), so the
 * Connect list's first render has them instead of waiting for its query's persister. For the
 * opening click; once per query client. A browser without a stored answer starts nothing here: on
 * a first visit those chunks would only take connections from the ones the registry's request needs.
 *
 * @example
 * preloadStoredWallets(queryClient)
 */
export function preloadStoredWallets(queryClient: QueryClient): void {
  if (!hasStoredWallets()) return
  void loadKitStorage()
  if (restorations.has(queryClient)) return
  lastRestoration = loadWalletsPersister()
    .then(({ restoreStoredWallets }) => restoreStoredWallets(queryClient))
    // Without the persister's chunk the queries read the store (or ask the registry) themselves.
    .catch(() => undefined)
  restorations.set(queryClient, lastRestoration)
}

/**
 * Settles once the last restoration {@link preloadStoredWallets} started is done (at once when none
 * was): the shell's registry part and the click's prefetch wait for it, so they find the stored
 * answers in the cache rather than starting a read of their own. Never rejects.
 *
 * @example
 * await storedWalletsRestored()
 */
export function storedWalletsRestored(): Promise<void> {
  return lastRestoration
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
      void loadWalletsPersister().then(
        ({ persistWallets }) => persistWallets(query),
        // Without the persister's chunk the answer is simply not kept.
        () => undefined,
      )
      return data
    })
  }
  return loadWalletsPersister().then(
    ({ walletsPersisterFn }) => walletsPersisterFn(queryFn, context, query),
    // Without the persister's chunk the query simply asks the registry.
    () => queryFn(context),
  )
}
