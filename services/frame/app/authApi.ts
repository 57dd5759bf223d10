import { z } from 'zod'
import { BaseError } from '../../../src/errors/BaseError'
import { authProviderSchema } from '../../../src/protocol/payloads'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import { frameTexts } from './frameTexts'

const loginSchema = z.object({
  sessionToken: z.string().min(16).max(512),
  isNewUser: z.boolean(),
  newDevice: z.boolean(),
  userName: z.string().max(200).nullish(),
})

/** What a sign-in (code, social exchange, Farcaster channel) gives the frame. */
export type AuthLogin = z.infer<typeof loginSchema>

const sessionSchema = z.object({
  userId: z.string(),
  authProvider: authProviderSchema,
  email: z.string().optional(),
  userName: z.string().optional(),
  address: z.string().optional(),
})

/** `GET /auth/v1/session`. */
export type AuthSession = z.infer<typeof sessionSchema>

const errorBodySchema = z.object({ error: z.string(), retryAfterMs: z.number().optional() }).partial()

/** The API answered with an error status the frame has no better mapping for. */
export class AuthApiError extends BaseError {
  override name = 'AuthApiError'
  constructor(
    readonly status: number,
    readonly error: string | undefined,
  ) {
    super(`Auth API answered ${status}${error ? ` ${error}` : ''}`)
  }
}

/** The auth service client the frame uses (`services/api/auth`). Every answer is zod-parsed. */
export type AuthApi = ReturnType<typeof createAuthApi>

/**
 * Creates the client of the auth API at `apiUrl`. Code errors become {@link FrameRequestError}s
 * (4010 wrong/expired code, 429 throttled with 'Please try again after N seconds'); a 401 on a
 * session call becomes 4101 'Session expired' when the session ran out, else 4100; anything else an
 * {@link AuthApiError}.
 */
export function createAuthApi(apiUrl: string, fetchFn: typeof fetch = (...args) => fetch(...args)) {
  async function call<T extends z.ZodType>(
    method: string,
    path: string,
    schema: T,
    options: { body?: unknown; token?: string | undefined } = {},
  ): Promise<z.output<T>> {
    const headers: Record<string, string> = {}
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const response = await fetchFn(new URL(path, apiUrl), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'omit',
      cache: 'no-store',
    })
    const text = await response.text()
    let json: unknown
    try {
      json = text ? JSON.parse(text) : {}
    } catch {
      json = {}
    }
    if (!response.ok) throw toError(response.status, errorBodySchema.safeParse(json).data ?? {}, options.token !== undefined)
    return schema.parse(json)
  }
  const empty = z.unknown()

  return {
    emailStart: (body: { projectId: string; email: string; deviceId: string }) =>
      call('POST', '/auth/v1/email/start', z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) }), { body }),
    emailVerify: (body: { email: string; otp: string; deviceId: string }) => call('POST', '/auth/v1/email/verify', loginSchema, { body }),
    session: (token: string) => call('GET', '/auth/v1/session', sessionSchema, { token }),
    revoke: (token: string) => call('POST', '/auth/v1/session/revoke', empty, { token }),
    putWallet: (token: string, body: { address: string; authShare: string; recoveryShare: string }) => call('PUT', '/auth/v1/wallet', empty, { token, body }),
    authShare: (token: string) => call('GET', '/auth/v1/wallet/auth-share', z.object({ address: z.string(), authShare: z.string() }), { token }),
    recoveryShare: (token: string) => call('GET', '/auth/v1/wallet/recovery-share', z.object({ recoveryShare: z.string() }), { token }),
    /** Mails the account a link that approves this session's new device. */
    deviceLink: (token: string, body: { projectId: string; appName?: string | undefined; site?: string | undefined }) =>
      call('POST', '/auth/v1/device/verification', z.object({ state: z.literal('pending') }), { token, body }),
    /** Where the session's device approval stands. */
    deviceState: (token: string) =>
      call('GET', '/auth/v1/device/verification', z.object({ state: z.enum(['none', 'pending', 'expired', 'approved']) }), { token }),
    oauthStart: (provider: string, body: { projectId: string; deviceId: string; hostOrigin: string; frameOrigin: string }) =>
      call('POST', `/auth/v1/oauth/${encodeURIComponent(provider)}/start`, z.object({ uri: z.url() }), { body }),
    oauthExchange: (body: { result: string; deviceId: string }) => call('POST', '/auth/v1/oauth/exchange', loginSchema, { body }),
    farcasterChannel: (body: { projectId: string; deviceId: string }) =>
      call('POST', '/auth/v1/farcaster/channel', z.object({ channelToken: z.string().min(1), url: z.url() }), { body }),
    farcasterStatus: (channelToken: string) =>
      call(
        'GET',
        `/auth/v1/farcaster/channel/${encodeURIComponent(channelToken)}`,
        z.union([z.object({ state: z.literal('pending') }), loginSchema.extend({ state: z.literal('completed') })]),
      ),
    emailUpdate: (token: string, newEmail: string) =>
      call('POST', '/auth/v1/email/update', z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }), { token, body: { newEmail } }),
    emailUpdatePrimary: (token: string, otp: string) =>
      call('POST', '/auth/v1/email/update/primary', z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }), { token, body: { otp } }),
    emailUpdateSecondary: (token: string, otp: string) =>
      call('POST', '/auth/v1/email/update/secondary', z.object({ email: z.string() }), { token, body: { otp } }),
  }
}

function toError(status: number, body: { error?: string; retryAfterMs?: number }, withSession: boolean): Error {
  const { error } = body
  // A per-client limit (rate_limited) reads to the user like the per-address throttle: wait N seconds.
  if (status === 429 && (error === 'throttled' || error === 'rate_limited')) {
    const seconds = Math.max(1, Math.ceil((body.retryAfterMs ?? 30_000) / 1000))
    return new FrameRequestError({ code: frameErrorCodes.throttled, message: frameTexts.throttled(seconds) })
  }
  if (status === 429 && error === 'too_many_attempts') {
    return new FrameRequestError({ code: frameErrorCodes.invalidCode, message: frameTexts.tooManyAttempts })
  }
  if (error === 'invalid_code') return new FrameRequestError({ code: frameErrorCodes.invalidCode, message: frameTexts.invalidCode })
  if (status === 410 || error === 'expired') {
    return new FrameRequestError({ code: frameErrorCodes.invalidCode, message: frameTexts.expiredCode })
  }
  if (status === 401 && withSession) {
    return new FrameRequestError({ code: error === 'session_expired' ? frameErrorCodes.sessionExpired : frameErrorCodes.notConnected })
  }
  return new AuthApiError(status, error)
}
