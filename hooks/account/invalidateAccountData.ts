import type { QueryClient } from '@tanstack/react-query'
import { getEnsAddressQueryKey, getEnsAvatarQueryKey, getEnsNameQueryKey, getEnsTextQueryKey } from 'wagmi/query'
import { nameSuggestionsKeyPrefix } from '../names/namesQueryOptions'

/**
 * What a change touched: `funds` after a send, a swap or a purchase (balances and history); `names`
 * after a name registration (the account's names and identity, and every ENS lookup).
 */
export type AccountDataChange = 'funds' | 'names'

// Query names, not whole keys: every account and chain of each kind is asked again, because a
// transfer changes the receiver's data too and a new name shows wherever its address does. Named
// exactly, rather than matched by pattern, so a new query cannot be refreshed by accident; the
// other families' queries share these names.
const fundsQueries = ['foyer.tokenBalances', 'foyer.nativeBalance', 'foyer.namespaceBalance', 'foyer.transactionHistory'] as const
const namesQueries = ['foyer.names.reverse', 'foyer.identity', nameSuggestionsKeyPrefix, 'foyer.ensAddress'] as const
// wagmi's own ENS queries (`useEnsName`, `useEnsAvatar`, ...) in the app's page: its names resolve
// through Foyer's gateway, so they change with a registration.
const ensQueryKeys = [getEnsNameQueryKey(), getEnsAddressQueryKey(), getEnsAvatarQueryKey(), getEnsTextQueryKey()]

/**
 * Marks the account data a change touched as stale and refetches what is on screen, at once rather
 * than when its stale time runs out. The refetches that follow ask the API for the chain's latest
 * block (see `refetchAfterChange`). Resolves when the active queries have refetched; never rejects
 * (a failed refetch shows in its own query).
 *
 * @example
 * onSuccess: () => invalidateAccountData(queryClient, 'funds')
 */
export async function invalidateAccountData(queryClient: QueryClient, change: AccountDataChange): Promise<void> {
  const keys = change === 'funds' ? fundsQueries.map((name) => [name]) : [...namesQueries.map((name) => [name]), ...ensQueryKeys]
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }).catch(() => undefined)))
}
