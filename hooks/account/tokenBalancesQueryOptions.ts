import { canRetryTokenBalance } from '../../src/account/tokenBalanceRetry'
import type { QueryClient } from '@tanstack/react-query'
import type { FoyerApi } from '../../src/api/foyerApi'
import { readTokenBalances, readWalletTokenBalances, type AssetDiscoveryProvider } from './readTokenBalances'
import { refetchAfterChange } from './refetchAfterChange'
import { cachedSupportedChains } from './supportedChainsQueryOptions'
import { InvariantError } from '../../src/errors/invariantErrors'

/** Token balances (the portfolio) stay fresh for 30 s; the kit's own transactions refresh them at once. */
export const tokenBalancesStaleTime = 30_000

/** What a token balance query is about. */
export type TokenBalancesQueryParameters = {
  address: string | undefined
  chainId: number | undefined
  /** The connector whose wallet may answer `wallet_getAssets` (its `uid`); part of the key. */
  connectorUid?: string | undefined
}

/** Key of a token balances query. */
export function tokenBalancesQueryKey(api: FoyerApi, parameters: TokenBalancesQueryParameters) {
  return [
    'foyer.tokenBalances',
    { ...api, address: parameters.address?.toLowerCase(), chainId: parameters.chainId, connectorUid: parameters.connectorUid },
  ] as const
}

/**
 * Whether a query may fetch again on its own (mount, focus, reconnect): always, unless its last
 * attempt failed less than 30 s ago (a failing balance API is not asked again sooner). `now` is injectable for tests.
 */
export function tokenBalancesMayRefetch(query: { state: { status: string; errorUpdatedAt: number } }, now: number): boolean {
  return query.state.status !== 'error' || canRetryTokenBalance(query.state.errorUpdatedAt, now)
}

/**
 * Query options for an account's token balances on one chain: the wallet's own list when it offers
 * asset discovery, Foyer's balance API otherwise (see `readTokenBalances`). No automatic retries:
 * after a failure the next attempt waits 30 s (`useTokenBalances` schedules it).
 *
 * @example
 * useQuery(tokenBalancesQueryOptions(api, { address, chainId }, { getProvider: () => connector.getProvider() }))
 */
export function tokenBalancesQueryOptions(
  api: FoyerApi,
  parameters: TokenBalancesQueryParameters,
  dependencies: { getProvider?: (() => Promise<AssetDiscoveryProvider | undefined>) | undefined; now?: () => number } = {},
) {
  const { address, chainId } = parameters
  const now = dependencies.now ?? Date.now
  const mayRefetch = (query: { state: { status: string; errorUpdatedAt: number } }) => tokenBalancesMayRefetch(query, now())
  const queryKey = tokenBalancesQueryKey(api, parameters)
  return {
    queryKey,
    // The abort signal is left unused on purpose: a remount (React's StrictMode, a tab switch) then
    // joins the request in flight instead of cancelling it and asking again, so each failure is one
    // request and the 30 s rule counts from it.
    queryFn: async ({ client }: { client: QueryClient }) => {
      if (!address || chainId === undefined) throw new InvariantError('No address or chain')
      const provider = await dependencies.getProvider?.().catch(() => undefined)
      if (provider) {
        const fromWallet = await readWalletTokenBalances({ provider, address, chainId })
        if (fromWallet) return fromWallet
      }
      return readTokenBalances({
        ...api,
        address,
        chainId,
        supportedChains: await cachedSupportedChains(client, api),
        forceUpdate: refetchAfterChange(client, queryKey),
      })
    },
    enabled: Boolean(address) && chainId !== undefined,
    staleTime: tokenBalancesStaleTime,
    retry: false,
    retryOnMount: false,
    refetchOnMount: mayRefetch,
    refetchOnWindowFocus: mayRefetch,
    refetchOnReconnect: mayRefetch,
  }
}
