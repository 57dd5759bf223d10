import { useQuery } from '@tanstack/react-query'
import { useConnection } from 'wagmi'
import { useFoyerApi } from '../foyerContext'
import { useRemoteFeatures } from '../useProjectChecks'
import { swapTokensQueryOptions } from './swapQueryOptions'

/**
 * Whether the Account view offers swaps: the project's remote `swaps` flag is on and the API lists
 * tokens to swap on the active chain (it answers 'Network not supported for Swaps' where it has no
 * AMM). `false` while that is being asked, so the action never shows and then disappears.
 *
 * @example
 * const canSwap = useSwapSupport()
 */
export function useSwapSupport(): boolean {
  const features = useRemoteFeatures()
  const api = useFoyerApi()
  const { chainId, address } = useConnection()
  const tokens = useQuery({ ...swapTokensQueryOptions(api, chainId), enabled: features.swaps && address !== undefined && chainId !== undefined })
  return features.swaps && (tokens.data?.length ?? 0) >= 2
}
