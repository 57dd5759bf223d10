import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SiwxNotEnabledError } from '../../src/errors/siwxErrors'
import { useFoyerOptions } from '../foyerContext'
import { allSiwxSessionsQueryKey } from './siwxSessionQueryOptions'
import { useSiwxSession } from './useSiwxSession'

/** Return type of {@link useSiwxSignOutEverywhere}. */
export type UseSiwxSignOutEverywhereReturnType = {
  /**
   * Whether the action exists here: `siwx` has `revokeAllSessions` (the default `foyerSiwx` does)
   * and the connected account has a session to prove it is the owner's.
   */
  available: boolean
  /** Ends every session of the connected account for this app; resolves to how many ended. */
  signOutEverywhere: () => Promise<number>
  status: 'idle' | 'pending' | 'success' | 'error'
  /** How many sessions the last call ended. */
  revoked: number | undefined
  error: Error | null
}

/**
 * "Sign out everywhere" for the connected account: ends its sign-in sessions on every device (e.g.
 * after a lost laptop), then the kit asks for a new signature like after any sign-out.
 *
 * @example
 * const { available, signOutEverywhere } = useSiwxSignOutEverywhere()
 * if (available) <button onClick={() => signOutEverywhere()}>Sign out everywhere</button>
 */
export function useSiwxSignOutEverywhere(): UseSiwxSignOutEverywhereReturnType {
  const { siwx } = useFoyerOptions()
  const queryClient = useQueryClient()
  const session = useSiwxSession()
  const mutation = useMutation({
    mutationFn: async () => {
      const { chainId, address } = session
      if (!siwx?.revokeAllSessions || !chainId || !address) throw new SiwxNotEnabledError()
      return siwx.revokeAllSessions(chainId, address)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: allSiwxSessionsQueryKey() }),
  })
  return {
    available: siwx?.revokeAllSessions !== undefined && session.hasSession === true,
    signOutEverywhere: mutation.mutateAsync,
    status: mutation.status,
    revoked: mutation.data,
    error: mutation.error,
  }
}
