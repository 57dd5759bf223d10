import { useEffect, useState } from 'react'
import { authErrorText, type AuthErrorText } from '../../src/auth/authErrorText'
import { useFoyerActions } from '../foyerContext'
import { useAuthConnector } from './useAuthConnector'
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
  const { shake } = useFoyerActions()
  const [url, setUrl] = useState<string>()
  const [error, setError] = useState<AuthErrorText>()
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!auth) {
      setError({ key: 'error.No auth connector found' })
      return
    }
    let active = true
    const stop = new AbortController()
    setError(undefined)
    void (async () => {
      try {
        const next = await auth.getFarcasterUri()
        if (!active) return
        setUrl(next)
        const user = await auth.connectFarcaster({ signal: stop.signal })
        if (active) await finish(user)
      } catch (failure) {
        if (!active) return
        setError(authErrorText(failure, 'error.Failed to connect to farcaster'))
        shake()
      }
    })()
    return () => {
      active = false
      stop.abort()
    }
  }, [auth, finish, shake, attempt])

  return { url, error, retry: () => setAttempt((count) => count + 1) }
}
