import { getNameSuggestions, getNamesForAddress } from '../../src/api/namesApi'
import type { FoyerApi } from '../../src/api/foyerApi'
import { InvariantError } from '../../src/errors/invariantErrors'

/** Names and suggestions stay fresh for 30 s: a name taken meanwhile shows soon enough, and registering refreshes at once. */
export const namesStaleTime = 30_000

/** Key of an address's names (`GET /v1/profile/reverse/{address}`). */
export function accountNamesQueryKey(api: FoyerApi, address: string | undefined) {
  return ['foyer.names.reverse', { ...api, address: address?.toLowerCase() }] as const
}

/** Query options for an address's names, primary (newest) first. */
export function accountNamesQueryOptions(api: FoyerApi, address: string | undefined) {
  return {
    queryKey: accountNamesQueryKey(api, address),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      if (!address) throw new InvariantError('No address')
      return getNamesForAddress({ ...api, address, signal })
    },
    enabled: Boolean(address),
    staleTime: namesStaleTime,
    retry: false,
  }
}

/** Key prefix of every suggestions query (invalidated after a registration). */
export const nameSuggestionsKeyPrefix = 'foyer.names.suggestions'

/** Query options for the suggestions of a label in a zone (`undefined`: not asked yet). */
export function nameSuggestionsQueryOptions(api: FoyerApi, label: string | undefined, zone: string) {
  return {
    queryKey: [nameSuggestionsKeyPrefix, { ...api, label: label?.toLowerCase(), zone }] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      if (!label) throw new InvariantError('No name')
      return getNameSuggestions({ ...api, name: label, zone, signal })
    },
    enabled: Boolean(label),
    staleTime: namesStaleTime,
    retry: false,
  }
}
