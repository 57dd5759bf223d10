import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { emailSchema } from '../../../src/protocol/payloads'
import { HttpError } from '../HttpError'
import { clientIpOf } from '../apiDomain'
import type { ApiEnv } from '../apiDomain'
import { invalidInput, jsonBody } from '../jsonBody'
import { deviceIdSchema, projectIdSchema } from './authContext'
import type { AuthContext } from './authContext'
import { checkCode, normalizeEmail, otpInputSchema, sendCode } from './emailCodes'
import type { CodeBudget } from './emailCodes'

const startSchema = z.object({ projectId: projectIdSchema, email: z.string().max(320), deviceId: deviceIdSchema })
const verifySchema = z.object({ email: z.string().max(320), otp: otpInputSchema, deviceId: deviceIdSchema })

/**
 * Reads an e-mail field. @throws {HttpError} 400 `invalid_email`.
 */
export function parseEmail(value: string): string {
  const email = normalizeEmail(value)
  if (!emailSchema.safeParse(email).success) throw new HttpError(400, 'invalid_email')
  return email
}

/**
 * The scope of a login code: one pending code per e-mail and device, so a code works only on the
 * device that asked for it and a stranger's request never replaces the owner's pending code.
 */
const loginScope = (email: string, deviceId: string) => `login:${email}:${deviceId}`

/** A registered device spends its own budget; any other device the address's shared one. */
const loginBudget = (email: string, deviceId: string, knownDevice: boolean): CodeBudget =>
  knownDevice ? { key: `login:${email}:${deviceId}`, knownDevice } : { key: `login:${email}`, knownDevice }

/**
 * `POST /auth/v1/email/start` (sends a code) and `POST /auth/v1/email/verify` (turns the code into a
 * session, creating the user on first login).
 *
 * The start answer is `VERIFY_OTP` for every address: telling a registered address on an unknown
 * device (the old `VERIFY_DEVICE`) from an unknown address would let anyone find out who has an
 * account. Only the e-mail, which reaches the owner alone, says that a new device is signing in.
 */
export function emailRoutes(auth: AuthContext): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .post('/auth/v1/email/start', jsonBody, zValidator('json', startSchema, invalidInput), async (c) => {
      const body = c.req.valid('json')
      const email = parseEmail(body.email)
      auth.project(body.projectId)
      // One query whoever the address belongs to, and no step skipped for either: the work done,
      // and so the time taken, does not tell a registered address from a new one.
      const { registered, knownDevice } = await (await auth.store()).addressStatus(email, body.deviceId)
      await sendCode(auth, {
        email,
        scope: loginScope(email, body.deviceId),
        purpose: registered && !knownDevice ? 'verify-device' : 'login',
        requester: { ip: clientIpOf(c), projectId: body.projectId },
        budget: loginBudget(email, body.deviceId, knownDevice),
      })
      return c.json({ action: 'VERIFY_OTP' })
    })
    .post('/auth/v1/email/verify', jsonBody, zValidator('json', verifySchema, invalidInput), async (c) => {
      const body = c.req.valid('json')
      const email = parseEmail(body.email)
      await checkCode(auth, { scope: loginScope(email, body.deviceId), otp: body.otp, ip: clientIpOf(c) })
      const store = await auth.store()
      let user = await store.userByEmail(email)
      let isNewUser = false
      if (!user) {
        const created = { id: auth.newUserId(), email, provider: 'email' as const, subject: null, userName: null, createdAt: auth.now() }
        // Two verifies racing for a new e-mail: the loser finds the winner's user.
        isNewUser = await store.createUser(created).then(
          () => true,
          () => false,
        )
        user = isNewUser ? created : await store.userByEmail(email)
        if (!user) throw new HttpError(409, 'conflict')
      }
      const { sessionToken, newDevice } = await auth.startSession({ userId: user.id, deviceId: body.deviceId, authProvider: 'email' })
      return c.json({ sessionToken, isNewUser, newDevice })
    })
}
