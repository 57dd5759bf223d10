import { getFungiblePrices } from '../../src/api/blockchainApi'
import type { AccountApiScope } from './accountApiScope'

/** Token prices stay fresh for 15 s (spec section 9). */
export const tokenPriceStaleTime = 15_000

/** Key of a token price query. */
export function tokenPriceQueryKey(scope: AccountApiScope, addresses: readonly string[]) {
  return ['foyer.tokenPrice', { ...scope, addresses: [...addresses].sort() }] as const
}

/**
 * Query options for USD prices of tokens given as CAIP-10 addresses (`POST /v1/fungible/price`).
 *
 * @example
 * useQuery(tokenPriceQueryOptions(scope, ['eip155:31337:0x5FbD…0aa3']))
 */
export function tokenPriceQueryOptions(scope: AccountApiScope, addresses: readonly string[]) {
  return {
    queryKey: tokenPriceQueryKey(scope, addresses),
    queryFn: ({ signal }: { signal: AbortSignal }) => getFungiblePrices({ ...scope, addresses, signal }),
    enabled: addresses.length > 0,
    staleTime: tokenPriceStaleTime,
  }
}
