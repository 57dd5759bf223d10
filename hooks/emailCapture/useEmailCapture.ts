import { useCallback, useEffect, useState } from 'react'
import { useConnection } from 'wagmi'
import type { AuthErrorText } from '../../src/auth/authErrorText'
import { useFoyerActions, useFoyerOptions } from '../foyerContext'
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

/** What the view shows for a refused call. */
function failureText(error: unknown, failure: { error: string; retryAfterMs?: number | undefined } | undefined): AuthErrorText {
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
      void error
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
  const { apiUrl, projectId } = useFoyerOptions()
  const { dispatch, shake } = useFoyerActions()
  const { address } = useConnection()
  const siwx = useSiwxSession()
  const { settle } = useEmailCaptureStatus(address)
  const [step, setStep] = useState<'email' | 'code'>('email')
  const [email, setEmail] = useState(initialEmail)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<AuthErrorText>()
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

  const send = useCallback(
    async (to: string) => {
      setError(undefined)
      if (!address) return setError({ key: 'error.An error occurred' })
      setPending(true)
      try {
        const client = await loadClient()
        await client.startEmailCapture({ baseUrl: apiUrl, projectId, address, email: to })
        setEmail(to)
        setStep('code')
        setSentAt(Date.now())
        setNow(Date.now())
      } catch (failure) {
        setError(failureText(failure, (await loadClient()).captureFailure(failure)))
        shake()
      } finally {
        setPending(false)
      }
    },
    [address, apiUrl, projectId, shake],
  )

  const start = useCallback(
    async (value: string) => {
      const trimmed = value.trim()
      // The same check as the API's, without loading zod for it.
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) || trimmed.length > 254) {
        setError({ key: 'auth.emailInvalid' })
        shake()
        return
      }
      await send(trimmed)
    },
    [send, shake],
  )

  const verify = useCallback(
    async (code: string) => {
      setError(undefined)
      if (!/^\d{6}$/.test(code.trim())) return setError({ key: 'auth.codeInvalid' })
      if (!address) return setError({ key: 'error.An error occurred' })
      setPending(true)
      try {
        const client = await loadClient()
        await client.verifyEmailCapture({ baseUrl: apiUrl, projectId, address, email, otp: code.trim() })
        settle('verified')
        moveOn()
      } catch (failure) {
        setError(failureText(failure, (await loadClient()).captureFailure(failure)))
        shake()
      } finally {
        setPending(false)
      }
    },
    [address, apiUrl, projectId, email, settle, moveOn, shake],
  )

  const resend = useCallback(() => send(email), [send, email])
  const changeEmail = useCallback(() => {
    setError(undefined)
    setStep('email')
  }, [])
  const skip = useCallback(() => {
    settle('skipped')
    moveOn()
  }, [settle, moveOn])

  return { step, email, pending, error, resendIn, start, verify, resend, changeEmail, skip }
}
