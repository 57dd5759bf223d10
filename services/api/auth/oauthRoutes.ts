import { randomBytes } from 'node:crypto'
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { socialProviderSchema } from '../../../src/protocol/payloads'
import type { SocialProvider } from '../../../src/protocol/payloads'
import { HttpError } from '../HttpError'
import { clientIpOf } from '../apiDomain'
import type { ApiEnv } from '../apiDomain'
import { invalidInput, jsonBody } from '../jsonBody'
import { AUTH_LIMITS, assertOrigin, deviceIdSchema, projectIdSchema } from './authContext'
import type { AuthContext } from './authContext'
import { devOAuthProvider, devOAuthRoutes } from './devOAuthProvider'
import { oauthClients } from './oauthClients'
import { oauthRefusalOf } from './oauthErrors'
import type { OAuthIdentity, OAuthProvider } from './oauthProvider'
import { loginOrCreate } from './loginOrCreate'
import { enforceSignInStartLimits } from './rateLimits'

const STATE_KIND = 'oauth-state'
const RESULT_KIND = 'oauth-result'
// A form-posted callback (Apple's) carries a code, a state, an id_token and a little JSON: far less.
const MAX_CALLBACK_FORM_BYTES = 32 * 1024

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
  nonce: z.string(),
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
 * Social sign-in (OAuth 2.0 authorization code + PKCE S256, with OIDC's nonce and id_token checks
 * where the provider speaks OIDC): `POST /auth/v1/oauth/:provider/start` (the URL the popup opens),
 * `GET|POST /auth/v1/oauth/:provider/callback` (POST for a provider that form-posts its answer, as
 * Apple does; exchanges the code, then redirects to the frame's `/social-result` with a one-time result
 * id, or with an `error`: `access_denied`, `provider_error`, `exchange_failed`, `invalid_token`,
 * `email_unverified`) and `POST /auth/v1/oauth/exchange` (that id, from the same device, becomes a
 * session). Providers in `oauth` (the configuration) are real; the others use the development
 * provider when `dev.oauth` is on. A refused callback stores nothing.
 */
export function oauthRoutes(context: AuthContext): Hono<ApiEnv> {
  const isDev = (provider: SocialProvider) => context.dev.oauth && context.oauth[provider] === undefined
  const configured = oauthClients(context.oauth)

  function providerFor(name: string | undefined): { name: SocialProvider; provider: OAuthProvider } {
    const parsed = socialProviderSchema.safeParse(name)
    if (!parsed.success) throw new HttpError(400, 'unknown_provider')
    const real = configured(parsed.data)
    if (real) return { name: parsed.data, provider: real }
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
      const nonce = randomBytes(32).toString('base64url')
      // Built before the state is stored: a provider that cannot be reached leaves nothing behind.
      const uri = await provider.authorizationUrl({ state, codeVerifier, nonce, redirectUri: callbackUrl(c, name) }).catch(() => {
        throw new HttpError(503, 'provider_unavailable')
      })
      await store.putRecord(
        STATE_KIND,
        state,
        {
          value: { provider: name, codeVerifier, nonce, deviceId: body.deviceId, hostOrigin: body.hostOrigin, frameOrigin: body.frameOrigin },
          expiresAt: at + AUTH_LIMITS.oauthStateTtlMs,
        },
        at,
      )
      return c.json({ uri: uri.toString() })
    })
    .get('/auth/v1/oauth/:provider/callback', withProvider, (c) => callback(c, new URL(c.req.url).searchParams))
    .post('/auth/v1/oauth/:provider/callback', withProvider, callbackForm, async (c) => callback(c, new URLSearchParams(await c.req.text())))
    .post('/auth/v1/oauth/exchange', jsonBody, zValidator('json', exchangeSchema, invalidInput), async (c) => {
      const body = c.req.valid('json')
      const store = await context.store()
      // A result id no accepted session key signed is refused before the store is asked.
      const resultKey = context.secrets.hashToken(body.result, () => new HttpError(400, 'invalid_result'))
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

  async function callback(c: Context<ApiEnv & { Variables: { provider: ReturnType<typeof providerFor> } }>, params: URLSearchParams) {
    const { name, provider } = c.var.provider
    const store = await context.store()
    const stateKey = params.get('state') ?? ''
    // Checked before it is used up: a callback on the wrong provider's path does not burn the state.
    // Without a known state there is no frame to answer: the popup shows the error itself.
    const found = await store.record(STATE_KIND, stateKey)
    const parsed = stateSchema.safeParse(found?.value)
    if (!found || !parsed.success || found.expiresAt <= context.now() || parsed.data.provider !== name) {
      throw new HttpError(400, 'invalid_state')
    }
    if (!(await store.takeRecord(STATE_KIND, stateKey))) throw new HttpError(400, 'invalid_state')
    const state = parsed.data
    const code = params.get('code')
    if (!code) return toFrame(c, state, { error: params.get('error') === 'access_denied' ? 'access_denied' : 'provider_error' })
    let identity: OAuthIdentity
    try {
      identity = await provider.identify({
        code,
        params,
        state: stateKey,
        codeVerifier: state.codeVerifier,
        nonce: state.nonce,
        redirectUri: callbackUrl(c, name),
      })
    } catch (error) {
      // Not logged: a provider's error may echo the code or a token.
      return toFrame(c, state, { error: oauthRefusalOf(error) })
    }
    const login = await loginOrCreate(context, { provider: name, subject: identity.subject, userName: identity.userName, email: identity.email })
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
  }
}

/** A form-posted callback: `application/x-www-form-urlencoded`, small. */
const callbackForm = createMiddleware<ApiEnv>(async (c, next) => {
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header('content-type') ?? '')) throw new HttpError(415, 'Expected a form body')
  return bodyLimit({
    maxSize: MAX_CALLBACK_FORM_BYTES,
    onError: () => {
      throw new HttpError(413, 'Body too large')
    },
  })(c, next)
})
