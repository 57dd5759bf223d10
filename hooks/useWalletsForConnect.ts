import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { recommendedWalletCount, orderConnectWallets } from '../src/wallets/orderConnectWallets'
import type { WalletListItem } from '../src/wallets/walletTypes'
import { useFoyerOptions } from './foyerContext'
import { useRecentWallets } from './useRecentWallets'
import { useWalletsConnectors } from './useWalletsConnectors'
import { walletsFeaturedQueryOptions, walletsRecommendedQueryOptions, walletsScope } from './walletsQueryOptions'

/** Return type of {@link useWalletsForConnect}. */
export type UseWalletsForConnectReturnType = {
  /** The Connect view's wallets in the spec's order. */
  items: WalletListItem[]
  /** How many wallets the registry lists (for the "All wallets" button), once known. */
  registryCount: number | undefined
  /** The registry has not answered yet (browser wallets are listed meanwhile). */
  isLoading: boolean
  /** The registry call failed; the browser wallets are still listed. */
  isError: boolean
}

/**
 * How many registry wallets the recommended row asks for, given how many listed wallets (connectors,
 * featured, recent) may take a recommended one's place: enough that 4 remain, rounded up to 8 so a
 * wallet announcing itself late does not start another request.
 *
 * @example
 * connectWalletsEntries(3) // 8
 */
export function connectWalletsEntries(spare: number): number {
  return Math.ceil((recommendedWalletCount + spare) / 8) * 8
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
  const { infos } = useWalletsConnectors()
  const { recent } = useRecentWallets()
  const scope = walletsScope(options)
  const featuredIds = options.featuredWalletIds
  const entries = connectWalletsEntries(infos.length + featuredIds.length + recent.length)
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
