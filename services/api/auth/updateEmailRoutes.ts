import { z } from 'zod'
import { otpSchema } from '../../../src/protocol/payloads'
import { HttpError } from '../HttpError'
import type { ApiRoute } from '../matchRoute'
import type { AuthContext } from './authContext'
import { assertNotThrottled, checkCode, pendingCodeData, sendCode } from './emailCodes'
import { parseEmail } from './emailRoutes'

const updateSchema = z.object({ newEmail: z.string().max(320) })
const otpBodySchema = z.object({ otp: otpSchema })

/**
 * Changing the e-mail (spec section 4: VERIFY_PRIMARY_OTP then VERIFY_SECONDARY_OTP), all with a
 * session: `POST /auth/v1/email/update` sends a code to the current address, `.../update/primary`
 * checks it and sends one to the new address, `.../update/secondary` checks that and switches.
 * Codes are bound to the user, so one account's code never approves another's change. Whether the
 * new address belongs to another account is told only at the last step, to whoever proved they read
 * its mail: earlier, the answer would let any signed-in user find out who has an account.
 */
export function updateEmailRoutes(context: AuthContext): ApiRoute[] {
  const primaryScope = (userId: string) => `update-primary:${userId}`
  const secondaryScope = (userId: string) => `update-secondary:${userId}`

  async function emailUser(userId: string) {
    const user = await (await context.store()).userById(userId)
    if (!user) throw new HttpError(401, 'invalid_session')
    if (!user.email) throw new HttpError(400, 'no_email')
    return { ...user, email: user.email }
  }

  async function assertFree(email: string, userId: string): Promise<void> {
    const owner = await (await context.store()).userByEmail(email)
    if (owner && owner.id !== userId) throw new HttpError(409, 'email_taken')
    if (owner) throw new HttpError(400, 'same_email')
  }

  return [
    {
      method: 'POST',
      path: '/auth/v1/email/update',
      async handle(request) {
        const session = await context.session(request)
        const newEmail = parseEmail(updateSchema.parse(await request.json()).newEmail)
        const user = await emailUser(session.userId)
        if (newEmail === user.email) throw new HttpError(400, 'same_email')
        await sendCode(context, {
          email: user.email,
          scope: primaryScope(user.id),
          purpose: 'update-primary',
          requester: { ip: request.clientIp },
          data: { newEmail },
        })
        return { body: { action: 'VERIFY_PRIMARY_OTP' } }
      },
    },
    {
      method: 'POST',
      path: '/auth/v1/email/update/primary',
      async handle(request) {
        const session = await context.session(request)
        const { otp } = otpBodySchema.parse(await request.json())
        const user = await emailUser(session.userId)
        // Checked before the code is spent, so a throttled second step can be retried with the same code.
        const target = (await pendingCodeData(context, primaryScope(user.id)))?.newEmail
        if (target !== undefined) await assertNotThrottled(context, target)
        const { newEmail } = await checkCode(context, { scope: primaryScope(user.id), otp, ip: request.clientIp })
        if (!newEmail) throw new HttpError(410, 'expired')
        await sendCode(context, {
          email: newEmail,
          scope: secondaryScope(user.id),
          purpose: 'update-secondary',
          requester: { ip: request.clientIp },
          data: { newEmail },
        })
        return { body: { action: 'VERIFY_SECONDARY_OTP' } }
      },
    },
    {
      method: 'POST',
      path: '/auth/v1/email/update/secondary',
      async handle(request) {
        const session = await context.session(request)
        const { otp } = otpBodySchema.parse(await request.json())
        const user = await emailUser(session.userId)
        const { newEmail } = await checkCode(context, { scope: secondaryScope(user.id), otp, ip: request.clientIp })
        if (!newEmail) throw new HttpError(410, 'expired')
        await assertFree(newEmail, user.id)
        await (await context.store()).setUserEmail(user.id, newEmail)
        return { body: { email: newEmail } }
      },
    },
  ]
}
