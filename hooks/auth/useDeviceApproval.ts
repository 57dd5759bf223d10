import { useEffect, useRef, useState } from 'react'
import { authErrorText } from '../../src/auth/authErrorText'
import type { AuthErrorText } from '../../src/auth/authErrorText'
import { refusedAuthStep } from '../../src/errors/authErrors'
import { useFoyerActions } from '../foyerContext'
import { useAuthConnector } from './useAuthConnector'
import { useAuthStep } from './useAuthStep'
import { useResendCountdown } from './useResendCountdown'
import { useFinishAuthLogin } from './useFinishAuthLogin'

/** Return type of {@link useDeviceApproval}. */
export type UseDeviceApprovalReturnType = {
  /** Waiting for the owner to open the link and approve. */
  waiting: boolean
  /** Why the wait ended without an approval (refused, expired), or why a resend failed. */
  error: AuthErrorText | undefined
  /** Seconds until "Resend link" is allowed again (0: allowed). */
  resendIn: number
  /** True right after a successful resend. */
  resent: boolean
  /** Sends the link again and waits anew. */
  resend(): Promise<void>
  /** Gives up: back to the previous view. */
  cancel(): void
}

/**
 * The VERIFY_DEVICE step of EmailLogin: the code was right, but this device is new to an existing
 * wallet, so the frame mailed the owner an approval link. Waits (the frame asks the API every ~2 s)
 * until the owner approves, then connects as after a code; a refusal or an expired link shows its
 * text. "Resend link" follows the codes' 30 s throttle; leaving the step stops the wait.
 *
 * @example
 * const { waiting, error, resend, resendIn, cancel } = useDeviceApproval()
 */
export function useDeviceApproval(): UseDeviceApprovalReturnType {
  const auth = useAuthConnector()
  // Read through a ref: a new `finish` (or `shake`) between renders must not restart the wait.
  const finishLogin = useFinishAuthLogin()
  const finish = useRef(finishLogin)
  finish.current = finishLogin
  const { dispatch, shake: shakeNow } = useFoyerActions()
  const shake = useRef(shakeNow)
  shake.current = shakeNow
  const [attempt, setAttempt] = useState(0)
  const [waiting, setWaiting] = useState(true)
  const [failure, setFailure] = useState<AuthErrorText | undefined>()
  const { resendIn, restart } = useResendCountdown(() => Date.now())

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): a resend restarts the wait, which is nothing but a new attempt number.
  useEffect(() => {
    if (!auth) return
    const stop = new AbortController()
    setWaiting(true)
    setFailure(undefined)
    auth
      .awaitDeviceApproval({ signal: stop.signal })
      .then((user) => finish.current(user))
      .catch((error: unknown) => {
        // Left the step (or a resend restarted the wait): nothing to tell.
        if (stop.signal.aborted) return
        setWaiting(false)
        setFailure(authErrorText(error, 'error.Failed to connect'))
        shake.current()
      })
    return () => stop.abort()
  }, [auth, attempt])

  const resend = useAuthStep({
    fallback: 'error.Failed to connect',
    run: async () => {
      if (!auth) throw refusedAuthStep('error.No auth connector found')
      await auth.resendDeviceLink()
      restart()
      setAttempt((count) => count + 1)
    },
  })
  return {
    waiting,
    error: resend.error ?? failure,
    resendIn,
    resent: resend.succeeded,
    resend: () => resend.start(),
    cancel: () => dispatch({ type: 'back', isConnected: false }),
  }
}
