import { useQuery } from '@tanstack/react-query'
import { useConfig, useConnection } from 'wagmi'
import { getCapabilities } from 'wagmi/actions'

/**
 * Whether the connected wallet can take an approval and a swap as one atomic EIP-5792 batch on the
 * active chain: its `wallet_getCapabilities` says `atomic` is `supported` or `ready` (or, in the
 * EIP's earlier draft, `atomicBatch.supported`). `false` while asking, and for a wallet that has no
 * such method (most answer 4200 or -32601), so those get the two requests.
 *
 * @example
 * const batched = useSwapBatchSupport()
 */
export function useSwapBatchSupport(): boolean {
  const config = useConfig()
  const { address, chainId, connector } = useConnection()
  const query = useQuery({
    queryKey: ['foyer', 'swapBatchSupport', connector?.uid, address, chainId],
    queryFn: async () => {
      const capabilities = (await getCapabilities(config, { account: address!, chainId: chainId!, connector })) as Record<string, unknown>
      const atomic = capabilities['atomic'] as { status?: unknown } | undefined
      const legacy = capabilities['atomicBatch'] as { supported?: unknown } | undefined
      return atomic?.status === 'supported' || atomic?.status === 'ready' || legacy?.supported === true
    },
    enabled: address !== undefined && chainId !== undefined && connector !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  })
  return query.data === true
}
