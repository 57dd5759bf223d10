import type { QueryClient } from '@tanstack/react-query'
import { getAccountNfts } from '../../src/api/blockchainApi'
import type { FoyerApi } from '../../src/api/foyerApi'
import { cachedSupportedChains } from './supportedChainsQueryOptions'
import { InvariantError } from '../../src/errors/invariantErrors'

/** NFT lists change as rarely as the portfolio: fresh for 30 s. */
export const accountNftsStaleTime = 30_000

/** Key of an account NFTs query. */
export function accountNftsQueryKey(api: FoyerApi, parameters: { address: string | undefined; chainId: number | undefined }) {
  return ['foyer.accountNfts', { ...api, address: parameters.address?.toLowerCase(), chainId: parameters.chainId }] as const
}

/**
 * Query options for the ERC-721 tokens an account holds on one chain (`GET /v1/account/{address}/nfts`).
 *
 * @example
 * useQuery(accountNftsQueryOptions(api, { address, chainId: 31337 }))
 */
export function accountNftsQueryOptions(api: FoyerApi, parameters: { address: string | undefined; chainId: number | undefined }) {
  const { address, chainId } = parameters
  return {
    queryKey: accountNftsQueryKey(api, parameters),
    queryFn: async ({ signal, client }: { signal: AbortSignal; client: QueryClient }) => {
      if (!address || chainId === undefined) throw new InvariantError('No address or chain')
      return getAccountNfts({ ...api, address, chainId, signal, supportedChains: await cachedSupportedChains(client, api) })
    },
    enabled: Boolean(address) && chainId !== undefined,
    staleTime: accountNftsStaleTime,
  }
}
