import { useCallback, useEffect, useState } from 'react'
import { useConnection } from 'wagmi'
import type { AuthErrorText } from '../../src/auth/authErrorText'
import { AuthStepError, refusedAuthStep } from '../../src/errors/authErrors'
import { useAuthStep } from '../auth/useAuthStep'
import { useFoyerActions, useFoyerApi } from '../foyerContext'
import { useSiwxSession } from '../siwx/useSiwxSession'
import { useEmailCaptureStatus } from './useEmailCaptureStatus'

// The client and its zod schemas come with the first call, not with the view.
const loadClient = () => import('../../src/api/emailCaptureClient')

/** The resend cooldown: the API sends one code per address per 30 s. */
const RESEND_MS = 30_000

/** Return type of {@link useEmailCapture}. */
export type UseEmailCaptureReturnType = {
  /** `'email'`: the address is asked; `'code'`: the code sent to it is. */
  step: 'email' | 'code'
  /** The address the code went to. */
  email: string
  pending: boolean
  error: AuthErrorText | undefined
  /** Seconds until a new code may be sent (0: now). */
  resendIn: number
  /** Validates the address and mails it a code. */
  start(email: string): Promise<void>
  /** Checks the code; right, the address is stored for the project and the flow moves on. */
  verify(code: string): Promise<void>
  resend(): Promise<void>
  /** Back to the address field (another address). */
  changeEmail(): void
  /** Leaves without an address; the flow moves on. */
  skip(): void
}

/** What a capture call is: mailing a code to an address, or checking the code. */
type CaptureCall = { kind: 'send'; email: string } | { kind: 'verify'; code: string }

// The same check as the API's, without loading zod for it.
const malformedEmail = (email: string) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254

/** What the view shows for a refused call. */
function failureText(failure: { error: string; retryAfterMs?: number | undefined } | undefined): AuthErrorText {
  switch (failure?.error) {
    case 'throttled':
      return { key: 'auth.throttled', params: { seconds: Math.ceil((failure.retryAfterMs ?? 30_000) / 1000) } }
    case 'invalid_code':
    case 'expired':
    case 'too_many_attempts':
      return { key: 'auth.codeWrong' }
    case 'invalid_email':
      return { key: 'auth.emailInvalid' }
    case 'rate_limited':
      return { key: 'alert.APKT010.title', alertCode: 'APKT010' }
    default:
      return { key: 'error.An error occurred' }
  }
}

/**
 * DataCapture's steps (spec: e-mail capture): an address, pre-filled when given, gets a 6-digit code
 * from Foyer's API (the e-mail sign-in codes: 30 s throttle, per-IP limits); the right code stores
 * the address for the project and the connected wallet. Verified or skipped, the flow goes on to
 * SIWXSignMessage when sign-in with the wallet applies and has no session, else the modal closes.
 *
 * @example
 * const { step, start, verify, skip } = useEmailCapture('ada@example.com')
 */
export function useEmailCapture(initialEmail = ''): UseEmailCaptureReturnType {
  const api = useFoyerApi()
  const { dispatch } = useFoyerActions()
  const { address } = useConnection()
  const siwx = useSiwxSession()
  const { settle } = useEmailCaptureStatus(address)
  const [step, setStep] = useState<'email' | 'code'>('email')
  const [email, setEmail] = useState(initialEmail)
  // When the user went back to the address field: the last call's error no longer shows.
  const [clearedAt, setClearedAt] = useState(0)
  const [sentAt, setSentAt] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const resendIn = Math.max(0, Math.ceil((sentAt + RESEND_MS - now) / 1000))

  useEffect(() => {
    if (resendIn <= 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [resendIn])

  const moveOn = useCallback(() => {
    if (siwx.applies && siwx.hasSession !== true) dispatch({ type: 'replace', route: { view: 'SIWXSignMessage' } })
    else dispatch({ type: 'close' })
  }, [siwx.applies, siwx.hasSession, dispatch])

  // One mutation for both calls, so a new call replaces the last one's pending state and error.
  // A malformed address and an answer the API refuses shake the modal; a malformed code does not.
  const call = useAuthStep<CaptureCall, void>({
    fallback: 'error.An error occurred',
    run: async (variables) => {
      if (variables.kind === 'send' && malformedEmail(variables.email)) throw new AuthStepError({ key: 'auth.emailInvalid' })
      if (variables.kind === 'verify' && !/^\d{6}$/.test(variables.code.trim())) throw refusedAuthStep('auth.codeInvalid')
      if (!address) throw refusedAuthStep('error.An error occurred')
      const client = await loadClient()
      try {
        if (variables.kind === 'send') await client.startEmailCapture({ ...api, address, email: variables.email })
        else await client.verifyEmailCapture({ ...api, address, email, otp: variables.code.trim() })
      } catch (failure) {
        throw new AuthStepError(failureText(client.captureFailure(failure)), { cause: failure })
      }
      if (variables.kind === 'send') {
        setEmail(variables.email)
        setStep('code')
        setSentAt(Date.now())
        setNow(Date.now())
      } else {
        settle('verified')
        moveOn()
      }
    },
  })
  const { start: startCall } = call
  const start = useCallback((value: string) => startCall({ kind: 'send', email: value.trim() }), [startCall])
  const verify = useCallback((code: string) => startCall({ kind: 'verify', code }), [startCall])
  const resend = useCallback(() => startCall({ kind: 'send', email }), [startCall, email])
  const changeEmail = useCallback(() => {
    setClearedAt(Date.now())
    setStep('email')
  }, [])
  const skip = useCallback(() => {
    settle('skipped')
    moveOn()
  }, [settle, moveOn])

  const error = call.startedAt > clearedAt ? call.error : undefined
  return { step, email, pending: call.pending, error, resendIn, start, verify, resend, changeEmail, skip }
}
