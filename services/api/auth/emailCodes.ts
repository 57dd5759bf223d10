import { HttpError } from '../HttpError'
import { AUTH_LIMITS } from './authContext'
import type { AuthContext } from './authContext'
import { codeMail } from './mailer'
import type { CodePurpose } from './mailer'

/** Record kind of pending codes. */
export const CODE_KIND = 'code'
const FAILURES_KIND = 'code-failures'
const HOUR_MS = 60 * 60_000

/** What a pending code carries besides its hash (e.g. the device or the new e-mail). */
export type CodeData = Readonly<Record<string, string>>

/**
 * Refuses a code e-mail to `email` within 30 s of the previous one.
 *
 * @throws {HttpError} 429 `{ error: 'throttled', retryAfterMs }`.
 */
export async function assertNotThrottled(context: AuthContext, email: string): Promise<void> {
  const last = await (await context.store()).lastCodeSentAt(email)
  if (last === undefined) return
  const retryAfterMs = last + AUTH_LIMITS.codeThrottleMs - context.now()
  if (retryAfterMs > 0) throw new HttpError(429, 'throttled', { retryAfterMs })
}

/**
 * Sends a fresh 6-digit code to `email` for `scope` (which names what the code unlocks, e.g.
 * `login:<email>`), replacing any pending code of that scope. Throttled per e-mail.
 *
 * @throws {HttpError} 429 throttled, 503 mail_unavailable, 502 mail_failed.
 */
export async function sendCode(
  context: AuthContext,
  request: { email: string; scope: string; purpose: CodePurpose; data?: CodeData },
): Promise<void> {
  const mailer = await context.mailer()
  await assertNotThrottled(context, request.email)
  const store = await context.store()
  const code = context.secrets.newCode()
  const at = context.now()
  await store.setLastCodeSentAt(request.email, at)
  await store.putRecord(
    CODE_KIND,
    request.scope,
    {
      value: { ...request.data, hash: context.secrets.hashCode(code, request.scope), attemptsLeft: AUTH_LIMITS.codeAttempts },
      expiresAt: at + AUTH_LIMITS.codeTtlMs,
    },
    at,
  )
  try {
    await mailer.send(codeMail(request.email, code, request.purpose))
  } catch {
    // The mailer's error may quote the message (and so the code): it is not logged or passed on.
    await store.deleteRecord(CODE_KIND, request.scope)
    throw new HttpError(502, 'mail_failed')
  }
}

/**
 * Checks a code for `scope`; a right code is used up, a wrong one costs an attempt.
 *
 * @returns the data stored with the code.
 * @throws {HttpError} 401 `{ error: 'invalid_code', attemptsLeft }`, 410 `expired` (also when no code is
 *   pending), 429 `too_many_attempts` (after 5 wrong guesses at a code, until a new one is sent; after
 *   20 wrong guesses in an hour for the scope, until that hour is over).
 */
export async function checkCode(context: AuthContext, scope: string, otp: string): Promise<CodeData> {
  const store = await context.store()
  const pending = await store.record(CODE_KIND, scope)
  if (!pending) throw new HttpError(410, 'expired')
  const { hash, attemptsLeft, ...data } = pending.value
  if (pending.expiresAt <= context.now()) {
    await store.deleteRecord(CODE_KIND, scope)
    throw new HttpError(410, 'expired')
  }
  const left = typeof attemptsLeft === 'number' ? attemptsLeft : 0
  if (left <= 0) throw new HttpError(429, 'too_many_attempts')
  const failures = await store.record(FAILURES_KIND, scope)
  const failed = failures && failures.expiresAt > context.now() && typeof failures.value.count === 'number' ? failures.value.count : 0
  if (failed >= AUTH_LIMITS.codeFailuresPerHour) throw new HttpError(429, 'too_many_attempts')
  if (typeof hash === 'string' && context.secrets.sameDigest(hash, context.secrets.hashCode(otp, scope))) {
    await store.deleteRecord(CODE_KIND, scope)
    return Object.fromEntries(Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  }
  await store.putRecord(
    FAILURES_KIND,
    scope,
    { value: { count: failed + 1 }, expiresAt: failed > 0 && failures ? failures.expiresAt : context.now() + HOUR_MS },
    context.now(),
  )
  // The exhausted code stays (with 0 attempts) so later guesses keep getting 429, even a right one.
  await store.putRecord(CODE_KIND, scope, { value: { ...pending.value, attemptsLeft: left - 1 }, expiresAt: pending.expiresAt }, context.now())
  if (left - 1 === 0) throw new HttpError(429, 'too_many_attempts')
  throw new HttpError(401, 'invalid_code', { attemptsLeft: left - 1 })
}

/** Lower-cases and trims an e-mail so one address has one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}
