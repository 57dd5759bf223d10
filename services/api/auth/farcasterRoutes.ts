import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { HttpError } from '../HttpError'
import { clientIpOf } from '../apiDomain'
import type { ApiEnv } from '../apiDomain'
import { invalidInput, jsonBody } from '../jsonBody'
import { AUTH_LIMITS, deviceIdSchema, projectIdSchema } from './authContext'
import type { AuthContext } from './authContext'
import { devFarcasterRoutes } from './devFarcasterRoutes'
import { CHANNEL_KIND, CONNECT_KIND, channelValueSchema } from './farcasterChannel'
import { enforceSignInStartLimits } from './rateLimits'

const channelSchema = z.object({ projectId: projectIdSchema, deviceId: deviceIdSchema })

/**
 * Farcaster sign-in: `POST /auth/v1/farcaster/channel` opens a channel (the frame keeps the secret
 * `channelToken` and shows `url` as a QR code) and `GET /auth/v1/farcaster/channel/:token` polls it,
 * delivering the session once. The URL carries a separate public id, so the host page, which sees
 * the URL, cannot poll the channel. Only the development sandbox completes channels (`dev.farcaster`);
 * without it the channel endpoint answers 503 `farcaster_unavailable`.
 */
export function farcasterRoutes(context: AuthContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>()
    .post('/auth/v1/farcaster/channel', jsonBody, zValidator('json', channelSchema, invalidInput), async (c) => {
      const body = c.req.valid('json')
      context.project(body.projectId)
      if (!context.dev.farcaster) throw new HttpError(503, 'farcaster_unavailable')
      const channelToken = context.secrets.newToken()
      const connectId = context.secrets.newToken()
      const tokenHash = context.secrets.hashToken(channelToken)
      const at = context.now()
      const expiresAt = at + AUTH_LIMITS.farcasterChannelTtlMs
      const store = await context.store()
      await enforceSignInStartLimits(context, store, at, { ip: clientIpOf(c), projectId: body.projectId })
      await store.putRecord(CHANNEL_KIND, tokenHash, { value: { state: 'pending', deviceId: body.deviceId, connectId }, expiresAt }, at)
      await store.putRecord(CONNECT_KIND, connectId, { value: { tokenHash }, expiresAt }, at)
      return c.json({ channelToken, url: `${context.publicUrl(c.req.header('host'))}/auth/v1/dev-farcaster/${connectId}` })
    })
    .get('/auth/v1/farcaster/channel/:token', async (c) => {
      const store = await context.store()
      const tokenHash = context.secrets.hashToken(c.req.param('token'))
      const found = await store.record(CHANNEL_KIND, tokenHash)
      if (!found) throw new HttpError(404, 'unknown_channel')
      if (found.expiresAt <= context.now()) throw new HttpError(410, 'expired')
      const channel = channelValueSchema.parse(found.value)
      if (channel.state === 'pending') return c.json({ state: 'pending' })
      // The session is handed out once; a second poll finds no channel.
      if (!(await store.takeRecord(CHANNEL_KIND, tokenHash))) throw new HttpError(404, 'unknown_channel')
      await store.deleteRecord(CONNECT_KIND, channel.connectId)
      const { sessionToken, newDevice } = await context.startSession({ userId: channel.userId, deviceId: channel.deviceId, authProvider: 'farcaster' })
      return c.json({ state: 'completed', sessionToken, isNewUser: channel.isNewUser, newDevice, ...(channel.userName ? { userName: channel.userName } : {}) })
    })
  return context.dev.farcaster ? app.route('/', devFarcasterRoutes(context)) : app
}
