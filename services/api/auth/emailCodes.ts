import { z } from 'zod'
import { normalizeOneTimeCode } from '../../../src/protocol/oneTimeCode'
import { otpSchema } from '../../../src/protocol/payloads'
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
const DAY_MS = 24 * HOUR_MS

/**
 * A code as a request body carries it: typed or pasted in any case, with spaces or a dash, O for 0
 * and I or L for 1. Parses to the normalized form that codes are stored and compared in.
 */
export const otpInputSchema = z.string().max(64).transform(normalizeOneTimeCode).pipe(otpSchema)

/** What a pending code carries besides its hash (e.g. the device or the new e-mail). */
export type CodeData = Readonly<Record<string, string>>

/** Who asks for or checks a code: the client's IP and, for sign-in codes, the project. */
export type CodeRequester = { ip: string; projectId?: string }

/**
 * Whose allowance a code's e-mails and checks use. Every budget allows 5 checks per code, 20 per
 * hour and 100 per day, counted across all clients (`AUTH_LIMITS`).
 *
 * - `knownDevice: false`, `key` per address (and purpose): whoever asks, from any IP. Its e-mails share
 *   the address's 30 s throttle and hourly cap, and count against the project's ceilings.
 * - `knownDevice: true`, `key` per address and registered device: the owner's own, which no stranger
 *   spends; its e-mails have their own 30 s throttle and no project ceiling.
 */
export type CodeBudget = { key: string; knownDevice: boolean }

const pendingSchema = z.object({
  hash: z.string(),
  /** Names this code's attempt counter, so a fresh code starts with a fresh count. */
  codeId: z.string(),
  projectId: z.string().optional(),
  budget: z.object({ key: z.string(), knownDevice: z.boolean() }),
  data: z.record(z.string(), z.string()),
})

/**
 * Refuses a code e-mail under throttle key `key` (an e-mail, or a registered device's budget key)
 * within `context.codeThrottleMs` (30 s by default) of the previous one.
 *
 * @throws {HttpError} 429 `{ error: 'throttled', retryAfterMs }`.
 */
export async function assertNotThrottled(context: AuthContext, key: string): Promise<void> {
  // No code sent yet counts as one sent long ago. Not an early return: its `if (true)` mutant (never
  // throttle) would share a disable comment with the equivalent `if (false)` one and go untested.
  const last = (await (await context.store()).lastCodeSentAt(key)) ?? Number.NEGATIVE_INFINITY
  const retryAfterMs = last + context.codeThrottleMs - context.now()
  if (retryAfterMs > 0) throw new HttpError(429, 'throttled', { retryAfterMs })
}

/** The throttle key of a code e-mail: the address, or the registered device's own. */
const throttleKey = (email: string, budget: CodeBudget) => (budget.knownDevice ? `device:${budget.key}` : email)

/**
 * Sends a fresh 8-character code to `email` for `scope` (which names what the code unlocks, e.g.
 * `login:<email>:<deviceId>`), replacing any pending code of that scope. Counted against the
 * requester's IP first (a throttled request counts too), then throttled per address or registered
 * device, then, outside a registered device's budget, capped per address and per project.
 *
 * @throws {HttpError} 429 throttled, 429 rate_limited, 503 mail_unavailable, 502 mail_failed.
 */
export async function sendCode(
  context: AuthContext,
  request: { email: string; scope: string; purpose: CodePurpose; requester: CodeRequester; budget: CodeBudget; data?: CodeData },
): Promise<void> {
  const mailer = await context.mailer()
  const store = await context.store()
  const at = context.now()
  const { budget } = request
  const { projectId } = request.requester
  await enforceRateLimits(store, at, [{ key: `send:ip:${requesterKey(request.requester.ip)}`, limit: context.rateLimits.codeSendsPerIp }])
  await assertNotThrottled(context, throttleKey(request.email, budget))
  await enforceRateLimits(store, at, [
    ...(budget.knownDevice ? [] : [{ key: `send:address:${request.email}`, limit: context.rateLimits.codeSendsPerAddress }]),
    ...(budget.knownDevice || projectId === undefined ? [] : [{ key: `send:project:${projectId}`, limit: context.rateLimits.codeSendsPerProject }]),
  ])
  const code = context.secrets.newCode()
  await store.setLastCodeSentAt(throttleKey(request.email, budget), at)
  const pending: z.infer<typeof pendingSchema> = {
    hash: context.secrets.hashCode(code, request.scope),
    codeId: context.secrets.newToken(),
    projectId,
    budget,
    data: { ...request.data },
  }
  await store.putRecord(CODE_KIND, request.scope, { value: pending, expiresAt: at + AUTH_LIMITS.codeTtlMs }, at)
  try {
    await mailer.send(codeMail(request.email, code, request.purpose))
  } catch (error) {
    // The mailer's error may quote the message (and so the code): it is kept as the cause, which the
    // error handler logs only when it is the SMTP mailer's (its response codes, never its text).
    await store.deleteRecord(CODE_KIND, request.scope)
    throw new HttpError(502, 'mail_failed', undefined, { cause: error })
  }
}

/** The data of the code pending for `scope`, without checking or spending it. */
export async function pendingCodeData(context: AuthContext, scope: string): Promise<CodeData | undefined> {
  const pending = await (await context.store()).record(CODE_KIND, scope)
  return pendingSchema.safeParse(pending?.value).data?.data
}

/**
 * Checks a code (normalized, as `otpInputSchema` gives it) for `scope`; a right code is used up.
 *
 * Every check counts against the code (5), then its budget's hour (20) and day (100) windows, before
 * the code is compared, so parallel guesses cannot slip under a cap and a right code is counted
 * like a wrong one. The counts are shared by all clients: more IPs buy no more guesses. A code
 * requested from a registered device has that device's own budget, which strangers cannot spend.
 *
 * @returns the data stored with the code.
 * @throws {HttpError} 401 `{ error: 'invalid_code', attemptsLeft }`, 410 `expired` (also when no code
 *   is pending), 429 `too_many_attempts` (after 5 checks of this code, until a new one is sent; with
 *   `retryAfterMs` when the budget's hour or day is used up), 429 `rate_limited`.
 */
export async function checkCode(context: AuthContext, request: { scope: string; otp: string; ip: string }): Promise<CodeData> {
  const { scope } = request
  const store = await context.store()
  const now = context.now()
  await enforceRateLimits(store, now, [{ key: `check:ip:${requesterKey(request.ip)}`, limit: context.rateLimits.codeChecksPerIp }])
  const record = await store.record(CODE_KIND, scope)
  const pending = pendingSchema.safeParse(record?.value)
  if (!record || !pending.success) throw new HttpError(410, 'expired')
  if (record.expiresAt <= now) {
    await store.deleteRecord(CODE_KIND, scope)
    throw new HttpError(410, 'expired')
  }
  const { hash, codeId, projectId, budget, data } = pending.data
  if (projectId !== undefined && !budget.knownDevice) {
    await enforceRateLimits(store, now, [{ key: `check:project:${projectId}`, limit: context.rateLimits.codeChecksPerProject }])
  }
  // A check refused by one counter never reaches the next, so checks of a used-up code do not
  // spend the budget's hour, nor a closed hour its day.
  const attempts = await store.hitCounter(`code-attempts:${codeId}`, AUTH_LIMITS.codeTtlMs, now)
  if (attempts.count > AUTH_LIMITS.codeAttempts) throw new HttpError(429, 'too_many_attempts')
  await countUnderCap(store, `code-checks:hour:${budget.key}`, AUTH_LIMITS.codeFailuresPerHour, HOUR_MS, now)
  await countUnderCap(store, `code-checks:day:${budget.key}`, AUTH_LIMITS.codeFailuresPerDay, DAY_MS, now)
  if (context.secrets.sameDigest(hash, context.secrets.hashCode(request.otp, scope))) {
    await spend(store, scope, codeId, now)
    return data
  }
  const attemptsLeft = AUTH_LIMITS.codeAttempts - attempts.count
  if (attemptsLeft === 0) throw new HttpError(429, 'too_many_attempts')
  throw new HttpError(401, 'invalid_code', { attemptsLeft })
}

async function countUnderCap(store: AuthStore, key: string, cap: number, windowMs: number, now: number): Promise<void> {
  const counted = await store.hitCounter(key, windowMs, now)
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
