import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useChains, useDisconnect, useSignMessage, useSwitchChain } from 'wagmi'
import { SiwxNotEnabledError, SiwxSignMessageError } from '../../src/errors/siwxErrors'
import type { SiwxConfig } from '../../src/siwx/siwxTypes'
import { useFoyerActions, useFoyerOptions } from '../foyerContext'
import { useTranslate } from '../useTranslate'
import { siwxSessionQueryKey } from './siwxSessionQueryOptions'
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
 * The SIWXSignMessage view's actions: success stores the session, closes the
 * modal and tracks SIWX_AUTH_SUCCESS; failure shows 'Error signing message', tracks SIWX_AUTH_ERROR
 * and keeps the view; cancel tracks CLICK_CANCEL_SIWX.
 *
 * @example
 * const { signIn, cancel, status, error } = useSiwxSignIn()
 */
export function useSiwxSignIn(): UseSiwxSignInReturnType {
  const { siwx, signInRequired } = useFoyerOptions()
  const { dispatch, track, toast, reportFailure } = useFoyerActions()
  const queryClient = useQueryClient()
  const t = useTranslate()
  const session = useSiwxSession()
  const chains = useChains()
  const { signMessageAsync } = useSignMessage()
  const { disconnectAsync } = useDisconnect()
  const { switchChainAsync } = useSwitchChain()
  const { chainId, address } = session

  const signing = useMutation<void, SiwxSignMessageError, { siwx: SiwxConfig; chainId: string; address: string }>({
    mutationFn: async ({ siwx, chainId, address }) => {
      toast.hideToast()
      try {
        const data = await siwx.createMessage({ accountAddress: address, chainId })
        const signature = await signMessageAsync({ message: data.serializedMessage })
        await siwx.addSession({ data, message: data.serializedMessage, signature })
      } catch (cause) {
        throw reportFailure('sign', new SiwxSignMessageError({ cause }))
      }
    },
    onSuccess: (_, { chainId, address }) => {
      queryClient.setQueryData(siwxSessionQueryKey({ chainId, address }), true)
      track({ event: 'SIWX_AUTH_SUCCESS', properties: { network: chainId } })
      dispatch({ type: 'close' })
    },
    // The failure was reported as SIGN_ERROR where it was raised (mutationFn).
    onError: (_failure, { chainId }) => {
      toast.showToast('error', t('error.Error signing message'))
      track({ event: 'SIWX_AUTH_ERROR', properties: { network: chainId } })
    },
  })

  // Leaving while sign-in is required: a network where this account already signed in lets it stay
  // connected; otherwise it disconnects.
  const cancelling = useMutation({
    mutationFn: async ({ siwx, address }: { siwx: SiwxConfig; address: string }) => {
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
    },
  })

  const { mutateAsync: sign } = signing
  const signIn = useCallback(async () => {
    if (!siwx) throw new SiwxNotEnabledError()
    if (!chainId || !address) return
    await sign({ siwx, chainId, address }).catch(() => undefined)
  }, [siwx, chainId, address, sign])

  const { mutateAsync: leave } = cancelling
  const cancel = useCallback(async () => {
    track({ event: 'CLICK_CANCEL_SIWX', properties: { required: signInRequired } })
    if (!signInRequired || !siwx || !address) {
      dispatch({ type: 'close' })
      return
    }
    await leave({ siwx, address })
  }, [track, signInRequired, siwx, address, dispatch, leave])

  const status = signing.isPending ? 'signing' : cancelling.isPending ? 'cancelling' : 'idle'
  return { signIn, cancel, status, error: signing.error ?? undefined }
}
