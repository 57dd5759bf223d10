import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useChains } from 'wagmi'
import { allWalletsItems } from '../src/wallets/allWalletsItems'
import type { WalletListItem } from '../src/wallets/walletTypes'
import { useFoyerApi, useFoyerOptions } from './foyerContext'
import { useWalletsConnectors } from './useWalletsConnectors'
import { walletsListQueryOptions, walletsSearchQueryOptions } from './walletsAllQueryOptions'
import { walletsScope } from './walletsQueryOptions'

/** Return type of {@link useWalletsAll}. */
export type UseWalletsAllReturnType = {
  /** Installed wallets first, then custom ones, then the registry's loaded so far. */
  items: WalletListItem[]
  /** How many rows the list will have once every page is loaded (for `aria-setsize`). */
  total: number
  /** Nothing to show yet: the first page (or the search) is on its way. */
  isPending: boolean
  /** The registry call failed (and nothing was loaded before). */
  isError: boolean
  /** More pages exist (never while searching: search answers 100 at most in one go). */
  hasNextPage: boolean
  isFetchingNextPage: boolean
  /** Loading a further page failed (the pages loaded so far stay listed). */
  isNextPageError: boolean
  /** Loads the next page of 40. */
  fetchNextPage: () => void
  /** Tries the failed call again. */
  retry: () => void
}

/**
 * The AllWallets list: the registry 40 at a time (`useInfiniteQuery`), or, when `search` is not empty,
 * up to 100 results of the registry's search, with installed and custom wallets merged in
 * (`allWalletsItems`). Pass the debounced text: each distinct `search` is one request.
 *
 * @example
 * const { items, hasNextPage, fetchNextPage } = useWalletsAll(useDebouncedValue(text, 300))
 */
export function useWalletsAll(search: string): UseWalletsAllReturnType {
  const options = useFoyerOptions()
  const api = useFoyerApi()
  const { infos } = useWalletsConnectors()
  const chainIds = useChains().map((chain) => chain.id)
  const scope = walletsScope(api, options, chainIds)
  const searching = search.trim().length > 0
  const list = useInfiniteQuery({ ...walletsListQueryOptions(scope), enabled: !searching })
  const results = useQuery(walletsSearchQueryOptions(scope, search.trim()))

  const registry = useMemo(
    () => (searching ? (results.data?.data ?? []) : (list.data?.pages.flatMap((page) => page.data) ?? [])),
    [searching, results.data, list.data],
  )
  const items = useMemo(
    () => allWalletsItems({ connectors: infos, custom: options.customWallets, registry, search, excludeWalletIds: options.excludeWalletIds }),
    [infos, options.customWallets, registry, search, options.excludeWalletIds],
  )
  const query = searching ? results : list
  const registryCount = searching ? (results.data?.data.length ?? 0) : (list.data?.pages[0]?.count ?? 0)
  const loadedRegistry = registry.length
  return {
    items,
    total: items.length + Math.max(0, registryCount - loadedRegistry),
    isPending: query.isPending,
    isError: query.isError && registry.length === 0,
    hasNextPage: !searching && list.hasNextPage,
    isFetchingNextPage: !searching && list.isFetchingNextPage,
    isNextPageError: !searching && list.isFetchNextPageError,
    fetchNextPage: () => void list.fetchNextPage(),
    retry: () => void query.refetch(),
  }
}
