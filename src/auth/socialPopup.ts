// zod/mini: this module loads with the modal's first chunk, where the full zod API would weigh most.
import * as z from 'zod/mini'
import { BaseError } from '../errors/BaseError'
import { errorMessages } from '../errors/messages'

/** Size of the social sign-in popup: room for the providers' sign-in pages without scrolling. */
export const socialPopupSize = { width: 600, height: 800 } as const

/** How often the popup is checked for closure: a closed popup has no event the opener can hear. */
export const socialPopupPollMs = 1000

/** The message the frame's `/social-result` page posts to its opener. */
export const socialResultMessageSchema = z.object({
  v: z.literal(1),
  kind: z.literal('social-result'),
  uri: z.url({ protocol: /^https?$/ }).check(z.maxLength(4096)),
})

/** Type of {@link PopupClosedError}. */
export type PopupClosedErrorType = PopupClosedError & { name: 'PopupClosedError' }

/** The user closed the social sign-in popup before it finished ('Popup closed'). */
export class PopupClosedError extends BaseError {
  override name = 'PopupClosedError'
  constructor() {
    super(errorMessages.popupClosed)
  }
}

/**
 * Opens the (empty) social sign-in popup, 600 by 800, centred over the current window. Call it
 * synchronously in the click handler, before any `await`, or the browser blocks it; navigate it
 * once the redirect URI is known. `undefined` when the browser blocked it anyway.
 *
 * @example
 * const popup = openSocialPopup(window)
 */
export function openSocialPopup(view: Window = window): Window | undefined {
  const { width, height } = socialPopupSize
  const left = Math.max(0, Math.round(view.screenX + (view.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(view.screenY + (view.outerHeight - height) / 2))
  const popup = view.open('about:blank', 'foyer-social-login', `popup=yes,width=${width},height=${height},left=${left},top=${top}`)
  return popup ?? undefined
}

/** Options of {@link waitForSocialResult}. */
export type WaitForSocialResultOptions = {
  /** The popup the result must come from. */
  popup: Window
  /** The login frame's origin: the only origin whose message is accepted. */
  frameOrigin: string
  /** The window receiving the message. @default window */
  view?: Window
  /** Poll interval for closure. @default 1000 */
  pollMs?: number
  /** Rejects and stops waiting when aborted (e.g. the modal closed). */
  signal?: AbortSignal
}

/**
 * Waits for the frame's `/social-result` page (inside the popup) to post the result URI. A message is
 * accepted only when it comes from the frame origin AND from that popup window AND has the right
 * shape; anything else is ignored. The popup is polled every second: once it is closed without a
 * result, the promise rejects with {@link PopupClosedError}.
 *
 * @example
 * const uri = await waitForSocialResult({ popup, frameOrigin: new URL(frameUrl).origin })
 */
export function waitForSocialResult({ popup, frameOrigin, view = window, pollMs = socialPopupPollMs, signal }: WaitForSocialResultOptions): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const finish = (settle: () => void) => {
      view.removeEventListener('message', onMessage)
      clearInterval(timer)
      signal?.removeEventListener('abort', onAbort)
      settle()
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== popup) return
      const parsed = socialResultMessageSchema.safeParse(event.data)
      if (!parsed.success) return
      finish(() => resolve(parsed.data.uri))
    }
    const onAbort = () => {
      finish(() => reject(signal?.reason instanceof Error ? signal.reason : new BaseError(errorMessages.modalClosed)))
      if (!popup.closed) popup.close()
    }
    const timer = setInterval(() => {
      if (popup.closed) finish(() => reject(new PopupClosedError()))
    }, pollMs)
    view.addEventListener('message', onMessage)
    if (signal?.aborted) onAbort()
    else signal?.addEventListener('abort', onAbort, { once: true })
  })
}
