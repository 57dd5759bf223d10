import { useState } from 'react'
import type { AuthErrorText } from '../../src/auth/authErrorText'
import { refusedAuthStep } from '../../src/errors/authErrors'
import { normalizeOneTimeCode } from '../../src/protocol/oneTimeCode'
import { FrameRequestError, frameErrorCodes } from '../../src/protocol/frameErrors'
import { otpSchema } from '../../src/protocol/payloads'
import { useAuthConnector } from './useAuthConnector'
import { useAuthStep } from './useAuthStep'
import { useFinishAuthLogin } from './useFinishAuthLogin'
import { useResendCountdown } from './useResendCountdown'

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
  /**
   * The code was right but this device is new to an existing wallet: the owner must approve it by
   * the link e-mailed to them (the VERIFY_DEVICE step, `useDeviceApproval`).
   */
  deviceApproval: boolean
}

/**
 * The code step of EmailLogin: checks the 8 characters (any case, dashes and spaces ignored), sends
 * them normalized to the frame (connectOtp, or
 * connectDevice for a new device), connects wagmi; resend with the 30 s countdown.
 *
 * @example
 * const { submit, resend, resendIn } = useEmailCode({ email, action, sentAt })
 */
export function useEmailCode(data: { email: string; action: 'VERIFY_OTP' | 'VERIFY_DEVICE'; sentAt: number }): UseEmailCodeReturnType {
  const auth = useAuthConnector()
  const finish = useFinishAuthLogin()
  const [action, setAction] = useState(data.action)
  const [deviceApproval, setDeviceApproval] = useState(false)
  const { resendIn, restart } = useResendCountdown(data.sentAt)

  const submit = useAuthStep({
    fallback: 'error.Failed to connect',
    run: async (code: string) => {
      const parsed = otpSchema.safeParse(normalizeOneTimeCode(code))
      if (!parsed.success) throw refusedAuthStep('auth.codeInvalid')
      if (!auth) throw refusedAuthStep('error.No auth connector found')
      let user
      try {
        user = action === 'VERIFY_DEVICE' ? await auth.connectDevice({ otp: parsed.data }) : await auth.connectOtp({ otp: parsed.data })
      } catch (error) {
        // Not a failure: the next step, approving this device by e-mail link.
        if (error instanceof FrameRequestError && error.code === frameErrorCodes.deviceUnverified) {
          setDeviceApproval(true)
          return
        }
        throw error
      }
      await finish(user)
    },
  })
  const resend = useAuthStep({
    fallback: 'error.Failed to connect',
    run: async () => {
      if (!auth) throw refusedAuthStep('error.No auth connector found')
      const result = await auth.connectEmail({ email: data.email })
      setAction(result.action)
      restart()
    },
  })
  // Both share one pending state and one error: the attempt started last speaks.
  const latest = resend.startedAt > submit.startedAt ? resend : submit
  return {
    action,
    pending: submit.pending || resend.pending,
    error: latest.error,
    resendIn,
    resent: resend.succeeded,
    submit: submit.start,
    resend: () => resend.start(),
    deviceApproval,
  }
}
