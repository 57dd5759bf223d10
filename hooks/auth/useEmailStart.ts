import type { AuthErrorText } from '../../src/auth/authErrorText'
import { refusedAuthStep } from '../../src/errors/authErrors'
import { useFoyerActions } from '../foyerContext'
import { useOriginAlert } from '../useProjectChecks'
import { useAuthConnector } from './useAuthConnector'
import { useAuthStep } from './useAuthStep'

/** Return type of {@link useEmailStart}. */
export type UseEmailStartReturnType = {
  pending: boolean
  error: AuthErrorText | undefined
  /** Validates the address, asks the frame to send a code, and opens EmailLogin. */
  start(email: string): Promise<void>
}

/**
 * The e-mail field of Connect: validation ('Enter a valid e-mail address'), the frame's connectEmail
 * (throttle: 'Please try again after N seconds'; frame not loading: APKT003; the page's origin not
 * allowed: 'Invalid App Configuration' at once), then EmailLogin with
 * the action the frame chose (VERIFY_OTP, or VERIFY_DEVICE on a new device).
 *
 * @example
 * const { start, pending, error } = useEmailStart()
 */
export function useEmailStart(): UseEmailStartReturnType {
  const auth = useAuthConnector()
  const { dispatch, shake, modalParts } = useFoyerActions()
  // A project that does not allow this page's origin is refused by the login services too: say so at
  // once instead of waiting on a frame that cannot sign in.
  const originRefused = useOriginAlert()?.code === 'APKT002'
  const step = useAuthStep({
    fallback: 'error.Failed to connect',
    run: async (email: string) => {
      // The frame protocol's schemas (full zod) come with the modal's background chunk, not with the
      // first chunk that shows the field; by the time an address is submitted it has usually loaded.
      const emailSchema = await modalParts.loadEmailSchema()
      const parsed = emailSchema.safeParse(email.trim())
      if (!parsed.success) throw refusedAuthStep('auth.emailInvalid')
      if (!auth) throw refusedAuthStep('error.No auth connector found')
      if (originRefused) {
        // Refused before the frame is asked, yet a setup the user cannot fix: it shakes like a failure.
        shake()
        throw refusedAuthStep('alert.APKT002.title')
      }
      const { action } = await auth.connectEmail({ email: parsed.data })
      dispatch({ type: 'push', route: { view: 'EmailLogin', data: { email: parsed.data, action, sentAt: Date.now() } } })
    },
  })
  return { pending: step.pending, error: step.error, start: step.start }
}
