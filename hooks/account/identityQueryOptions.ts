import { getIdentity } from '../../src/api/blockchainApi'
import type { FoyerApi } from '../../src/api/foyerApi'
import { InvariantError } from '../../src/errors/invariantErrors'

/** Identities (name, avatar) stay fresh for 5 minutes: they change rarely, and a registration refreshes them. */
export const identityStaleTime = 5 * 60_000

/** Key of an identity query. */
export function identityQueryKey(api: FoyerApi, address: string | undefined) {
  return ['foyer.identity', { ...api, address: address?.toLowerCase() }] as const
}

/**
 * Query options for an address's name and avatar (`GET /v1/identity/{address}`).
 *
 * @example
 * useQuery(identityQueryOptions(useFoyerApi(), address))
 */
export function identityQueryOptions(api: FoyerApi, address: string | undefined) {
  return {
    queryKey: identityQueryKey(api, address),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      if (!address) throw new InvariantError('No address')
      return getIdentity({ ...api, address, signal })
    },
    enabled: Boolean(address),
    staleTime: identityStaleTime,
  }
}
