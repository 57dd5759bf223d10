import { useCallback, useState } from 'react'
import { useConnection } from 'wagmi'
import type { AuthErrorText } from '../../src/auth/authErrorText'
import { AuthStepError, refusedAuthStep } from '../../src/errors/authErrors'
import { ONE_TIME_CODE_PATTERN, normalizeOneTimeCode } from '../../src/protocol/oneTimeCode'
import { useAuthStep } from '../auth/useAuthStep'
import { useResendCountdown } from '../auth/useResendCountdown'
import { useFoyerActions, useFoyerApi } from '../foyerContext'
import { useSiwxSession } from '../siwx/useSiwxSession'
import { useCaptureProof } from './useCaptureProof'
import { useEmailCaptureStatus } from './useEmailCaptureStatus'

// The client and its zod schemas come with the first call, not with the view.
const loadClient = () => import('../../src/api/emailCaptureClient')

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
    case 'wallet_proof_required':
    case 'wallet_proof_expired':
    case 'invalid_wallet_proof':
      return { key: 'error.Error signing message' }
    default:
      return { key: 'error.An error occurred' }
  }
}

/**
 * DataCapture's steps (e-mail capture): an address, pre-filled when given, gets an 8-character code
 * from Foyer's API (the e-mail sign-in codes: 30 s throttle, per-IP limits); the right code stores
 * the address for the project and the connected wallet. Verified or skipped, the flow goes on to
 * SIWXSignMessage when sign-in with the wallet applies and has no session, else the modal closes.
 * Before the code is mailed the wallet signs a message linking the e-mail to it (see
 * `useCaptureProof`): the API links an e-mail only to a wallet that proved control.
 *
 * @example
 * const { step, start, verify, skip } = useEmailCapture('ada@example.com')
 */
export function useEmailCapture(initialEmail = ''): UseEmailCaptureReturnType {
  const api = useFoyerApi()
  const { dispatch } = useFoyerActions()
  const { address } = useConnection()
  // The API links the e-mail only to a wallet that signed for it: asked once, when the address is given.
  const { proofFor, forget } = useCaptureProof()
  const siwx = useSiwxSession()
  const { settle } = useEmailCaptureStatus(address)
  const [step, setStep] = useState<'email' | 'code'>('email')
  const [email, setEmail] = useState(initialEmail)
  // When the user went back to the address field: the last call's error no longer shows.
  const [clearedAt, setClearedAt] = useState(0)
  // The API sends one code per address per 30 s; nothing is sent before the first call.
  const { resendIn, restart } = useResendCountdown(0)

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
      const otp = variables.kind === 'verify' ? normalizeOneTimeCode(variables.code) : ''
      if (variables.kind === 'verify' && !ONE_TIME_CODE_PATTERN.test(otp)) throw refusedAuthStep('auth.codeInvalid')
      if (!address) throw refusedAuthStep('error.An error occurred')
      const client = await loadClient()
      const proof = await proofFor(address, variables.kind === 'send' ? variables.email : email)
      try {
        if (variables.kind === 'send') await client.startEmailCapture({ ...api, address, email: variables.email, proof })
        else await client.verifyEmailCapture({ ...api, address, email, otp, proof })
      } catch (failure) {
        const refused = client.captureFailure(failure)
        // A proof the API refused (expired, or the wallet's clock far off) is signed anew next time.
        if (refused?.error.includes('wallet_proof')) forget()
        throw new AuthStepError(failureText(refused), { cause: failure })
      }
      if (variables.kind === 'send') {
        setEmail(variables.email)
        setStep('code')
        restart()
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
