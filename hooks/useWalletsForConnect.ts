import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useConfig } from 'wagmi'
import { orderConnectWallets } from '../src/wallets/orderConnectWallets'
import type { WalletListItem } from '../src/wallets/walletTypes'
import { useFoyerApi, useFoyerOptions } from './foyerContext'
import { useRecentWallets } from './useRecentWallets'
import { useWalletsConnectors } from './useWalletsConnectors'
import { readStoredWallets } from './storedWallets'
import { connectWalletsEntries, walletsFeaturedQueryOptions, walletsRecommendedQueryOptions, walletsScope } from './walletsQueryOptions'

/** Return type of {@link useWalletsForConnect}. */
export type UseWalletsForConnectReturnType = {
  /** The Connect view's wallets in their listing order: WalletConnect, recent, installed, featured, custom, external, recommended. */
  items: WalletListItem[]
  /** How many wallets the registry lists (for the "All wallets" button), once known. */
  registryCount: number | undefined
  /** The registry has not answered yet (browser wallets are listed meanwhile). */
  isLoading: boolean
  /** The registry call failed; the browser wallets are still listed. */
  isError: boolean
  /** Asks the registry again after a failure (the list's "Try again"). */
  retry: () => void
}

/**
 * The Connect view's wallets: WalletConnect, recent, installed, featured, custom, external and 4
 * recommended from the registry (`orderConnectWallets`). The registry is asked only while a view
 * using this hook is shown.
 *
 * @example
 * const { items, registryCount } = useWalletsForConnect()
 */
export function useWalletsForConnect(): UseWalletsForConnectReturnType {
  const options = useFoyerOptions()
  const api = useFoyerApi()
  const { infos } = useWalletsConnectors()
  const { recent } = useRecentWallets()
  // The config's chains, as the click's prefetch reads them, so both ask with the same key; wagmi's
  // useChains would add a chunk of its own to the cold click's path.
  const chainIds = useConfig().chains.map((chain) => chain.id)
  const scope = walletsScope(api, options, chainIds)
  const featuredIds = options.featuredWalletIds
  const entries = connectWalletsEntries(infos.length + featuredIds.length)
  const recommended = useQuery(walletsRecommendedQueryOptions(scope, entries, readStoredWallets))
  const featured = useQuery(walletsFeaturedQueryOptions(scope, featuredIds, readStoredWallets))

  const items = useMemo(
    () =>
      orderConnectWallets({
        connectors: infos,
        recent,
        featured: featured.data?.data,
        featuredWalletIds: featuredIds,
        custom: options.customWallets,
        recommended: recommended.data?.data,
        excludeWalletIds: options.excludeWalletIds,
      }),
    [infos, recent, featured.data, featuredIds, options.customWallets, recommended.data, options.excludeWalletIds],
  )
  const { refetch: refetchRecommended } = recommended
  const { refetch: refetchFeatured } = featured
  const featuredError = featured.isError
  const retry = useCallback(() => {
    void refetchRecommended()
    if (featuredError) void refetchFeatured()
  }, [refetchRecommended, refetchFeatured, featuredError])
  return {
    items,
    registryCount: recommended.data?.count,
    // A retry after a failure reads as loading again (the placeholders come back), not as the error.
    isLoading: recommended.isPending || (featuredIds.length > 0 && featured.isPending) || retrying(recommended) || retrying(featured),
    isError: (recommended.isError && !recommended.isFetching) || (featured.isError && !featured.isFetching),
    retry,
  }
}

const retrying = (query: { isError: boolean; isFetching: boolean }) => query.isError && query.isFetching
