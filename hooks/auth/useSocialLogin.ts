import { useEffect, useRef } from 'react'
import { authErrorText, type AuthErrorText } from '../../src/auth/authErrorText'
import { openSocialPopup, PopupClosedError, waitForSocialResult } from '../../src/auth/socialPopup'
import { AuthStepError, modalClosedError, refusedAuthStep } from '../../src/errors/authErrors'
import { ConnectionRejectedError, isUserRejection } from '../../src/errors/connectErrors'
import type { SocialProvider } from '../../src/protocol/payloads'
import { useFoyerActions } from '../foyerContext'
import { useAuthConnector } from './useAuthConnector'
import { useAuthStep } from './useAuthStep'
import { useFinishAuthLogin } from './useFinishAuthLogin'

/** Return type of {@link useSocialLogin}. */
export type UseSocialLoginReturnType = {
  /** The provider whose popup is open. */
  pending: SocialProvider | undefined
  error: AuthErrorText | undefined
  /** The provider of the last attempt when it failed (what "Try again" starts again). */
  failed: SocialProvider | undefined
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
  const { track, reportError } = useFoyerActions()
  const controller = useRef<AbortController | undefined>(undefined)

  useEffect(() => () => controller.current?.abort(modalClosedError()), [])

  const step = useAuthStep({
    fallback: 'error.Failed to connect',
    run: async ({ provider, popup }: { provider: SocialProvider; popup: Window | undefined }) => {
      if (!auth) throw refusedAuthStep('error.No auth connector found')
      if (!popup) throw refusedAuthStep('auth.popupBlocked')
      controller.current?.abort(modalClosedError())
      const abort = new AbortController()
      controller.current = abort
      track({ event: 'SOCIAL_LOGIN_STARTED', properties: { provider } })
      let stage: 'initiate' | 'wait' | 'connect' = 'initiate'
      try {
        const uri = await auth.getSocialRedirectUri({ provider })
        if (popup.closed) throw new PopupClosedError()
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
        // A popup closed before the redirect, or consent denied at the provider, is the user's choice,
        // not a failure worth reporting.
        const closedEarly = stage === 'initiate' && failure instanceof PopupClosedError
        const rejected = stage !== 'initiate' && isUserRejection(failure)
        if (!closedEarly && !rejected) reportError(failure, 'SOCIAL_LOGIN_ERROR')
        if (stage === 'initiate') throw new AuthStepError(authErrorText(failure, 'error.Failed to initiate social connection'), { cause: failure })
        throw rejected ? new ConnectionRejectedError({ cause: failure }) : failure
      }
    },
  })
  return {
    pending: step.pending ? step.variables?.provider : undefined,
    error: step.error,
    failed: step.error && !step.pending ? step.variables?.provider : undefined,
    start: (provider) => {
      // Opened in the click's own task, before any await, or the browser blocks it.
      const popup = auth ? openSocialPopup() : undefined
      void step.start({ provider, popup })
    },
  }
}
