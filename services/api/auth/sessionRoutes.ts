import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { HttpError } from '../HttpError'
import type { ApiRoute } from '../matchRoute'
import { AUTH_LIMITS } from './authContext'
import type { AuthContext } from './authContext'
import { socialUserName } from './socialUserName'

const shareSchema = z.string().min(4).max(4096).regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Expected base64')
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
export function sessionRoutes(context: AuthContext): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/auth/v1/session',
      async handle(request) {
        const session = await context.session(request)
        const store = await context.store()
        const user = await store.userById(session.userId)
        if (!user) throw new HttpError(401, 'invalid_session')
        const wallet = await store.wallet(user.id)
        const userName = socialUserName(session.authProvider, user.userName)
        return {
          body: {
            userId: user.id,
            authProvider: session.authProvider,
            ...(user.email ? { email: user.email } : {}),
            ...(userName ? { userName } : {}),
            ...(wallet ? { address: wallet.address } : {}),
          },
        }
      },
    },
    {
      method: 'POST',
      path: '/auth/v1/session/revoke',
      async handle(request) {
        const session = await context.session(request)
        await (await context.store()).deleteSession(session.tokenHash)
        return { status: 204, body: undefined }
      },
    },
    {
      method: 'PUT',
      path: '/auth/v1/wallet',
      async handle(request) {
        const session = await context.session(request)
        const body = walletSchema.parse(await request.json())
        const store = await context.store()
        const at = context.now()
        const sealed = context.secrets.seal(body.recoveryShare, session.userId)
        const address = getAddress(body.address)
        if (!(await store.createWallet(session.userId, { address, authShare: body.authShare }, sealed, at))) {
          throw new HttpError(409, 'wallet_exists')
        }
        await store.addDevice(session.userId, session.deviceId, at)
        await store.clearNewDevice(session.tokenHash)
        return { status: 201, body: { address } }
      },
    },
    {
      method: 'GET',
      path: '/auth/v1/wallet/auth-share',
      async handle(request) {
        const session = await context.session(request)
        const wallet = await (await context.store()).wallet(session.userId)
        if (!wallet) throw new HttpError(404, 'no_wallet')
        return { body: { address: wallet.address, authShare: wallet.authShare } }
      },
    },
    {
      method: 'GET',
      path: '/auth/v1/wallet/recovery-share',
      async handle(request) {
        const session = await context.session(request)
        const store = await context.store()
        // Released once per login, only to a device that just proved the e-mail (or social account)
        // while unknown: a stolen old session token alone never yields it.
        const fresh = context.now() - session.createdAt < AUTH_LIMITS.freshSessionMs
        if (!session.newDevice || !fresh) throw new HttpError(403, 'recovery_not_allowed')
        const sealed = await store.sealedRecoveryShare(session.userId)
        if (!sealed) throw new HttpError(404, 'no_wallet')
        const recoveryShare = context.secrets.open(sealed, session.userId)
        await store.addDevice(session.userId, session.deviceId, context.now())
        await store.clearNewDevice(session.tokenHash)
        return { body: { recoveryShare } }
      },
    },
  ]
}
