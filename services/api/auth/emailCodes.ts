import { z } from 'zod'
import { HttpError } from '../HttpError'
import { AUTH_LIMITS } from './authContext'
import type { AuthContext } from './authContext'
import type { AuthStore } from './authStore'
import { codeMail } from './mailer'
import type { CodePurpose } from './mailer'
import { enforceRateLimits, requesterKey } from './rateLimits'

/** Record kind of pending codes. */
// Stryker disable next-line StringLiteral: the kind only namespaces records and every reader takes it from here; no other kind is ''.
export const CODE_KIND = 'code'
const HOUR_MS = 60 * 60_000

/** What a pending code carries besides its hash (e.g. the device or the new e-mail). */
export type CodeData = Readonly<Record<string, string>>

/** Who asks for or checks a code: the client's IP and, for sign-in codes, the project. */
export type CodeRequester = { ip: string; projectId?: string }

const pendingSchema = z.object({
  hash: z.string(),
  /** Names this code's attempt counters, so a fresh code starts with a fresh budget. */
  codeId: z.string(),
  projectId: z.string().optional(),
  data: z.record(z.string(), z.string()),
})

/**
 * Refuses a code e-mail to `email` within `context.codeThrottleMs` (30 s by default) of the previous one.
 *
 * @throws {HttpError} 429 `{ error: 'throttled', retryAfterMs }`.
 */
export async function assertNotThrottled(context: AuthContext, email: string): Promise<void> {
  // No code sent yet counts as one sent long ago. Not an early return: its `if (true)` mutant (never
  // throttle) would share a disable comment with the equivalent `if (false)` one and go untested.
  const last = (await (await context.store()).lastCodeSentAt(email)) ?? Number.NEGATIVE_INFINITY
  const retryAfterMs = last + context.codeThrottleMs - context.now()
  if (retryAfterMs > 0) throw new HttpError(429, 'throttled', { retryAfterMs })
}

/**
 * Sends a fresh 6-digit code to `email` for `scope` (which names what the code unlocks, e.g.
 * `login:<email>`), replacing any pending code of that scope. Throttled per e-mail, then limited
 * per requester IP and per project (`context.rateLimits`).
 *
 * @throws {HttpError} 429 throttled, 429 rate_limited, 503 mail_unavailable, 502 mail_failed.
 */
export async function sendCode(
  context: AuthContext,
  request: { email: string; scope: string; purpose: CodePurpose; requester: CodeRequester; data?: CodeData },
): Promise<void> {
  const mailer = await context.mailer()
  await assertNotThrottled(context, request.email)
  const store = await context.store()
  const at = context.now()
  const ip = requesterKey(request.requester.ip)
  const { projectId } = request.requester
  await enforceRateLimits(store, at, [
    { key: `send:ip:${ip}`, limit: context.rateLimits.codeSendsPerIp },
    ...(projectId === undefined ? [] : [{ key: `send:project:${projectId}`, limit: context.rateLimits.codeSendsPerProject }]),
  ])
  const code = context.secrets.newCode()
  await store.setLastCodeSentAt(request.email, at)
  const pending: z.infer<typeof pendingSchema> = {
    hash: context.secrets.hashCode(code, request.scope),
    codeId: context.secrets.newToken(),
    projectId,
    data: { ...request.data },
  }
  await store.putRecord(CODE_KIND, request.scope, { value: pending, expiresAt: at + AUTH_LIMITS.codeTtlMs }, at)
  try {
    await mailer.send(codeMail(request.email, code, request.purpose))
  } catch {
    // The mailer's error may quote the message (and so the code): it is not logged or passed on.
    await store.deleteRecord(CODE_KIND, request.scope)
    throw new HttpError(502, 'mail_failed')
  }
}

/** The data of the code pending for `scope`, without checking or spending it. */
export async function pendingCodeData(context: AuthContext, scope: string): Promise<CodeData | undefined> {
  const pending = await (await context.store()).record(CODE_KIND, scope)
  return pendingSchema.safeParse(pending?.value).data?.data
}

/**
 * Checks a code for `scope`; a right code is used up, a wrong one costs an attempt.
 *
 * Lockouts are counted per requester (IP), so a stranger's wrong guesses never lock the owner out
 * of a code: each requester gets 5 checks per code and 20 wrong guesses per scope in each hour
 * window (a right code clears its requester's count). Against guessing spread over many IPs, a
 * scope also locks for everyone after 100 checks from all requesters in an hour window.
 *
 * @returns the data stored with the code.
 * @throws {HttpError} 401 `{ error: 'invalid_code', attemptsLeft }`, 410 `expired` (also when no code
 *   is pending), 429 `too_many_attempts` (after 5 wrong guesses from the requester at this code, until
 *   a new one is sent; with `retryAfterMs` when an hourly cap is reached), 429 `rate_limited`.
 */
export async function checkCode(context: AuthContext, request: { scope: string; otp: string; ip: string }): Promise<CodeData> {
  const { scope } = request
  const ip = requesterKey(request.ip)
  const store = await context.store()
  const now = context.now()
  await enforceRateLimits(store, now, [{ key: `check:ip:${ip}`, limit: context.rateLimits.codeChecksPerIp }])
  const record = await store.record(CODE_KIND, scope)
  const pending = pendingSchema.safeParse(record?.value)
  if (!record || !pending.success) throw new HttpError(410, 'expired')
  if (record.expiresAt <= now) {
    await store.deleteRecord(CODE_KIND, scope)
    throw new HttpError(410, 'expired')
  }
  const { hash, codeId, projectId, data } = pending.data
  if (projectId !== undefined) {
    await enforceRateLimits(store, now, [{ key: `check:project:${projectId}`, limit: context.rateLimits.codeChecksPerProject }])
  }
  const keys = { code: `code-attempts:${codeId}:${ip}`, requester: `code-failures:${scope}:${ip}`, scope: `code-failures:${scope}` }
  // Each counter counts the check before the code is compared (so parallel guesses cannot slip under
  // a cap), and a check refused by one counter never reaches the next: a requester over its own caps
  // does not use up the scope's shared budget.
  const attempts = await store.hitCounter(keys.code, AUTH_LIMITS.codeTtlMs, now)
  if (attempts.count > AUTH_LIMITS.codeAttempts) throw new HttpError(429, 'too_many_attempts')
  await countUnderCap(store, keys.requester, AUTH_LIMITS.codeFailuresPerHour, now)
  await countUnderCap(store, keys.scope, AUTH_LIMITS.codeFailuresPerHourPerScope, now)
  if (context.secrets.sameDigest(hash, context.secrets.hashCode(request.otp, scope))) {
    await spend(store, scope, codeId, now)
    await store.resetCounter(keys.requester)
    return data
  }
  const attemptsLeft = AUTH_LIMITS.codeAttempts - attempts.count
  if (attemptsLeft === 0) throw new HttpError(429, 'too_many_attempts')
  throw new HttpError(401, 'invalid_code', { attemptsLeft })
}

async function countUnderCap(store: AuthStore, key: string, cap: number, now: number): Promise<void> {
  const counted = await store.hitCounter(key, HOUR_MS, now)
  if (counted.count > cap) throw new HttpError(429, 'too_many_attempts', { retryAfterMs: counted.resetAt - now })
}

/** Takes the code once: of two right answers racing, or a right answer racing a new code, one wins. */
async function spend(store: AuthStore, scope: string, codeId: string, now: number): Promise<void> {
  const taken = await store.takeRecord(CODE_KIND, scope)
  if (taken && pendingSchema.safeParse(taken.value).data?.codeId === codeId) return
  // A newer code replaced this one meanwhile: it stays for its own requester.
  if (taken) await store.putRecord(CODE_KIND, scope, taken, now)
  throw new HttpError(410, 'expired')
}

/** Lower-cases and trims an e-mail so one address has one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}
