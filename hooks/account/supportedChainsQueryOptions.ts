import type { QueryClient } from '@tanstack/react-query'
import { getSupportedChains, type SupportedChains } from '../../src/api/supportedChains'
import type { FoyerApi } from '../../src/api/foyerApi'

/** The chains an API serves change with its deployment only: asked once per visit (10 minutes). */
export const supportedChainsStaleTime = 10 * 60_000

/** Key of the chains an API serves. */
export function supportedChainsQueryKey(api: FoyerApi) {
  return ['foyer.supportedChains', api] as const
}

/**
 * Query options for the API's `GET /v1/supported-chains`, which the account calls check first, so a
 * chain the API does not serve is answered without a request; cached so each balance, history or
 * NFT request does not ask again.
 */
export function supportedChainsQueryOptions(api: FoyerApi) {
  return {
    queryKey: supportedChainsQueryKey(api),
    queryFn: ({ signal }: { signal: AbortSignal }) => getSupportedChains({ ...api, signal }),
    staleTime: supportedChainsStaleTime,
  }
}

/**
 * The cached supported chains, fetched when missing; `undefined` when they cannot be had (the
 * account call then goes ahead and reports its own error).
 */
export async function cachedSupportedChains(client: QueryClient, api: FoyerApi): Promise<SupportedChains | undefined> {
  return client.ensureQueryData({ ...supportedChainsQueryOptions(api), retry: false }).catch(() => undefined)
}
