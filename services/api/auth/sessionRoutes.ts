import { getAddress, isAddress } from 'viem'
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { HttpError } from '../HttpError'
import type { ApiEnv } from '../apiDomain'
import { invalidInput, jsonBody } from '../jsonBody'
import { AUTH_LIMITS } from './authContext'
import type { AuthContext } from './authContext'
import { deviceApprovedAt, forgetDeviceApproval } from './deviceApproval'
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
 * `GET /auth/v1/session`, `POST /auth/v1/session/revoke`, `PUT /auth/v1/wallet` (repeating the same
 * wallet answers 200, so a lost answer can be retried), `GET /auth/v1/wallet/auth-share` and
 * `GET /auth/v1/wallet/recovery-share` (after a code sign-in, only once the device was approved).
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
      if (await store.createWallet(userId, { address, authShare: body.authShare }, sealed, at, deviceId)) {
        await store.clearNewDevice(tokenHash)
        return c.json({ address }, 201)
      }
      // The same wallet again: the answer to the first PUT was lost and the frame repeats it. Only the
      // device that made the key knows all three of its shares, so nobody else gets past this check.
      if (!(await sameWallet(auth, userId, { ...body, address }))) throw new HttpError(409, 'wallet_exists')
      await store.addDevice(userId, deviceId, at)
      await store.clearNewDevice(tokenHash)
      return c.json({ address }, 200)
    })
    .get('/auth/v1/wallet/auth-share', session, async (c) => {
      const wallet = await (await auth.store()).wallet(c.var.session.userId)
      if (!wallet) throw new HttpError(404, 'no_wallet')
      return c.json({ address: wallet.address, authShare: wallet.authShare })
    })
    .get('/auth/v1/wallet/recovery-share', session, async (c) => {
      const { userId, deviceId, tokenHash, createdAt, newDevice, authProvider } = c.var.session
      const store = await auth.store()
      // Released once per login, only to a device that just proved the account while unknown: a
      // stolen old session token alone never yields it. A code sign-in must also have had its device
      // approved by the e-mailed link (the code alone is not enough), and "just" counts from then.
      if (!newDevice) throw new HttpError(403, 'recovery_not_allowed')
      const sealed = await store.sealedRecoveryShare(userId)
      if (!sealed) throw new HttpError(404, 'no_wallet')
      let provedAt = createdAt
      if (authProvider === 'email') {
        const approvedAt = await deviceApprovedAt(auth, tokenHash)
        if (approvedAt === undefined) throw new HttpError(403, 'device_unverified')
        provedAt = approvedAt
      }
      if (auth.now() - provedAt >= AUTH_LIMITS.freshSessionMs) throw new HttpError(403, 'recovery_not_allowed')
      const recoveryShare = auth.secrets.open(sealed, userId)
      await store.addDevice(userId, deviceId, auth.now())
      await store.clearNewDevice(tokenHash)
      await forgetDeviceApproval(store, tokenHash)
      return c.json({ recoveryShare })
    })
}

/** Whether the user's stored wallet is exactly `wallet` (address, auth share and recovery share). */
async function sameWallet(auth: AuthContext, userId: string, wallet: { address: string; authShare: string; recoveryShare: string }): Promise<boolean> {
  const store = await auth.store()
  const stored = await store.wallet(userId)
  // Compared through their digests in constant time: the comparison must not tell how much of a share matched.
  const same = (a: string, b: string) => auth.secrets.sameDigest(auth.secrets.digest(a), auth.secrets.digest(b))
  if (!stored || stored.address !== wallet.address || !same(stored.authShare, wallet.authShare)) return false
  const sealed = await store.sealedRecoveryShare(userId)
  return sealed !== undefined && same(auth.secrets.open(sealed, userId), wallet.recoveryShare)
}
