import { useQuery } from '@tanstack/react-query'
import { smartAccountEnabledNetworksQueryOptions } from './smartAccountEnabledNetworksQueryOptions'
import { useAuthConnector } from './useAuthConnector'

/**
 * The chain ids where the embedded wallet may switch to a smart account; `undefined` while asked,
 * without an auth connector, and when the frame could not answer.
 *
 * @example
 * const enabled = useSmartAccountEnabledNetworks()
 * const smartEnabled = enabled?.includes(chainId) === true
 */
export function useSmartAccountEnabledNetworks(): readonly number[] | undefined {
  return useQuery(smartAccountEnabledNetworksQueryOptions(useAuthConnector())).data
}
