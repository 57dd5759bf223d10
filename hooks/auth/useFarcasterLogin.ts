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
  const connector = useAuthConnector()
  const finishLogin = useFinishAuthLogin()
  const [url, setUrl] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  // Each attempt runs with the connector and the finishing step of the render that started it.
  const step = useAuthStep({
    fallback: 'error.Failed to connect to farcaster',
    run: async ({ signal, auth, finish }: { signal: AbortSignal; auth: typeof connector; finish: typeof finishLogin }) => {
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

  // A new connector or finishing step starts over, and so does a retry (a new attempt number).
  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): a retry is nothing but a new attempt number, which the run itself does not need.
  useEffect(() => {
    const stop = new AbortController()
    void start({ signal: stop.signal, auth: connector, finish: finishLogin })
    return () => stop.abort()
  }, [connector, finishLogin, start, attempt])

  return { url, error: step.error, retry: () => setAttempt((count) => count + 1) }
}
