import type { AlertCode } from '../errors/alerts'
import { BaseError } from '../errors/BaseError'
import { FoyerConfigError } from '../errors/configErrors'
import { errorMessages } from '../errors/messages'
import type { MessageKey } from '../i18n/en'
import type { MessageParams } from '../i18n/translate'
import { FrameAlertError } from '../protocol/frameAlertError'
import { FrameRequestError, frameErrorCodes } from '../protocol/frameErrors'
import { PopupClosedError } from './socialPopup'

/** How an embedded-wallet failure is shown: a catalogue text, or one of the modal's APKT alerts. */
export type AuthErrorText = { key: MessageKey; params?: MessageParams; alertCode?: AlertCode }

/**
 * Maps a failure of an embedded-wallet flow to what the view shows: APKT003/4/5 for a
 * frame that did not load or answer, an option missing from the app's configuration (by name), the
 * throttle text with its seconds, 'Popup closed', 'Connection rejected' (code 4001), 'Action not
 * allowed', 'Not connected to email or social', Session Expired (APKT006), a wrong code; anything else is `fallback` (the flow's
 * own catalogue text, e.g. 'Failed to connect').
 *
 * @example
 * authErrorText(new FrameRequestError({ code: 429, message: 'Please try again after 27 seconds' }), 'error.Failed to connect')
 * // { key: 'auth.throttled', params: { seconds: 27 } }
 */
export function authErrorText(error: unknown, fallback: MessageKey): AuthErrorText {
  if (error instanceof FrameAlertError) return { key: `alert.${error.alertCode}.title`, alertCode: error.alertCode }
  if (error instanceof PopupClosedError) return { key: 'error.Popup closed' }
  // The app left an option out (`frameUrl`, `projectId`): say which, not 'Failed to connect'.
  if (error instanceof FoyerConfigError && error.reason === 'missing') return { key: 'error.missingOption', params: { option: error.option } }
  if (error instanceof BaseError && error.shortMessage === errorMessages.emailDependency) return { key: 'error.Unable to load email login dependency' }
  if (error instanceof FrameRequestError || (typeof error === 'object' && error !== null && 'code' in error)) {
    const { code } = error as { code: unknown }
    const message = error instanceof FrameRequestError ? error.shortMessage : String((error as { message?: unknown }).message ?? '')
    if (code === frameErrorCodes.throttled) {
      const seconds = Number(/(\d+)/.exec(message)?.[1] ?? 30)
      return { key: 'auth.throttled', params: { seconds } }
    }
    // The user said no (at a social provider, or in the frame): the catalogue's rejection text.
    if (code === frameErrorCodes.userRejected) return { key: 'error.Connection rejected' }
    if (code === frameErrorCodes.invalidCode) return { key: 'auth.codeWrong' }
    if (code === frameErrorCodes.walletNotOnServer) return { key: 'auth.walletNotOnServer' }
    if (code === frameErrorCodes.deviceDenied) return { key: 'auth.deviceDenied' }
    if (code === frameErrorCodes.deviceLinkExpired) return { key: 'auth.deviceLinkExpired' }
    if (code === frameErrorCodes.methodNotAllowed) return { key: 'error.Action not allowed' }
    if (code === frameErrorCodes.notConnected) return { key: 'error.Not connected to email or social' }
    if (code === frameErrorCodes.sessionExpired) return { key: 'alert.APKT006.title', alertCode: 'APKT006' }
  }
  return { key: fallback }
}
