import { getWallets, type GetWalletsReturnType } from '../src/api/walletRegistry'
import { walletsClient, walletsQueryKey, walletsStaleTime, type WalletsScope } from './walletsQueryOptions'

// The AllWallets view's queries, apart from the Connect view's: the page ships the module that
// starts the Connect view's request, and a module the page imports ships whole.

/** Page sizes of the registry: 40 per page of the list, 100 search results. */
export const walletsPageSize = 40
/** Search results asked of the registry at once. */
export const walletsSearchSize = 100
/**
 * The AllWallets list: pages of 40 in registry order; the next page exists while fewer than `count`
 * wallets are loaded. Use with `useInfiniteQuery`.
 */
export function walletsListQueryOptions(scope: WalletsScope) {
  return {
    queryKey: walletsQueryKey.list(scope),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      getWallets({
        ...walletsClient(scope, signal),
        page: pageParam,
        entries: walletsPageSize,
        include: scope.include,
        exclude: scope.exclude,
        chains: scope.chains,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: GetWalletsReturnType, pages: GetWalletsReturnType[], lastPage: number) =>
      pages.reduce((loaded, page) => loaded + page.data.length, 0) < last.count && last.data.length > 0 ? lastPage + 1 : undefined,
    staleTime: walletsStaleTime,
  }
}

/** Up to 100 registry wallets whose name contains `search`, best matches first. */
export function walletsSearchQueryOptions(scope: WalletsScope, search: string) {
  return {
    queryKey: walletsQueryKey.search(scope, search),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      getWallets({
        ...walletsClient(scope, signal),
        page: 1,
        entries: walletsSearchSize,
        search,
        include: scope.include,
        exclude: scope.exclude,
        chains: scope.chains,
      }),
    enabled: search.trim().length > 0,
    staleTime: walletsStaleTime,
  }
}
