import { randomBytes } from 'node:crypto'
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { socialProviderSchema } from '../../../src/protocol/payloads'
import type { SocialProvider } from '../../../src/protocol/payloads'
import { HttpError } from '../HttpError'
import { clientIpOf } from '../apiDomain'
import type { ApiEnv } from '../apiDomain'
import { invalidInput, jsonBody } from '../jsonBody'
import { arcticProvider, oauthCredentials } from './arcticProviders'
import { AUTH_LIMITS, assertOrigin, deviceIdSchema, projectIdSchema } from './authContext'
import type { AuthContext } from './authContext'
import { devOAuthProvider, devOAuthRoutes } from './devOAuthProvider'
import type { OAuthProvider } from './oauthProvider'
import { loginOrCreate } from './loginOrCreate'
import { enforceSignInStartLimits } from './rateLimits'

const STATE_KIND = 'oauth-state'
const RESULT_KIND = 'oauth-result'

const startSchema = z.object({
  projectId: projectIdSchema,
  deviceId: deviceIdSchema,
  hostOrigin: z.string().max(300),
  frameOrigin: z.string().max(300),
})
const exchangeSchema = z.object({ result: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/), deviceId: deviceIdSchema })
const stateSchema = z.object({
  provider: socialProviderSchema,
  codeVerifier: z.string(),
  deviceId: z.string(),
  hostOrigin: z.string(),
  frameOrigin: z.string(),
})
const resultSchema = z.object({
  provider: socialProviderSchema,
  userId: z.string(),
  isNewUser: z.boolean(),
  deviceId: z.string(),
  userName: z.string().optional(),
})

/**
 * Social sign-in (OAuth 2.0 authorization code + PKCE): `POST /auth/v1/oauth/:provider/start` (the
 * URL the popup opens), `GET /auth/v1/oauth/:provider/callback` (exchanges the code, then redirects to
 * the frame's `/social-result` with a one-time result id) and `POST /auth/v1/oauth/exchange` (that id,
 * from the same device, becomes a session). Providers with `FOYER_OAUTH_<PROVIDER>_*` credentials go
 * through arctic; the others use the development provider when `dev.oauth` is on.
 */
export function oauthRoutes(context: AuthContext): Hono<ApiEnv> {
  const isDev = (provider: SocialProvider) => context.dev.oauth && !oauthCredentials(provider, context.env)

  function providerFor(name: string | undefined): { name: SocialProvider; provider: OAuthProvider } {
    const parsed = socialProviderSchema.safeParse(name)
    if (!parsed.success) throw new HttpError(400, 'unknown_provider')
    const credentials = oauthCredentials(parsed.data, context.env)
    if (credentials) return { name: parsed.data, provider: arcticProvider(parsed.data, credentials) }
    if (context.dev.oauth) return { name: parsed.data, provider: devOAuthProvider(context, parsed.data) }
    throw new HttpError(503, 'provider_unavailable')
  }

  // The provider is checked before the body is read: an unknown or unconfigured one answers as such.
  const withProvider = createMiddleware<ApiEnv & { Variables: { provider: ReturnType<typeof providerFor> } }>(async (c, next) => {
    c.set('provider', providerFor(c.req.param('provider')))
    await next()
  })

  const callbackUrl = (c: Context, provider: SocialProvider) => `${context.publicUrl(c.req.header('host'))}/auth/v1/oauth/${provider}/callback`

  const toFrame = (c: Context, state: z.infer<typeof stateSchema>, params: Record<string, string>) =>
    c.redirect(`${state.frameOrigin}/social-result?${new URLSearchParams({ ...params, hostOrigin: state.hostOrigin })}`, 302)

  return new Hono<ApiEnv>()
    .post('/auth/v1/oauth/:provider/start', withProvider, jsonBody, zValidator('json', startSchema, invalidInput), async (c) => {
      const { name, provider } = c.var.provider
      const body = c.req.valid('json')
      assertOrigin(body.hostOrigin, context.project(body.projectId).allowedOrigins)
      assertOrigin(body.frameOrigin, context.frameOrigins)
      // The frame calls this from its own origin; a browser page elsewhere cannot claim to be it.
      const origin = c.req.header('origin')
      if (origin !== undefined && origin !== body.frameOrigin) throw new HttpError(400, 'origin_not_allowed')
      const store = await context.store()
      const at = context.now()
      await enforceSignInStartLimits(context, store, at, { ip: clientIpOf(c), projectId: body.projectId })
      const state = randomBytes(32).toString('base64url')
      const codeVerifier = randomBytes(32).toString('base64url')
      await store.putRecord(
        STATE_KIND,
        state,
        {
          value: { provider: name, codeVerifier, deviceId: body.deviceId, hostOrigin: body.hostOrigin, frameOrigin: body.frameOrigin },
          expiresAt: at + AUTH_LIMITS.oauthStateTtlMs,
        },
        at,
      )
      const uri = await provider.authorizationUrl({ state, codeVerifier, redirectUri: callbackUrl(c, name) })
      return c.json({ uri: uri.toString() })
    })
    .get('/auth/v1/oauth/:provider/callback', withProvider, async (c) => {
      const { name, provider } = c.var.provider
      const store = await context.store()
      const stateKey = c.req.query('state') ?? ''
      // Checked before it is used up: a callback on the wrong provider's path does not burn the state.
      const found = await store.record(STATE_KIND, stateKey)
      const parsed = stateSchema.safeParse(found?.value)
      if (!found || !parsed.success || found.expiresAt <= context.now() || parsed.data.provider !== name) {
        throw new HttpError(400, 'invalid_state')
      }
      if (!(await store.takeRecord(STATE_KIND, stateKey))) throw new HttpError(400, 'invalid_state')
      const state = parsed.data
      const code = c.req.query('code')
      if (!code) return toFrame(c, state, { error: c.req.query('error') === 'access_denied' ? 'access_denied' : 'provider_error' })
      let identity: Awaited<ReturnType<OAuthProvider['identify']>>
      try {
        identity = await provider.identify({ code, codeVerifier: state.codeVerifier, redirectUri: callbackUrl(c, name) })
      } catch {
        // The provider's error may echo the code: it is not logged.
        return toFrame(c, state, { error: 'exchange_failed' })
      }
      const login = await loginOrCreate(context, { provider: name, subject: identity.subject, userName: identity.userName })
      const result = context.secrets.newToken()
      const at = context.now()
      await store.putRecord(
        RESULT_KIND,
        context.secrets.hashToken(result),
        {
          value: {
            provider: name,
            userId: login.user.id,
            isNewUser: login.isNewUser,
            deviceId: state.deviceId,
            ...(login.userName ? { userName: login.userName } : {}),
          },
          expiresAt: at + AUTH_LIMITS.oauthResultTtlMs,
        },
        at,
      )
      return toFrame(c, state, { result })
    })
    .post('/auth/v1/oauth/exchange', jsonBody, zValidator('json', exchangeSchema, invalidInput), async (c) => {
      const body = c.req.valid('json')
      const store = await context.store()
      const resultKey = context.secrets.hashToken(body.result)
      const found = await store.record(RESULT_KIND, resultKey)
      const parsed = resultSchema.safeParse(found?.value)
      // Used once, and only by the device that started the sign-in (the host page sees the id, not
      // the deviceId); checked before it is used up, so a try from another device does not burn it.
      if (!found || !parsed.success || found.expiresAt <= context.now() || parsed.data.deviceId !== body.deviceId) {
        throw new HttpError(400, 'invalid_result')
      }
      if (!(await store.takeRecord(RESULT_KIND, resultKey))) throw new HttpError(400, 'invalid_result')
      const { sessionToken, newDevice } = await context.startSession({
        userId: parsed.data.userId,
        deviceId: body.deviceId,
        authProvider: parsed.data.provider,
      })
      return c.json({ sessionToken, isNewUser: parsed.data.isNewUser, newDevice, ...(parsed.data.userName ? { userName: parsed.data.userName } : {}) })
    })
    .route('/', devOAuthRoutes(context, isDev))
}
