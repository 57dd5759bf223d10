import { useCallback, useEffect, useState } from 'react'
import { authErrorText, type AuthErrorText } from '../../src/auth/authErrorText'
import { otpSchema } from '../../src/protocol/payloads'
import { useFoyerActions } from '../foyerContext'
import { useAuthConnector } from './useAuthConnector'
import { useFinishAuthLogin } from './useFinishAuthLogin'

/** The e-mail login throttle: a new code only 30 s after the previous one (spec section 5). */
export const emailResendCooldownMs = 30_000

/** Return type of {@link useEmailCode}. */
export type UseEmailCodeReturnType = {
  action: 'VERIFY_OTP' | 'VERIFY_DEVICE'
  pending: boolean
  error: AuthErrorText | undefined
  /** Seconds until "Resend code" is allowed again (0: allowed). */
  resendIn: number
  /** True right after a successful resend. */
  resent: boolean
  submit(code: string): Promise<void>
  resend(): Promise<void>
}

/**
 * The code step of EmailLogin: checks the 6 digits, sends them to the frame (connectOtp, or
 * connectDevice for a new device), connects wagmi; resend with the 30 s countdown.
 *
 * @example
 * const { submit, resend, resendIn } = useEmailCode({ email, action, sentAt })
 */
export function useEmailCode(data: { email: string; action: 'VERIFY_OTP' | 'VERIFY_DEVICE'; sentAt: number }): UseEmailCodeReturnType {
  const auth = useAuthConnector()
  const finish = useFinishAuthLogin()
  const { shake } = useFoyerActions()
  const [action, setAction] = useState(data.action)
  const [sentAt, setSentAt] = useState(data.sentAt)
  const [now, setNow] = useState(() => Date.now())
  const [pending, setPending] = useState(false)
  const [resent, setResent] = useState(false)
  const [error, setError] = useState<AuthErrorText>()
  const resendIn = Math.max(0, Math.ceil((sentAt + emailResendCooldownMs - now) / 1000))

  useEffect(() => {
    if (resendIn <= 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [resendIn])

  const submit = useCallback(
    async (code: string) => {
      setError(undefined)
      const parsed = otpSchema.safeParse(code.trim())
      if (!parsed.success) return setError({ key: 'auth.codeInvalid' })
      if (!auth) return setError({ key: 'error.No auth connector found' })
      setPending(true)
      try {
        const user = action === 'VERIFY_DEVICE' ? await auth.connectDevice({ otp: parsed.data }) : await auth.connectOtp({ otp: parsed.data })
        await finish(user)
      } catch (failure) {
        setError(authErrorText(failure, 'error.Failed to connect'))
        shake()
      } finally {
        setPending(false)
      }
    },
    [auth, action, finish, shake],
  )

  const resend = useCallback(async () => {
    setError(undefined)
    setResent(false)
    if (!auth) return setError({ key: 'error.No auth connector found' })
    setPending(true)
    try {
      const result = await auth.connectEmail({ email: data.email })
      setAction(result.action)
      setSentAt(Date.now())
      setNow(Date.now())
      setResent(true)
    } catch (failure) {
      setError(authErrorText(failure, 'error.Failed to connect'))
      shake()
    } finally {
      setPending(false)
    }
  }, [auth, data.email, shake])

  return { action, pending, error, resendIn, resent, submit, resend }
}
