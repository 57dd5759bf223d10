import { useCallback, useEffect, useRef, useState } from 'react'
import { useConnection } from 'wagmi'
import type { AuthErrorText } from '../../src/auth/authErrorText'
import { modalClosedError, refusedAuthStep } from '../../src/errors/authErrors'
import { normalizeOneTimeCode } from '../../src/protocol/oneTimeCode'
import { emailSchema, otpSchema } from '../../src/protocol/payloads'
import { useFoyerActions } from '../foyerContext'
import { useTranslate } from '../useTranslate'
import { useAuthConnector } from './useAuthConnector'
import { useAuthStep } from './useAuthStep'

/** How often the e-mail is re-read after the change: once a second. */
export const updateEmailPollMs = 1000

/** The steps of UpdateEmailWallet. */
export type UpdateEmailStep = 'email' | 'primary' | 'secondary' | 'confirming' | 'done'

/** Return type of {@link useUpdateEmail}. */
export type UseUpdateEmailReturnType = {
  step: UpdateEmailStep
  /** The new address once entered. */
  newEmail: string | undefined
  pending: boolean
  error: AuthErrorText | undefined
  /** Submits the current step's field (new address, then the primary code, then the secondary code). */
  submit(value: string): Promise<void>
}

/**
 * UpdateEmailWallet: needs the auth connector to be the connected one; the new
 * address, then a code sent to the current address (VERIFY_PRIMARY_OTP), then one sent to the new
 * address (VERIFY_SECONDARY_OTP); then polls the user every second until the e-mail has changed, and
 * goes back. Leaving the view (closing the modal) rejects the wait with 'Modal closed'.
 *
 * @example
 * const { step, submit } = useUpdateEmail()
 */
export function useUpdateEmail(): UseUpdateEmailReturnType {
  const auth = useAuthConnector()
  const { connector: connected } = useConnection()
  const { dispatch, toast } = useFoyerActions()
  const t = useTranslate()
  const [step, setStep] = useState<UpdateEmailStep>('email')
  const [newEmail, setNewEmail] = useState<string>()
  const closed = useRef(new AbortController())

  useEffect(() => {
    const controller = new AbortController()
    closed.current = controller
    return () => controller.abort(modalClosedError())
  }, [])

  const waitForEmail = useCallback(
    async (email: string) => {
      const signal = closed.current.signal
      for (;;) {
        if (signal.aborted) throw signal.reason
        const user = await auth?.refreshUser()
        if (user?.email?.toLowerCase() === email.toLowerCase()) return
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, updateEmailPollMs)
          signal.addEventListener(
            'abort',
            () => {
              clearTimeout(timer)
              reject(signal.reason)
            },
            { once: true },
          )
        })
      }
    },
    [auth],
  )

  const attempt = useAuthStep({
    fallback: 'error.An error occurred',
    run: async ({ value, step, newEmail }: { value: string; step: UpdateEmailStep; newEmail: string | undefined }) => {
      if (!auth) throw refusedAuthStep('error.No auth connector found')
      // The e-mail belongs to the embedded wallet: with another wallet in use (the view opened from
      // app code), nothing would tell the user whose address changes.
      if (connected?.uid !== auth.uid) throw refusedAuthStep('error.Not connected to email or social')
      const parsed = step === 'email' ? emailSchema.safeParse(value.trim()) : otpSchema.safeParse(normalizeOneTimeCode(value))
      if (!parsed.success) throw refusedAuthStep(step === 'email' ? 'auth.emailInvalid' : 'auth.codeInvalid')
      try {
        if (step === 'email') {
          await auth.updateEmail({ email: parsed.data })
          setNewEmail(parsed.data)
          setStep('primary')
        } else if (step === 'primary') {
          await auth.updateEmailPrimaryOtp({ otp: parsed.data })
          setStep('secondary')
        } else if (step === 'secondary' && newEmail) {
          await auth.updateEmailSecondaryOtp({ otp: parsed.data })
          setStep('confirming')
          await waitForEmail(newEmail)
          setStep('done')
          toast.showToast('success', t('auth.emailUpdated'))
          dispatch({ type: 'back', isConnected: true })
        }
      } catch (failure) {
        // The view is gone (the modal closed): nobody is left to tell.
        if (!closed.current.signal.aborted) throw failure
      }
    },
  })

  return { step, newEmail, pending: attempt.pending, error: attempt.error, submit: (value) => attempt.start({ value, step, newEmail }) }
}
