import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useChains, useDisconnect, useSignMessage, useSwitchChain } from 'wagmi'
import { SiwxNotEnabledError, SiwxSignMessageError } from '../../src/errors/siwxErrors'
import { useFoyerActions, useFoyerOptions } from '../foyerContext'
import { useTranslate } from '../useTranslate'
import { useSiwxSession } from './useSiwxSession'

/** Return type of {@link useSiwxSignIn}. */
export type UseSiwxSignInReturnType = {
  /** Creates the message, has the wallet sign it and stores the session; then the modal closes. */
  signIn: () => Promise<void>
  /** Leaves the sign view: disconnects (or moves to a network with a session) when sign-in is required. */
  cancel: () => Promise<void>
  /** `'idle'`, `'signing'` (the wallet is asked) or `'cancelling'`. */
  status: 'idle' | 'signing' | 'cancelling'
  /** The last failure ('Error signing message'), until the next attempt. */
  error: SiwxSignMessageError | undefined
}

/**
 * The SIWXSignMessage view's actions (spec section 4, SIWX): success stores the session, closes the
 * modal and tracks SIWX_AUTH_SUCCESS; failure shows 'Error signing message', tracks SIWX_AUTH_ERROR
 * and keeps the view; cancel tracks CLICK_CANCEL_SIWX.
 *
 * @example
 * const { signIn, cancel, status, error } = useSiwxSignIn()
 */
export function useSiwxSignIn(): UseSiwxSignInReturnType {
  const { siwx, signInRequired } = useFoyerOptions()
  const { dispatch, track, toast, reportError } = useFoyerActions()
  const queryClient = useQueryClient()
  const t = useTranslate()
  const session = useSiwxSession()
  const chains = useChains()
  const { signMessageAsync } = useSignMessage()
  const { disconnectAsync } = useDisconnect()
  const { switchChainAsync } = useSwitchChain()
  const [status, setStatus] = useState<UseSiwxSignInReturnType['status']>('idle')
  const [error, setError] = useState<SiwxSignMessageError | undefined>(undefined)
  const { chainId, address } = session

  const signIn = useCallback(async () => {
    if (!siwx) throw new SiwxNotEnabledError()
    if (!chainId || !address) return
    setStatus('signing')
    setError(undefined)
    toast.hideToast()
    try {
      const data = await siwx.createMessage({ accountAddress: address, chainId })
      const signature = await signMessageAsync({ message: data.serializedMessage })
      await siwx.addSession({ data, message: data.serializedMessage, signature })
      queryClient.setQueryData(['foyer.siwx.session', { chainId, address: address.toLowerCase() }], true)
      track({ event: 'SIWX_AUTH_SUCCESS', properties: { network: chainId } })
      dispatch({ type: 'close' })
    } catch (cause) {
      const failure = new SiwxSignMessageError({ cause })
      setError(failure)
      toast.showToast('error', t('error.Error signing message'))
      track({ event: 'SIWX_AUTH_ERROR', properties: { network: chainId } })
      reportError(failure, 'SIWX_AUTH_ERROR')
    } finally {
      setStatus('idle')
    }
  }, [siwx, chainId, address, signMessageAsync, queryClient, track, dispatch, toast, reportError, t])

  const cancel = useCallback(async () => {
    track({ event: 'CLICK_CANCEL_SIWX', properties: { required: signInRequired } })
    if (!signInRequired || !siwx || !address) {
      dispatch({ type: 'close' })
      return
    }
    setStatus('cancelling')
    try {
      // A network where this account already signed in lets it stay connected.
      for (const chain of chains) {
        const other = `eip155:${chain.id}`
        if (other === chainId) continue
        const sessions = await siwx.getSessions(other, address).catch(() => [])
        if (sessions.length > 0) {
          await switchChainAsync({ chainId: chain.id })
          return
        }
      }
      await disconnectAsync()
      dispatch({ type: 'close' })
    } finally {
      setStatus('idle')
    }
  }, [track, signInRequired, siwx, address, chains, chainId, switchChainAsync, disconnectAsync, dispatch])

  return { signIn, cancel, status, error }
}
