import { useEffect, useState } from 'react'
import type { AuthErrorText } from '../../src/auth/authErrorText'
import { refusedAuthStep } from '../../src/errors/authErrors'
import { useAuthConnector } from './useAuthConnector'
import { useAuthStep } from './useAuthStep'
import { useFinishAuthLogin } from './useFinishAuthLogin'

/** Return type of {@link useFarcasterLogin}. */
export type UseFarcasterLoginReturnType = {
  /** The Farcaster sign-in URL (for the QR code and "copy link"); `undefined` while loading. */
  url: string | undefined
  error: AuthErrorText | undefined
  /** Starts over after a failure. */
  retry(): void
}

/**
 * ConnectingFarcaster: fetches the sign-in URL from the frame, then waits for the Farcaster channel
 * to complete (connectFarcaster, up to 120 s) and connects. Failures show 'Failed to connect to
 * farcaster' (or the frame's alert). Leaving the view stops waiting.
 *
 * @example
 * const { url, error } = useFarcasterLogin()
 */
export function useFarcasterLogin(): UseFarcasterLoginReturnType {
  const auth = useAuthConnector()
  const finish = useFinishAuthLogin()
  const [url, setUrl] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const step = useAuthStep({
    fallback: 'error.Failed to connect to farcaster',
    run: async (signal: AbortSignal) => {
      if (!auth) throw refusedAuthStep('error.No auth connector found')
      try {
        const next = await auth.getFarcasterUri()
        if (signal.aborted) return
        setUrl(next)
        const user = await auth.connectFarcaster({ signal })
        if (!signal.aborted) await finish(user)
      } catch (failure) {
        // Stopped by leaving the view or by a retry: nothing to show.
        if (!signal.aborted) throw failure
      }
    },
  })
  const { start } = step

  useEffect(() => {
    const stop = new AbortController()
    void start(stop.signal)
    return () => stop.abort()
  }, [auth, finish, start, attempt])

  return { url, error: step.error, retry: () => setAttempt((count) => count + 1) }
}
