import { z } from 'zod'
import { httpRequestError, requestJson, type HttpFailure } from './httpClient'
import type { HttpRequestError } from '../errors/httpErrors'
import { endpointUrl, requireProjectId } from './endpointUrl'
import type { FoyerApi } from './foyerApi'

/** Where and for whom an e-mail is captured. */
export type EmailCaptureParameters = FoyerApi & {
  /** The connected wallet address the e-mail is given with. */
  address: string
  email: string
  /**
   * The wallet's proof that it asked: the message of `createEmailCaptureProofMessage` and the
   * wallet's signature of it. The API refuses a capture call without one.
   */
  proof: { message: string; signature: string }
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined
}

/** A refused capture call: the API's error (`throttled`, `invalid_code`, `rate_limited`...) and its numbers. */
export type EmailCaptureFailure = { error: string; retryAfterMs?: number | undefined; attemptsLeft?: number | undefined }

const failureSchema = z.object({ error: z.string(), retryAfterMs: z.number().optional(), attemptsLeft: z.number().optional() })

const toError = (failure: HttpFailure): HttpRequestError => {
  const parsed = failure.stage === 'status' && failure.body ? safeJson(failure.body) : undefined
  return httpRequestError(failure, 'An error occurred', parsed?.error)
}

/**
 * The API's answer to a refused capture call, read back from an {@link HttpRequestError}.
 *
 * @example
 * captureFailure(error)?.error === 'invalid_code'
 */
export function captureFailure(error: unknown): EmailCaptureFailure | undefined {
  const body = typeof error === 'object' && error !== null && 'body' in error ? (error as { body: unknown }).body : undefined
  return typeof body === 'string' ? safeJson(body) : undefined
}

function safeJson(text: string): EmailCaptureFailure | undefined {
  try {
    return failureSchema.safeParse(JSON.parse(text)).data
  } catch {
    return undefined
  }
}

/** Mails an 8-character code to `email` (`POST /auth/v1/email-capture/start`). @throws {HttpRequestError} */
export async function startEmailCapture(parameters: EmailCaptureParameters): Promise<void> {
  const { address, email, proof } = parameters
  await requestJson({
    url: endpointUrl(parameters, '/auth/v1/email-capture/start'),
    method: 'POST',
    body: { projectId: requireProjectId(parameters), address, email, proof },
    schema: z.object({ action: z.literal('VERIFY_OTP') }),
    toError,
    fetch: parameters.fetch,
  })
}

/**
 * Checks the code and stores the address for the project and wallet
 * (`POST /auth/v1/email-capture/verify`). @throws {HttpRequestError}
 */
export async function verifyEmailCapture(parameters: EmailCaptureParameters & { otp: string }): Promise<{ email: string }> {
  const { address, email, otp, proof } = parameters
  return requestJson({
    url: endpointUrl(parameters, '/auth/v1/email-capture/verify'),
    method: 'POST',
    body: { projectId: requireProjectId(parameters), address, email, otp, proof },
    schema: z.object({ email: z.string(), verifiedAt: z.string() }),
    toError,
    fetch: parameters.fetch,
  })
}
