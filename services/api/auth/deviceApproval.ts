import { z } from 'zod'
import { HttpError } from '../HttpError'
import { AUTH_LIMITS } from './authContext'
import type { AuthContext } from './authContext'
import type { AuthSession, AuthStore } from './authStore'
import { deviceApprovalMail } from './deviceApprovalMail'
import { enforceRateLimits } from './rateLimits'
import type { DeviceApprovalDetails } from './deviceApprovalMail'

/** Lifetimes and limits of device-approval links. */
export const DEVICE_APPROVAL_LIMITS = {
  /** A link can be used this long after it was sent. */
  linkTtlMs: 15 * 60_000,
  /** One link per session per this many ms, as with codes. */
  resendAfterMs: 30_000,
  /** Links per user and hour: each one lands in the owner's inbox. */
  linksPerHour: 5,
} as const

const HOUR_MS = 60 * 60_000
// Record kinds: the link (keyed by the hash of its token), the session's open request (keyed by the
// session's token hash) and the approval (also keyed by the session's token hash).
const LINK_KIND = 'device-link'
const REQUEST_KIND = 'device-request'
const APPROVED_KIND = 'device-approved'

const linkSchema = z.object({
  session: z.string(),
  userId: z.string(),
  requestedAt: z.number(),
  appName: z.string().optional(),
  site: z.string().optional(),
  browser: z.string().optional(),
})
const requestSchema = z.object({ linkHash: z.string(), sentAt: z.number() })
const approvedSchema = z.object({ approvedAt: z.number() })

/** Where a device verification stands, as `GET /auth/v1/device/verification` reports it. */
export type DeviceVerificationState = 'none' | 'pending' | 'expired' | 'approved'

/**
 * Whether a session must have its device approved by e-mail link before the recovery share is
 * released: a code sign-in on a device the user never registered, for a user who has a wallet. A
 * code alone proves only the mailbox for a moment; the link also shows what is being approved.
 * Social and Farcaster sign-ins keep their provider's proof.
 */
export async function needsDeviceApproval(store: AuthStore, session: AuthSession): Promise<boolean> {
  if (session.authProvider !== 'email' || !session.newDevice) return false
  return (await store.wallet(session.userId)) !== undefined
}

/** When the session's device was approved, if it was (the caller judges whether that is recent enough). */
export async function deviceApprovedAt(context: AuthContext, tokenHash: string): Promise<number | undefined> {
  const record = await (await context.store()).record(APPROVED_KIND, tokenHash)
  return approvedSchema.safeParse(record?.value).data?.approvedAt
}

/** Forgets an approval once the recovery share it unlocked was released. */
export async function forgetDeviceApproval(store: AuthStore, tokenHash: string): Promise<void> {
  await store.deleteRecord(APPROVED_KIND, tokenHash)
}

/**
 * Mails a device-approval link for `session` to the user's e-mail, replacing the session's earlier
 * link. The token travels only in the link's fragment, which browsers never send, so it reaches no
 * server log; only its hash is stored.
 *
 * @throws {HttpError} 409 `not_needed`, 429 `throttled` / `rate_limited` with `retryAfterMs`, 502 `mail_failed`, 503 `mail_unavailable`.
 */
export async function sendDeviceLink(
  context: AuthContext,
  session: AuthSession,
  request: { publicUrl: string; details: Omit<DeviceApprovalDetails, 'requestedAt'> },
): Promise<void> {
  const store = await context.store()
  const user = await store.userById(session.userId)
  if (!user?.email || !(await needsDeviceApproval(store, session))) throw new HttpError(409, 'not_needed')
  const mailer = await context.mailer()
  const at = context.now()
  const previous = requestSchema.safeParse((await store.record(REQUEST_KIND, session.tokenHash))?.value).data
  const wait = previous ? previous.sentAt + DEVICE_APPROVAL_LIMITS.resendAfterMs - at : 0
  if (wait > 0) throw new HttpError(429, 'throttled', { retryAfterMs: wait })
  await enforceRateLimits(store, at, [{ key: `device-links:${session.userId}`, limit: { limit: DEVICE_APPROVAL_LIMITS.linksPerHour, windowMs: HOUR_MS } }])

  const token = context.secrets.newToken()
  const linkHash = context.secrets.hashToken(token)
  const expiresAt = at + DEVICE_APPROVAL_LIMITS.linkTtlMs
  const details: DeviceApprovalDetails = { ...request.details, requestedAt: at }
  if (previous) await store.deleteRecord(LINK_KIND, previous.linkHash)
  const link: z.infer<typeof linkSchema> = { session: session.tokenHash, userId: session.userId, ...details }
  await store.putRecord(LINK_KIND, linkHash, { value: link, expiresAt }, at)
  await store.putRecord(REQUEST_KIND, session.tokenHash, { value: { linkHash, sentAt: at }, expiresAt }, at)
  try {
    await mailer.send(deviceApprovalMail(user.email, `${request.publicUrl}/auth/v1/device/approve#${token}`, details))
  } catch (error) {
    // The mailer's error may quote the message, and so the link: it is kept as the cause, which the
    // error handler logs only when it is the SMTP mailer's (its response codes, never its text).
    await store.deleteRecord(LINK_KIND, linkHash)
    await store.deleteRecord(REQUEST_KIND, session.tokenHash)
    throw new HttpError(502, 'mail_failed', undefined, { cause: error })
  }
}

/** Where the session's device verification stands. */
export async function deviceVerificationState(context: AuthContext, session: AuthSession): Promise<DeviceVerificationState> {
  if ((await deviceApprovedAt(context, session.tokenHash)) !== undefined) return 'approved'
  const store = await context.store()
  const request = await store.record(REQUEST_KIND, session.tokenHash)
  if (!request) return 'none'
  return request.expiresAt > context.now() ? 'pending' : 'expired'
}

/** An unknown, used or expired link: all answer alike, so a token cannot be probed. */
const goneLink = () => new HttpError(410, 'expired')

/** What the link's page shows before the owner decides. @throws {HttpError} 410 `expired`. */
export async function describeDeviceLink(context: AuthContext, token: string): Promise<DeviceApprovalDetails> {
  const store = await context.store()
  const link = await liveLink(context, store, token, 'read')
  const { appName, site, browser, requestedAt } = link
  return { requestedAt, ...(appName ? { appName } : {}), ...(site ? { site } : {}), ...(browser ? { browser } : {}) }
}

/**
 * Approves the link's device: its session may fetch the recovery share for a few minutes. Single use.
 * @throws {HttpError} 410 `expired`.
 */
export async function approveDeviceLink(context: AuthContext, token: string): Promise<void> {
  const store = await context.store()
  const link = await liveLink(context, store, token, 'take')
  const at = context.now()
  await store.deleteRecord(REQUEST_KIND, link.session)
  await store.putRecord(APPROVED_KIND, link.session, { value: { approvedAt: at }, expiresAt: at + AUTH_LIMITS.freshSessionMs }, at)
}

/** "This was not me": revokes the link's session. Single use. @throws {HttpError} 410 `expired`. */
export async function denyDeviceLink(context: AuthContext, token: string): Promise<void> {
  const store = await context.store()
  const link = await liveLink(context, store, token, 'take')
  await store.deleteRecord(REQUEST_KIND, link.session)
  await store.deleteSession(link.session)
}

async function liveLink(context: AuthContext, store: AuthStore, token: string, mode: 'read' | 'take'): Promise<z.infer<typeof linkSchema>> {
  // A token no accepted session key signed is gone like any other, before the store is asked.
  const hash = context.secrets.hashToken(token, goneLink)
  const record = mode === 'take' ? await store.takeRecord(LINK_KIND, hash) : await store.record(LINK_KIND, hash)
  const link = linkSchema.safeParse(record?.value).data
  if (!record || !link || record.expiresAt <= context.now()) throw goneLink()
  // A session that ended (signed out, revoked, expired) has nothing left to approve.
  const session = await store.session(link.session)
  if (!session || session.expiresAt <= context.now()) throw goneLink()
  return link
}
