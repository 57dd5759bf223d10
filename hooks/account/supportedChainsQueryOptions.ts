import type { QueryClient } from '@tanstack/react-query'
import { getSupportedChains, type SupportedChains } from '../../src/api/supportedChains'
import type { AccountApiScope } from './accountApiScope'

/** The chains an API serves change with its deployment only: asked once per visit (10 minutes). */
export const supportedChainsStaleTime = 10 * 60_000

/**
 * Query options for the API's `GET /v1/supported-chains`, which the account calls check first
 * (spec section 7); cached so each balance, history or NFT request does not ask again.
 */
export function supportedChainsQueryOptions(scope: AccountApiScope) {
  return {
    queryKey: ['foyer.supportedChains', scope] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getSupportedChains({ ...scope, signal }),
    staleTime: supportedChainsStaleTime,
  }
}

/**
 * The cached supported chains, fetched when missing; `undefined` when they cannot be had (the
 * account call then goes ahead and reports its own error).
 */
export async function cachedSupportedChains(client: QueryClient, scope: AccountApiScope): Promise<SupportedChains | undefined> {
  return client.ensureQueryData({ ...supportedChainsQueryOptions(scope), retry: false }).catch(() => undefined)
}
