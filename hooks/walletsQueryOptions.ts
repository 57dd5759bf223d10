import type { QueryKey } from '@tanstack/react-query'
import { getWallets, maxWalletEntries, type WalletRegistryClientParameters } from '../src/api/walletRegistry'
import type { FoyerApi } from '../src/api/foyerApi'
import { foyerSdkType, foyerSdkVersion } from '../src/api/sdkInfo'
import { maxRecentWallets, recommendedWalletCount } from '../src/wallets/walletListLimits'
import type { FoyerOptions } from './foyerContext'
import type { StoredWalletsReader } from './storedWallets'
import { keepWallets } from './storedWalletsKey'

/** The registry changes rarely; a list fetched once serves the whole visit. */
export const walletsStaleTime = 10 * 60_000

/** The provider's API and the registry filters that come from its options. */
export type WalletsScope = FoyerApi & {
  include: readonly string[]
  exclude: readonly string[]
  /** CAIP-2 ids of the app's networks: the registry lists the wallets of their namespaces. */
  chains: readonly string[]
}

// Solana mainnet's CAIP-2 id, the Solana namespace's network when the app names none. A literal:
// the built-in network list is not worth loading with the page for one id.
const solanaMainnetId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/**
 * CAIP-2 ids of the app's networks for the registry's `chains` filter: the wagmi chains, then the
 * networks of every other family the app turned on (Solana, Bitcoin, ...). An EVM-only app is then
 * never offered a wallet that has no EVM account (Solflare, Bitcoin-only wallets).
 *
 * @example
 * appNetworkIds([1, 8453], []) // ['eip155:1', 'eip155:8453']
 */
export function appNetworkIds(chainIds: readonly number[], namespaces: FoyerOptions['config']['namespaces']): string[] {
  const otherIds = namespaces.flatMap(
    (plugin) => plugin.options.networks?.map((network) => network.caipNetworkId) ?? (plugin.namespace === 'solana' ? [solanaMainnetId] : []),
  )
  return [...chainIds.map((id) => `eip155:${id}`), ...otherIds]
}

/** The scope of every wallet query of a provider: its API, include/exclude options and networks. */
export function walletsScope(
  api: FoyerApi,
  options: Pick<FoyerOptions, 'includeWalletIds' | 'excludeWalletIds' | 'config'>,
  chainIds: readonly number[],
): WalletsScope {
  return {
    apiUrl: api.apiUrl,
    projectId: api.projectId,
    include: options.includeWalletIds,
    exclude: options.excludeWalletIds,
    chains: appNetworkIds(chainIds, options.config.namespaces),
  }
}

/** The registry client's parameters for a query of `scope`. */
export function walletsClient(scope: WalletsScope, signal: AbortSignal): WalletRegistryClientParameters {
  return { apiUrl: scope.apiUrl, projectId: scope.projectId, sdkType: foyerSdkType, sdkVersion: foyerSdkVersion, signal }
}

/** Keys of the wallet queries, all under `'foyer.wallets'`. */
export const walletsQueryKey = {
  all: ['foyer.wallets'] as const,
  list: (scope: WalletsScope) => ['foyer.wallets', 'list', scope] as const,
  search: (scope: WalletsScope, search: string) => ['foyer.wallets', 'search', { ...scope, search }] as const,
  recommended: (scope: WalletsScope, entries: number) => ['foyer.wallets', 'recommended', { ...scope, entries }] as const,
  featured: (scope: WalletsScope, ids: readonly string[]) => ['foyer.wallets', 'featured', { ...scope, ids }] as const,
}

/**
 * Attempts after a failed registry request of the Connect view's list: one, not React Query's three
 * (seven seconds of back-off): the placeholders of the recommended wallets wait on it, and the list
 * offers its own retry once the error shows. Its queries are not sent again when another list mounts
 * on a failed one (`retryOnMount: false`): the full dialog taking over from the shell keeps the
 * error and its retry instead of bringing the placeholders back.
 */
export const connectWalletsRetry = 1

/**
 * How many registry wallets the Connect view's recommended row asks for, given how many listed
 * wallets (connectors and featured) may take a recommended one's place: enough that 4 remain
 * whatever the recent wallets are, rounded up to 8 so a wallet announcing itself late does not
 * start another request. Recent wallets count at their most (2), not as many as are stored, so the
 * request never depends on reading them: the page starts it on the click, before the code that
 * reads them has arrived.
 *
 * @example
 * connectWalletsEntries(2) // 8
 */
export function connectWalletsEntries(listed: number): number {
  return Math.ceil((recommendedWalletCount + maxRecentWallets + listed) / 8) * 8
}

/**
 * What a registry query of the Connect view takes from its stored answer, given `stored` (the list's
 * code passes `readStoredWallets`): the answer as `initialData` with its fetch time, so the list's
 * first render has it and React Query fetches it again behind it once older than `staleTime`.
 * Without `stored` (the click's request, whose code leaves the schemas out) nothing is read.
 */
function storedInitialData(queryKey: QueryKey, stored: StoredWalletsReader | undefined) {
  if (!stored) return {}
  // Read once per options object: `initialData` and `initialDataUpdatedAt` share it.
  let read: ReturnType<StoredWalletsReader> | null = null
  const answer = () => {
    if (read === null) read = stored(queryKey)
    return read
  }
  return { initialData: () => answer()?.answer, initialDataUpdatedAt: () => answer()?.updatedAt }
}

/**
 * The first registry wallets for the Connect view's recommended row. `entries` is 4 plus however
 * many may be dropped on the page (installed, featured, recent), so 4 remain after the merge. Every
 * answer is kept in localStorage; `stored` gives a returning visit's list the kept one at once.
 */
export function walletsRecommendedQueryOptions(scope: WalletsScope, entries: number, stored?: StoredWalletsReader) {
  const size = Math.min(maxWalletEntries, Math.max(1, entries))
  const queryKey = walletsQueryKey.recommended(scope, size)
  return {
    queryKey,
    // Sent at once when nothing is stored: the wallet list waits on this answer, and starting a
    // request does not hold the dialog's first frame back (the page's dialog shell is usually on
    // screen already).
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      getWallets({ ...walletsClient(scope, signal), page: 1, entries: size, include: scope.include, exclude: scope.exclude, chains: scope.chains }).then(
        (answer) => keepWallets(queryKey, answer),
      ),
    ...storedInitialData(queryKey, stored),
    staleTime: walletsStaleTime,
    retry: connectWalletsRetry,
    retryOnMount: false,
  }
}

/** The registry entries of `featuredWalletIds` (not limited by `includeWalletIds`), kept like the recommended ones. */
export function walletsFeaturedQueryOptions(scope: WalletsScope, ids: readonly string[], stored?: StoredWalletsReader) {
  const queryKey = walletsQueryKey.featured(scope, ids)
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      getWallets({ ...walletsClient(scope, signal), page: 1, entries: Math.min(maxWalletEntries, ids.length), include: ids, exclude: scope.exclude }).then(
        (answer) => keepWallets(queryKey, answer),
      ),
    ...storedInitialData(queryKey, stored),
    enabled: ids.length > 0,
    staleTime: walletsStaleTime,
    retry: connectWalletsRetry,
    retryOnMount: false,
  }
}
