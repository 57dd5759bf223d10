import { useQuery } from '@tanstack/react-query'
import { useConfig, useConnection } from 'wagmi'
import { swapBatchSupportQueryOptions } from './swapBatchSupportQueryOptions'

/**
 * Whether the connected wallet can take an approval and a swap as one atomic EIP-5792 batch on the
 * active chain (see `swapBatchSupportQueryOptions`). `false` while asking, and for a wallet that
 * has no such method, so those get the two requests.
 *
 * @example
 * const batched = useSwapBatchSupport()
 */
export function useSwapBatchSupport(): boolean {
  const config = useConfig()
  const { address, chainId, connector } = useConnection()
  const query = useQuery(swapBatchSupportQueryOptions(config, { connector, address, chainId }))
  return query.data === true
}
