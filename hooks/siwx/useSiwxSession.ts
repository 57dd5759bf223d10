import { useQuery } from '@tanstack/react-query'
import { useChains, useConnection } from 'wagmi'
import { useFoyerOptions } from '../foyerContext'
import { siwxSessionQueryOptions } from './siwxSessionQueryOptions'

/** Return type of {@link useSiwxSession}. */
export type UseSiwxSessionReturnType = {
  /** `siwx` is set, an account is connected and its network is one of the app's. */
  applies: boolean
  /** CAIP-2 network of the connected account, e.g. `eip155:1`. */
  chainId: string | undefined
  address: string | undefined
  /** `undefined` while the configuration is asked (or when asking failed). */
  hasSession: boolean | undefined
  /** Asking the configuration failed (e.g. the API could not be reached). */
  failed: boolean
  /** Asks the configuration again (after signing, revoking or signing out). */
  refetch: () => Promise<unknown>
}

/**
 * Whether the connected account has a sign-in session on its network, from the `siwx`
 * configuration's `getSessions` (the default asks Foyer's API). Never asks without `siwx`.
 *
 * @example
 * const { hasSession } = useSiwxSession()
 */
export function useSiwxSession(): UseSiwxSessionReturnType {
  const { siwx } = useFoyerOptions()
  const { address, chainId: chainNumber, status } = useConnection()
  const chains = useChains()
  const supported = chainNumber !== undefined && chains.some((chain) => chain.id === chainNumber)
  const chainId = chainNumber === undefined ? undefined : `eip155:${chainNumber}`
  const applies = siwx !== undefined && status === 'connected' && address !== undefined && supported
  const query = useQuery({ ...siwxSessionQueryOptions(siwx, { chainId, address }), enabled: applies })
  return { applies, chainId, address, hasSession: applies ? query.data : undefined, failed: applies && query.isError, refetch: query.refetch }
}
