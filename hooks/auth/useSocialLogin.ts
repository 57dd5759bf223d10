import { useCallback, useEffect, useRef, useState } from 'react'
import { modalClosedError } from '../../src/errors/authErrors'
import { authErrorText, type AuthErrorText } from '../../src/auth/authErrorText'
import { openSocialPopup, waitForSocialResult } from '../../src/auth/socialPopup'
import type { SocialProvider } from '../../src/protocol/payloads'
import { useFoyerActions } from '../foyerContext'
import { useAuthConnector } from './useAuthConnector'
import { useFinishAuthLogin } from './useFinishAuthLogin'

/** Return type of {@link useSocialLogin}. */
export type UseSocialLoginReturnType = {
  /** The provider whose popup is open. */
  pending: SocialProvider | undefined
  error: AuthErrorText | undefined
  /** Call it directly in the click handler: the popup opens synchronously, before any await. */
  start(provider: SocialProvider): void
}

/**
 * Social sign-in through a 600x800 popup: opened synchronously on click (so it is not blocked), then
 * sent to the frame's redirect URI; polled every second ('Popup closed'); its result is accepted only
 * from the frame's origin and that popup window; the frame then finishes the login. Tracks
 * SOCIAL_LOGIN_STARTED, _REQUEST_USER_DATA, _SUCCESS and _ERROR. Leaving the view (closing the
 * modal) stops waiting and closes the popup.
 *
 * @example
 * const { start } = useSocialLogin()
 * <button onClick={() => start('github')}>GitHub</button>
 */
export function useSocialLogin(): UseSocialLoginReturnType {
  const auth = useAuthConnector()
  const finish = useFinishAuthLogin()
  const { track, shake, reportError } = useFoyerActions()
  const [pending, setPending] = useState<SocialProvider>()
  const [error, setError] = useState<AuthErrorText>()
  const controller = useRef<AbortController | undefined>(undefined)

  useEffect(() => () => controller.current?.abort(modalClosedError()), [])

  const start = useCallback(
    (provider: SocialProvider) => {
      setError(undefined)
      if (!auth) return setError({ key: 'error.No auth connector found' })
      const popup = openSocialPopup()
      if (!popup) return setError({ key: 'auth.popupBlocked' })
      controller.current?.abort(modalClosedError())
      const abort = new AbortController()
      controller.current = abort
      setPending(provider)
      track({ event: 'SOCIAL_LOGIN_STARTED', properties: { provider } })
      let stage: 'initiate' | 'wait' | 'connect' = 'initiate'
      void (async () => {
        try {
          const uri = await auth.getSocialRedirectUri({ provider })
          if (popup.closed) throw Object.assign(new Error('closed'), { closedEarly: true })
          popup.location.href = uri
          stage = 'wait'
          track({ event: 'SOCIAL_LOGIN_REQUEST_USER_DATA', properties: { provider } })
          const resultUri = await waitForSocialResult({ popup, frameOrigin: auth.frameOrigin(), signal: abort.signal })
          stage = 'connect'
          const user = await auth.connectSocial({ uri: resultUri })
          await finish(user)
          track({ event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider } })
        } catch (failure) {
          if (!popup.closed) popup.close()
          if (abort.signal.aborted) return
          track({ event: 'SOCIAL_LOGIN_ERROR', properties: { provider } })
          const closedEarly = typeof failure === 'object' && failure !== null && 'closedEarly' in failure
          // A closed popup is the user's choice, not a failure worth reporting.
          if (!closedEarly) reportError(failure, 'SOCIAL_LOGIN_ERROR')
          setError(closedEarly ? { key: 'error.Popup closed' } : authErrorText(failure, stage === 'initiate' ? 'error.Failed to initiate social connection' : 'error.Failed to connect'))
          shake()
        } finally {
          if (controller.current === abort) setPending(undefined)
        }
      })()
    },
    [auth, finish, track, shake, reportError],
  )
  return { pending, error, start }
}
