import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { emailSchema, otpSchema } from '../../../src/protocol/payloads'
import { HttpError } from '../HttpError'
import { clientIpOf } from '../apiDomain'
import type { ApiEnv } from '../apiDomain'
import { invalidInput, jsonBody } from '../jsonBody'
import { deviceIdSchema, projectIdSchema } from './authContext'
import type { AuthContext } from './authContext'
import { checkCode, normalizeEmail, sendCode } from './emailCodes'

const startSchema = z.object({ projectId: projectIdSchema, email: z.string().max(320), deviceId: deviceIdSchema })
const verifySchema = z.object({ email: z.string().max(320), otp: otpSchema, deviceId: deviceIdSchema })

/**
 * Reads an e-mail field. @throws {HttpError} 400 `invalid_email`.
 */
export function parseEmail(value: string): string {
  const email = normalizeEmail(value)
  if (!emailSchema.safeParse(email).success) throw new HttpError(400, 'invalid_email')
  return email
}

/** The scope of a login code: one pending code per e-mail. */
const loginScope = (email: string) => `login:${email}`

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
      const store = await auth.store()
      const user = await store.userByEmail(email)
      const newDevice = user !== undefined && !(await store.hasDevice(user.id, body.deviceId))
      await sendCode(auth, {
        email,
        scope: loginScope(email),
        purpose: newDevice ? 'verify-device' : 'login',
        requester: { ip: clientIpOf(c), projectId: body.projectId },
      })
      return c.json({ action: 'VERIFY_OTP' })
    })
    .post('/auth/v1/email/verify', jsonBody, zValidator('json', verifySchema, invalidInput), async (c) => {
      const body = c.req.valid('json')
      const email = parseEmail(body.email)
      await checkCode(auth, { scope: loginScope(email), otp: body.otp, ip: clientIpOf(c) })
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
