import { useQuery } from '@tanstack/react-query'
import { useFoyerApi } from '../foyerContext'
import { tokenPriceQueryOptions } from './tokenPriceQueryOptions'

/**
 * USD prices of tokens given as CAIP-10 addresses (the native token is `0xeeee…eeee`), from Foyer's
 * API; cached for 15 s. Tokens the API does not know are left out. Must be used inside `<FoyerProvider>`.
 *
 * @example
 * const { data } = useTokenPrice({ addresses: [`eip155:31337:${usdc}`] })
 * data?.[0]?.price // 1
 */
export function useTokenPrice(parameters: { addresses: readonly string[] }) {
  const api = useFoyerApi()
  return useQuery(tokenPriceQueryOptions(api, parameters.addresses))
}
