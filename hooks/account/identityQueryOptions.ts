import { getIdentity } from '../../src/api/blockchainApi'
import type { AccountApiScope } from './accountApiScope'

/** Identities (name, avatar) stay fresh for 5 minutes (spec section 9). */
export const identityStaleTime = 5 * 60_000

/** Key of an identity query. */
export function identityQueryKey(scope: AccountApiScope, address: string | undefined) {
  return ['foyer.identity', { ...scope, address: address?.toLowerCase() }] as const
}

/**
 * Query options for an address's name and avatar (`GET /v1/identity/{address}`).
 *
 * @example
 * useQuery(identityQueryOptions(accountApiScope(options), address))
 */
export function identityQueryOptions(scope: AccountApiScope, address: string | undefined) {
  return {
    queryKey: identityQueryKey(scope, address),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      if (!address) throw new Error('No address')
      return getIdentity({ ...scope, address, signal })
    },
    enabled: Boolean(address),
    staleTime: identityStaleTime,
  }
}
