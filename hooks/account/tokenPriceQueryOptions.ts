import { getFungiblePrices } from '../../src/api/blockchainApi'
import type { FoyerApi } from '../../src/api/foyerApi'

/** Token prices stay fresh for 15 s: prices move, but not every render needs a new one. */
export const tokenPriceStaleTime = 15_000

/** Key of a token price query. */
export function tokenPriceQueryKey(api: FoyerApi, addresses: readonly string[]) {
  return ['foyer.tokenPrice', { ...api, addresses: [...addresses].sort() }] as const
}

/**
 * Query options for USD prices of tokens given as CAIP-10 addresses (`POST /v1/fungible/price`).
 *
 * @example
 * useQuery(tokenPriceQueryOptions(api, ['eip155:31337:0x5FbD…0aa3']))
 */
export function tokenPriceQueryOptions(api: FoyerApi, addresses: readonly string[]) {
  return {
    queryKey: tokenPriceQueryKey(api, addresses),
    queryFn: ({ signal }: { signal: AbortSignal }) => getFungiblePrices({ ...api, addresses, signal }),
    enabled: addresses.length > 0,
    staleTime: tokenPriceStaleTime,
  }
}
