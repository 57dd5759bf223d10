import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { useFoyerApi } from '../foyerContext'
import { accountNftsQueryOptions } from './accountNftsQueryOptions'

/**
 * The NFTs (ERC-721) an account holds on one chain, with name and image, from Foyer's API; cached
 * for 30 s. Must be used inside `<FoyerProvider>`.
 *
 * @example
 * const { data } = useAccountNfts()
 * data?.map((nft) => nft.name)
 */
export function useAccountNfts(parameters: { address?: Address | undefined; chainId?: number | undefined } = {}) {
  const api = useFoyerApi()
  const connection = useConnection()
  return useQuery(
    accountNftsQueryOptions(api, {
      address: parameters.address ?? connection.address,
      chainId: parameters.chainId ?? connection.chainId,
    }),
  )
}
