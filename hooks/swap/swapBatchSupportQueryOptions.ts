import type { Config, Connector } from 'wagmi'
import { getCapabilities } from 'wagmi/actions'

/** A wallet's capabilities change with its software only: asked again after 5 minutes. */
export const swapBatchSupportStaleTime = 5 * 60_000

/** Whose batch support is asked: the connected wallet (its connector), account and chain. */
export type SwapBatchSupportParameters = {
  connector: Connector | undefined
  address: `0x${string}` | undefined
  chainId: number | undefined
}

/** Key of whether a wallet takes an approval and a swap as one batch; the connector by its `uid`. */
export function swapBatchSupportQueryKey(parameters: SwapBatchSupportParameters) {
  return ['foyer.swapBatchSupport', { connectorUid: parameters.connector?.uid, address: parameters.address, chainId: parameters.chainId }] as const
}

/**
 * Whether the connected wallet can take an approval and a swap as one atomic EIP-5792 batch on the
 * chain: its `wallet_getCapabilities` says `atomic` is `supported` or `ready` (or, in the EIP's
 * earlier draft, `atomicBatch.supported`). No retries: a wallet without the method (most answer
 * 4200 or -32601) simply gets the two requests.
 *
 * @example
 * useQuery(swapBatchSupportQueryOptions(useConfig(), { connector, address, chainId }))
 */
export function swapBatchSupportQueryOptions(config: Config, parameters: SwapBatchSupportParameters) {
  const { connector, address, chainId } = parameters
  return {
    queryKey: swapBatchSupportQueryKey(parameters),
    queryFn: async () => {
      const capabilities = (await getCapabilities(config, { account: address!, chainId: chainId!, connector })) as Record<string, unknown>
      const atomic = capabilities['atomic'] as { status?: unknown } | undefined
      const legacy = capabilities['atomicBatch'] as { supported?: unknown } | undefined
      return atomic?.status === 'supported' || atomic?.status === 'ready' || legacy?.supported === true
    },
    enabled: address !== undefined && chainId !== undefined && connector !== undefined,
    staleTime: swapBatchSupportStaleTime,
    retry: false,
  }
}
