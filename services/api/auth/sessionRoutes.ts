import { getAddress, isAddress } from 'viem'
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { HttpError } from '../HttpError'
import type { ApiEnv } from '../apiDomain'
import { invalidInput, jsonBody } from '../jsonBody'
import { AUTH_LIMITS } from './authContext'
import type { AuthContext } from './authContext'
import { requireSession } from './requireSession'
import { socialUserName } from './socialUserName'

const shareSchema = z
  .string()
  .min(4)
  .max(4096)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Expected base64')
const walletSchema = z.object({
  // Strict: a mixed-case address with a wrong EIP-55 checksum was corrupted on the way, and the shares
  // would be filed under an address no key derives. An all-lower-case one carries no checksum to check.
  address: z.string().refine((value) => isAddress(value), 'Invalid address'),
  authShare: shareSchema,
  recoveryShare: shareSchema,
})

/**
 * The session and wallet endpoints (all need `Authorization: Bearer <sessionToken>`):
 * `GET /auth/v1/session`, `POST /auth/v1/session/revoke`, `PUT /auth/v1/wallet`,
 * `GET /auth/v1/wallet/auth-share` and `GET /auth/v1/wallet/recovery-share`.
 */
export function sessionRoutes(auth: AuthContext): Hono<ApiEnv> {
  const session = requireSession(auth)
  return new Hono<ApiEnv>()
    .get('/auth/v1/session', session, async (c) => {
      const { authProvider, userId } = c.var.session
      const store = await auth.store()
      const user = await store.userById(userId)
      if (!user) throw new HttpError(401, 'invalid_session')
      const wallet = await store.wallet(user.id)
      const userName = socialUserName(authProvider, user.userName)
      return c.json({
        userId: user.id,
        authProvider,
        ...(user.email ? { email: user.email } : {}),
        ...(userName ? { userName } : {}),
        ...(wallet ? { address: wallet.address } : {}),
      })
    })
    .post('/auth/v1/session/revoke', session, async (c) => {
      await (await auth.store()).deleteSession(c.var.session.tokenHash)
      return c.body(null, 204)
    })
    .put('/auth/v1/wallet', session, jsonBody, zValidator('json', walletSchema, invalidInput), async (c) => {
      const { userId, deviceId, tokenHash } = c.var.session
      const body = c.req.valid('json')
      const store = await auth.store()
      const at = auth.now()
      const sealed = auth.secrets.seal(body.recoveryShare, userId)
      const address = getAddress(body.address)
      if (!(await store.createWallet(userId, { address, authShare: body.authShare }, sealed, at))) {
        throw new HttpError(409, 'wallet_exists')
      }
      await store.addDevice(userId, deviceId, at)
      await store.clearNewDevice(tokenHash)
      return c.json({ address }, 201)
    })
    .get('/auth/v1/wallet/auth-share', session, async (c) => {
      const wallet = await (await auth.store()).wallet(c.var.session.userId)
      if (!wallet) throw new HttpError(404, 'no_wallet')
      return c.json({ address: wallet.address, authShare: wallet.authShare })
    })
    .get('/auth/v1/wallet/recovery-share', session, async (c) => {
      const { userId, deviceId, tokenHash, createdAt, newDevice } = c.var.session
      const store = await auth.store()
      // Released once per login, only to a device that just proved the e-mail (or social account)
      // while unknown: a stolen old session token alone never yields it.
      const fresh = auth.now() - createdAt < AUTH_LIMITS.freshSessionMs
      if (!newDevice || !fresh) throw new HttpError(403, 'recovery_not_allowed')
      const sealed = await store.sealedRecoveryShare(userId)
      if (!sealed) throw new HttpError(404, 'no_wallet')
      const recoveryShare = auth.secrets.open(sealed, userId)
      await store.addDevice(userId, deviceId, auth.now())
      await store.clearNewDevice(tokenHash)
      return c.json({ recoveryShare })
    })
}
