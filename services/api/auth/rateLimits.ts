import { isIPv4, isIPv6 } from 'node:net'
import { HttpError } from '../HttpError'
import type { AuthContext } from './authContext'
import type { AuthStore } from './authStore'

/** A fixed-window limit: at most `limit` events per `windowMs` for one key. */
export type RateLimit = { readonly limit: number; readonly windowMs: number }

/**
 * Per-client limits of the auth service, counted in the store so every API instance sharing a
 * database shares the counts. "Per IP" keys on the request's client IP; "per project" on the
 * project id the request names (for code checks: the project the code was requested for).
 *
 * The per-IP limits are counted first. The per-project ones are ceilings far above real traffic,
 * so that only a flood from very many addresses reaches them; a device the user already registered
 * is never counted against them (its own budget bounds it).
 */
export type AuthRateLimits = {
  /** Code e-mails one IP may trigger (sign-in and e-mail change), throttled requests included. @default 30 per 10 min */
  codeSendsPerIp: RateLimit
  /**
   * Code e-mails to one address asked for from devices the address's user has not registered (and
   * capture or e-mail change codes), from all clients together: bounds how far strangers can fill
   * an inbox. A registered device has its own 30 s throttle instead.
   * @default 10 per hour
   */
  codeSendsPerAddress: RateLimit
  /** Sign-in code e-mails for one project, a ceiling against e-mail bombing from many IPs. @default 20000 per 10 min */
  codeSendsPerProject: RateLimit
  /** Code checks (right or wrong) from one IP, across addresses. @default 60 per 10 min */
  codeChecksPerIp: RateLimit
  /** Code checks for codes of one project, a ceiling far above real traffic. @default 60000 per 10 min */
  codeChecksPerProject: RateLimit
  /** Social (OAuth) sign-in starts and Farcaster channels from one IP. @default 60 per 10 min */
  signInStartsPerIp: RateLimit
  /** Social sign-in starts and Farcaster channels of one project. @default 3000 per 10 min */
  signInStartsPerProject: RateLimit
}

const TEN_MINUTES = 10 * 60_000
const HOUR = 60 * 60_000

/**
 * The default per-client limits: far above what one person signing in needs (a code every 30 s is
 * 20 per 10 min), far below what bombing or scanning needs. The per-project ceilings are 20 times
 * what they were when they were the only guard, so a few dozen addresses no longer exhaust them.
 */
export const DEFAULT_RATE_LIMITS: AuthRateLimits = {
  codeSendsPerIp: { limit: 30, windowMs: TEN_MINUTES },
  codeSendsPerAddress: { limit: 10, windowMs: HOUR },
  codeSendsPerProject: { limit: 20_000, windowMs: TEN_MINUTES },
  codeChecksPerIp: { limit: 60, windowMs: TEN_MINUTES },
  codeChecksPerProject: { limit: 60_000, windowMs: TEN_MINUTES },
  signInStartsPerIp: { limit: 60, windowMs: TEN_MINUTES },
  signInStartsPerProject: { limit: 3000, windowMs: TEN_MINUTES },
}

/**
 * One code e-mail per address per 30 s, so nobody can flood an inbox (`codeThrottleMs` of the auth
 * routes and the server configuration).
 */
export const DEFAULT_CODE_THROTTLE_MS = 30_000

/** One limit to count against: the counter's key and its limit. */
export type RateCheck = { key: string; limit: RateLimit }

/**
 * Counts one event against each check in order and refuses at the first one over its limit. Checks
 * after a refused one are not counted, so a client over its own limit (put it first) does not use up
 * a project's shared budget.
 *
 * @throws {HttpError} 429 `{ error: 'rate_limited', retryAfterMs }` (until that window ends).
 * @example
 * await enforceRateLimits(store, now, [{ key: `send:ip:${ip}`, limit: limits.codeSendsPerIp }])
 */
export async function enforceRateLimits(store: Pick<AuthStore, 'hitCounter'>, now: number, checks: readonly RateCheck[]): Promise<void> {
  for (const { key, limit } of checks) {
    const counted = await store.hitCounter(`rate:${key}`, limit.windowMs, now)
    if (counted.count > limit.limit) throw new HttpError(429, 'rate_limited', { retryAfterMs: counted.resetAt - now })
  }
}

/**
 * Counts a social sign-in start or a Farcaster channel against the requester's IP, then its
 * (already validated) project.
 *
 * @throws {HttpError} 429 `{ error: 'rate_limited', retryAfterMs }`.
 */
export async function enforceSignInStartLimits(
  context: Pick<AuthContext, 'rateLimits'>,
  store: AuthStore,
  now: number,
  requester: { ip: string; projectId: string },
): Promise<void> {
  await enforceRateLimits(store, now, [
    { key: `start:ip:${requesterKey(requester.ip)}`, limit: context.rateLimits.signInStartsPerIp },
    { key: `start:project:${requester.projectId}`, limit: context.rateLimits.signInStartsPerProject },
  ])
}

/**
 * The key a client IP is counted under: an IPv4 address as is (also when IPv4-mapped, as
 * `::ffff:1.2.3.4`), an IPv6 address by its /64 prefix, since one subscriber usually holds a whole
 * /64 and could otherwise take a fresh address for every request.
 *
 * @example
 * requesterKey('2001:db8:0:1::5') // '2001:db8:0:1::/64'
 */
export function requesterKey(address: string): string {
  // A zone (`fe80::1%eth0`) can only follow the last group, which the /64 drops.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (isIPv4(address) || !isIPv6(address)) return address
  const [head, tail] = address.split('::')
  // An embedded IPv4 tail (`64:ff9b::192.0.2.1`) sits in the last 32 bits, so counting it as one
  // group never moves the first four.
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  const left = groups(head)
  const right = groups(tail)
  const full = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
}
