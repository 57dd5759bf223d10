import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { HttpError } from '../HttpError'
import { clientIpOf } from '../apiDomain'
import type { ApiEnv } from '../apiDomain'
import { invalidInput, jsonBody } from '../jsonBody'
import type { AuthContext } from './authContext'
import { assertNotThrottled, checkCode, otpInputSchema, pendingCodeData, sendCode } from './emailCodes'
import { parseEmail } from './emailRoutes'
import { requireSession } from './requireSession'

const updateSchema = z.object({ newEmail: z.string().max(320) })
const otpBodySchema = z.object({ otp: otpInputSchema })

/**
 * Changing the e-mail (VERIFY_PRIMARY_OTP then VERIFY_SECONDARY_OTP), all with a
 * session: `POST /auth/v1/email/update` sends a code to the current address, `.../update/primary`
 * checks it and sends one to the new address, `.../update/secondary` checks that and switches.
 * Codes are bound to the user, so one account's code never approves another's change. Whether the
 * new address belongs to another account is told only at the last step, to whoever proved they read
 * its mail: earlier, the answer would let any signed-in user find out who has an account.
 */
export function updateEmailRoutes(auth: AuthContext): Hono<ApiEnv> {
  const primaryScope = (userId: string) => `update-primary:${userId}`
  const secondaryScope = (userId: string) => `update-secondary:${userId}`

  async function emailUser(userId: string) {
    const user = await (await auth.store()).userById(userId)
    if (!user) throw new HttpError(401, 'invalid_session')
    if (!user.email) throw new HttpError(400, 'no_email')
    return { ...user, email: user.email }
  }

  async function assertFree(email: string, userId: string): Promise<void> {
    const owner = await (await auth.store()).userByEmail(email)
    if (owner && owner.id !== userId) throw new HttpError(409, 'email_taken')
    if (owner) throw new HttpError(400, 'same_email')
  }

  const session = requireSession(auth)
  const otpBody = zValidator('json', otpBodySchema, invalidInput)
  return new Hono<ApiEnv>()
    .post('/auth/v1/email/update', session, jsonBody, zValidator('json', updateSchema, invalidInput), async (c) => {
      const newEmail = parseEmail(c.req.valid('json').newEmail)
      const user = await emailUser(c.var.session.userId)
      if (newEmail === user.email) throw new HttpError(400, 'same_email')
      await sendCode(auth, {
        email: user.email,
        scope: primaryScope(user.id),
        purpose: 'update-primary',
        requester: { ip: clientIpOf(c) },
        budget: { key: primaryScope(user.id), knownDevice: false },
        data: { newEmail },
      })
      return c.json({ action: 'VERIFY_PRIMARY_OTP' })
    })
    .post('/auth/v1/email/update/primary', session, jsonBody, otpBody, async (c) => {
      const { otp } = c.req.valid('json')
      const user = await emailUser(c.var.session.userId)
      // Checked before the code is spent, so a throttled second step can be retried with the same code.
      const target = (await pendingCodeData(auth, primaryScope(user.id)))?.newEmail
      if (target !== undefined) await assertNotThrottled(auth, target)
      const { newEmail } = await checkCode(auth, { scope: primaryScope(user.id), otp, ip: clientIpOf(c) })
      if (!newEmail) throw new HttpError(410, 'expired')
      await sendCode(auth, {
        email: newEmail,
        scope: secondaryScope(user.id),
        purpose: 'update-secondary',
        requester: { ip: clientIpOf(c) },
        budget: { key: secondaryScope(user.id), knownDevice: false },
        data: { newEmail },
      })
      return c.json({ action: 'VERIFY_SECONDARY_OTP' })
    })
    .post('/auth/v1/email/update/secondary', session, jsonBody, otpBody, async (c) => {
      const { otp } = c.req.valid('json')
      const user = await emailUser(c.var.session.userId)
      const { newEmail } = await checkCode(auth, { scope: secondaryScope(user.id), otp, ip: clientIpOf(c) })
      if (!newEmail) throw new HttpError(410, 'expired')
      await assertFree(newEmail, user.id)
      await (await auth.store()).setUserEmail(user.id, newEmail)
      return c.json({ email: newEmail })
    })
}
