import { getNameSuggestions, getNamesForAddress } from '../../src/api/namesApi'
import type { AccountApiScope } from '../account/accountApiScope'

/** Names and suggestions stay fresh for 30 s: a name taken meanwhile shows soon enough, and registering refreshes at once. */
export const namesStaleTime = 30_000

/** Key of an address's names (`GET /v1/profile/reverse/{address}`). */
export function accountNamesQueryKey(scope: AccountApiScope, address: string | undefined) {
  return ['foyer.names.reverse', { ...scope, address: address?.toLowerCase() }] as const
}

/** Query options for an address's names, primary (newest) first. */
export function accountNamesQueryOptions(scope: AccountApiScope, address: string | undefined) {
  return {
    queryKey: accountNamesQueryKey(scope, address),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      if (!address) throw new Error('No address')
      return getNamesForAddress({ ...scope, address, signal })
    },
    enabled: Boolean(address),
    staleTime: namesStaleTime,
    retry: false,
  }
}

/** Key prefix of every suggestions query (invalidated after a registration). */
export const nameSuggestionsKeyPrefix = 'foyer.names.suggestions'

/** Query options for the suggestions of a label in a zone (`undefined`: not asked yet). */
export function nameSuggestionsQueryOptions(scope: AccountApiScope, label: string | undefined, zone: string) {
  return {
    queryKey: [nameSuggestionsKeyPrefix, { ...scope, label: label?.toLowerCase(), zone }] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      if (!label) throw new Error('No name')
      return getNameSuggestions({ ...scope, name: label, zone, signal })
    },
    enabled: Boolean(label),
    staleTime: namesStaleTime,
    retry: false,
  }
}
