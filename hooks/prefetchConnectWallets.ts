import type { QueryClient } from '@tanstack/react-query'
import type { Config } from 'wagmi'
import { missingApiOption, type FoyerApi } from '../src/api/foyerApi'
import { loadKitStorage } from '../src/storage/kitStorage'
import type { FoyerOptions } from './foyerContext'
import { hasStoredWallets } from './storedWalletsKey'
import { connectWalletsEntries, walletsFeaturedQueryOptions, walletsRecommendedQueryOptions, walletsScope } from './walletsQueryOptions'

/** What {@link prefetchConnectWallets} needs: the app's query client and wagmi config, the provider's API and options. */
export type PrefetchConnectWalletsParameters = {
  queryClient: QueryClient
  config: Config
  api: FoyerApi
  options: Pick<FoyerOptions, 'includeWalletIds' | 'excludeWalletIds' | 'featuredWalletIds' | 'config'>
}

/**
 * Opens the kit's store and starts the Connect view's registry requests (recommended and featured
 * wallets) with the exact queries the view uses, so the view finds them in flight or answered. It ships with the page and
 * runs in `open()`, before React renders anything and while the modal's code may still be on its
 * way: the request runs while the dialog renders instead of after. Does nothing
 * for answers still fresh in the cache, or without an API configured (the dialog explains that
 * instead).
 *
 * @example
 * prefetchConnectWallets({ queryClient, config, api, options })
 */
export function prefetchConnectWallets({ queryClient, config, api, options }: PrefetchConnectWalletsParameters): void {
  // The kit's store opens while the modal's code is on its way: the recent wallets and a returning
  // visit's registry answer are read from it.
  void loadKitStorage()
  if (missingApiOption(api) !== undefined) return
  const scope = walletsScope(
    api,
    options,
    config.chains.map((chain) => chain.id),
  )
  const featured = options.featuredWalletIds
  const entries = connectWalletsEntries(config.connectors.length + featured.length)
  // A stored answer is the list's to read (with the schemas its code loads): the list shows it at
  // once, and asks the registry only when it is too old or fails its check. A failure is left to
  // the view's own query, which retries and shows the error.
  const recommended = walletsRecommendedQueryOptions(scope, entries)
  if (!hasStoredWallets(recommended.queryKey)) void queryClient.prefetchQuery(recommended).catch(() => undefined)
  if (featured.length === 0) return
  const featuredOptions = walletsFeaturedQueryOptions(scope, featured)
  if (!hasStoredWallets(featuredOptions.queryKey)) void queryClient.prefetchQuery(featuredOptions).catch(() => undefined)
}
