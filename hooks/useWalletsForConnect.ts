import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useChains } from 'wagmi'
import { orderConnectWallets } from '../src/wallets/orderConnectWallets'
import type { WalletListItem } from '../src/wallets/walletTypes'
import { useFoyerApi, useFoyerOptions } from './foyerContext'
import { useRecentWallets } from './useRecentWallets'
import { useWalletsConnectors } from './useWalletsConnectors'
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
  const chainIds = useChains().map((chain) => chain.id)
  const scope = walletsScope(api, options, chainIds)
  const featuredIds = options.featuredWalletIds
  const entries = connectWalletsEntries(infos.length + featuredIds.length)
  const recommended = useQuery(walletsRecommendedQueryOptions(scope, entries))
  const featured = useQuery(walletsFeaturedQueryOptions(scope, featuredIds))

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
  return {
    items,
    registryCount: recommended.data?.count,
    isLoading: recommended.isPending || (featuredIds.length > 0 && featured.isPending),
    isError: recommended.isError || featured.isError,
  }
}
