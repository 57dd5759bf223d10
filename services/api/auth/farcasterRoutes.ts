import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { generateSiweNonce } from 'viem/siwe'
import { z } from 'zod'
import { HttpError } from '../HttpError'
import { clientIpOf } from '../apiDomain'
import type { ApiEnv } from '../apiDomain'
import { invalidInput, jsonBody } from '../jsonBody'
import { AUTH_LIMITS, deviceIdSchema, projectIdSchema } from './authContext'
import type { AuthContext } from './authContext'
import { CHANNEL_KIND, channelValueSchema } from './farcasterChannel'
import type { FarcasterOptions } from './farcasterOptions'
import { createFarcasterRelayClient, FARCASTER_RELAY_URL, FarcasterRelayError } from './farcasterRelay'
import { createFarcasterVerifier, FarcasterMessageRefusedError, FarcasterRegistryUnavailableError } from './farcasterVerifier'
import { loginOrCreate } from './loginOrCreate'
import { enforceSignInStartLimits } from './rateLimits'

const channelSchema = z.object({ projectId: projectIdSchema, deviceId: deviceIdSchema })

// A Farcaster username as the relay's own schema allows it; anything else is not shown.
const usernameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/)

/** The relay or the registry failed: nothing was decided, the user may try again. */
const unavailable = (cause: unknown) => new HttpError(502, 'farcaster_relay_unavailable', undefined, { cause })

/**
 * Sign In With Farcaster through a Farcaster Auth relay. `POST /auth/v1/farcaster/channel` opens a
 * channel at the relay asking for a message to `farcaster.domain` with a nonce of the API's own and
 * a 5-minute window; the frame gets its own `channelToken` (a secret it polls with) and the relay's
 * sign-in `url` (the QR code). `GET /auth/v1/farcaster/channel/:token` asks the relay; once the
 * user's Farcaster app signed, it verifies the message (`createFarcasterVerifier`: domain, nonce,
 * window, signature and the fid's custody address in the ID Registry), consumes the channel and its
 * nonce, and answers the session once. A refused message answers 401 `farcaster_refused`, a relay or
 * registry failure 502 `farcaster_relay_unavailable` (each call bounded by `timeoutMs`), and without
 * `farcaster` the channel endpoint answers 503 `farcaster_unavailable`.
 *
 * @example
 * farcasterRoutes(context, { optimismRpcUrl, domain: 'login.example.com', siweUri: 'https://login.example.com' })
 */
export function farcasterRoutes(context: AuthContext, farcaster: FarcasterOptions | undefined): Hono<ApiEnv> {
  const timeoutMs = farcaster?.timeoutMs ?? 5_000
  const relay = farcaster ? createFarcasterRelayClient({ relayUrl: farcaster.relayUrl ?? FARCASTER_RELAY_URL, timeoutMs }) : undefined
  const verify = farcaster ? createFarcasterVerifier({ optimismRpcUrl: farcaster.optimismRpcUrl, timeoutMs }) : undefined

  return new Hono<ApiEnv>()
    .post('/auth/v1/farcaster/channel', jsonBody, zValidator('json', channelSchema, invalidInput), async (c) => {
      const body = c.req.valid('json')
      context.project(body.projectId)
      if (!farcaster || !relay) throw new HttpError(503, 'farcaster_unavailable')
      const at = context.now()
      const store = await context.store()
      await enforceSignInStartLimits(context, store, at, { ip: clientIpOf(c), projectId: body.projectId })
      const nonce = generateSiweNonce()
      // The message's window is checked against the real clock by the verifier, so it is set by it too.
      const issued = Date.now()
      const opened = await relay
        .createChannel({
          siweUri: farcaster.siweUri,
          domain: farcaster.domain,
          nonce,
          notBefore: new Date(issued).toISOString(),
          expirationTime: new Date(issued + AUTH_LIMITS.farcasterChannelTtlMs).toISOString(),
          acceptAuthAddress: false,
        })
        .catch((error: unknown) => Promise.reject(error instanceof FarcasterRelayError ? unavailable(error) : error))
      // A relay that swapped the nonce would have the user sign a message this API then refuses.
      if (opened.nonce !== nonce) throw unavailable(new FarcasterRelayError({ failure: 'malformed', route: '/channel' }))
      const channelToken = context.secrets.newToken()
      const value = { state: 'pending', deviceId: body.deviceId, relayToken: opened.channelToken, nonce }
      await store.putRecord(CHANNEL_KIND, context.secrets.hashToken(channelToken), { value, expiresAt: at + AUTH_LIMITS.farcasterChannelTtlMs }, at)
      return c.json({ channelToken, url: opened.url })
    })
    .get('/auth/v1/farcaster/channel/:token', async (c) => {
      const store = await context.store()
      // A token no accepted session key signed is unknown, before the store is asked.
      const tokenHash = context.secrets.hashToken(c.req.param('token'), () => new HttpError(404, 'unknown_channel'))
      const found = await store.record(CHANNEL_KIND, tokenHash)
      const parsed = channelValueSchema.safeParse(found?.value)
      if (!found || !parsed.success) throw new HttpError(404, 'unknown_channel')
      if (found.expiresAt <= context.now()) throw new HttpError(410, 'expired')
      if (!farcaster || !relay || !verify) throw new HttpError(503, 'farcaster_unavailable')
      const channel = parsed.data
      const status = await relay
        .status(channel.relayToken)
        .catch((error: unknown) => Promise.reject(error instanceof FarcasterRelayError ? unavailable(error) : error))
      if (status?.state === 'pending') return c.json({ state: 'pending' })
      // Completed (the relay answers that once) or forgotten by the relay: this channel is done either
      // way, and taking it first means a second poll running alongside cannot sign in with it too.
      if (!(await store.takeRecord(CHANNEL_KIND, tokenHash))) throw new HttpError(404, 'unknown_channel')
      if (!status) throw new HttpError(410, 'expired')
      if (!status.message || !status.signature) throw new HttpError(401, 'farcaster_refused')
      // The nonce is this channel's, which was just taken: a message is accepted for it once at most.
      const { fid } = await verify({ message: status.message, signature: status.signature, nonce: channel.nonce, domain: farcaster.domain }).catch(
        (error: unknown) =>
          Promise.reject(
            error instanceof FarcasterMessageRefusedError
              ? new HttpError(401, 'farcaster_refused', undefined, { cause: error })
              : error instanceof FarcasterRegistryUnavailableError
                ? unavailable(error)
                : error,
          ),
      )
      // The relay's `fid` is what the app claimed; the verified message decides, and they must agree.
      if (status.fid !== undefined && status.fid !== fid) throw new HttpError(401, 'farcaster_refused')
      const username = usernameSchema.safeParse(status.username)
      const login = await loginOrCreate(context, { provider: 'farcaster', subject: String(fid), userName: username.success ? username.data : null })
      const { sessionToken, newDevice } = await context.startSession({ userId: login.user.id, deviceId: channel.deviceId, authProvider: 'farcaster' })
      return c.json({ state: 'completed', sessionToken, isNewUser: login.isNewUser, newDevice, ...(login.userName ? { userName: login.userName } : {}) })
    })
}
