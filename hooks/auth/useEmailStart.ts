import { useCallback, useState } from 'react'
import { authErrorText, type AuthErrorText } from '../../src/auth/authErrorText'
import { useFoyerActions } from '../foyerContext'
import { useOriginAlert } from '../useProjectChecks'
import { useAuthConnector } from './useAuthConnector'

import { loadRestViews } from '../../components/views/loadRestViews'

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
  const { dispatch, shake } = useFoyerActions()
  // A project that does not allow this page's origin is refused by the login services too: say so at
  // once instead of waiting on a frame that cannot sign in.
  const originRefused = useOriginAlert()?.code === 'APKT002'
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<AuthErrorText>()

  const start = useCallback(
    async (email: string) => {
      setError(undefined)
      // The frame protocol's schemas (full zod) come with the modal's background chunk, not with the
      // first chunk that shows the field; by the time an address is submitted it has usually loaded.
      const { emailSchema } = await loadRestViews()
      const parsed = emailSchema.safeParse(email.trim())
      if (!parsed.success) return setError({ key: 'auth.emailInvalid' })
      if (!auth) return setError({ key: 'error.No auth connector found' })
      if (originRefused) {
        shake()
        return setError({ key: 'alert.APKT002.title' })
      }
      setPending(true)
      try {
        const { action } = await auth.connectEmail({ email: parsed.data })
        dispatch({ type: 'push', route: { view: 'EmailLogin', data: { email: parsed.data, action, sentAt: Date.now() } } })
      } catch (failure) {
        setError(authErrorText(failure, 'error.Failed to connect'))
        shake()
      } finally {
        setPending(false)
      }
    },
    [auth, dispatch, shake, originRefused],
  )
  return { pending, error, start }
}
