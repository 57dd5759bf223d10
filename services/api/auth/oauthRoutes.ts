import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { socialProviderSchema } from '../../../src/protocol/payloads'
import type { SocialProvider } from '../../../src/protocol/payloads'
import { HttpError } from '../HttpError'
import type { ApiRoute } from '../matchRoute'
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
export function oauthRoutes(context: AuthContext): ApiRoute[] {
  const isDev = (provider: SocialProvider) => context.dev.oauth && !oauthCredentials(provider, context.env)

  function providerFor(name: string | undefined): { name: SocialProvider; provider: OAuthProvider } {
    const parsed = socialProviderSchema.safeParse(name)
    if (!parsed.success) throw new HttpError(400, 'unknown_provider')
    const credentials = oauthCredentials(parsed.data, context.env)
    if (credentials) return { name: parsed.data, provider: arcticProvider(parsed.data, credentials) }
    if (context.dev.oauth) return { name: parsed.data, provider: devOAuthProvider(context, parsed.data) }
    throw new HttpError(503, 'provider_unavailable')
  }

  const callbackUrl = (headers: Parameters<AuthContext['publicUrl']>[0], provider: SocialProvider) =>
    `${context.publicUrl(headers)}/auth/v1/oauth/${provider}/callback`

  const toFrame = (state: z.infer<typeof stateSchema>, params: Record<string, string>) => {
    const location = `${state.frameOrigin}/social-result?${new URLSearchParams({ ...params, hostOrigin: state.hostOrigin })}`
    return { status: 302, body: undefined, headers: { location } }
  }

  return [
    {
      method: 'POST',
      path: '/auth/v1/oauth/:provider/start',
      async handle(request) {
        const { name, provider } = providerFor(request.params.provider)
        const body = startSchema.parse(await request.json())
        assertOrigin(body.hostOrigin, context.project(body.projectId).allowedOrigins)
        assertOrigin(body.frameOrigin, context.frameOrigins)
        // The frame calls this from its own origin; a browser page elsewhere cannot claim to be it.
        const origin = request.headers.origin
        if (origin !== undefined && origin !== body.frameOrigin) throw new HttpError(400, 'origin_not_allowed')
        const store = await context.store()
        const at = context.now()
        await enforceSignInStartLimits(context, store, at, { ip: request.clientIp, projectId: body.projectId })
        const state = randomBytes(32).toString('base64url')
        const codeVerifier = randomBytes(32).toString('base64url')
        await store.putRecord(
          STATE_KIND,
          state,
          { value: { provider: name, codeVerifier, deviceId: body.deviceId, hostOrigin: body.hostOrigin, frameOrigin: body.frameOrigin }, expiresAt: at + AUTH_LIMITS.oauthStateTtlMs },
          at,
        )
        const uri = await provider.authorizationUrl({ state, codeVerifier, redirectUri: callbackUrl(request, name) })
        return { body: { uri: uri.toString() } }
      },
    },
    {
      method: 'GET',
      path: '/auth/v1/oauth/:provider/callback',
      async handle(request) {
        const { name, provider } = providerFor(request.params.provider)
        const query = request.url.searchParams
        const store = await context.store()
        const stateKey = query.get('state') ?? ''
        // Checked before it is used up: a callback on the wrong provider's path does not burn the state.
        const found = await store.record(STATE_KIND, stateKey)
        const parsed = stateSchema.safeParse(found?.value)
        if (!found || !parsed.success || found.expiresAt <= context.now() || parsed.data.provider !== name) {
          throw new HttpError(400, 'invalid_state')
        }
        if (!(await store.takeRecord(STATE_KIND, stateKey))) throw new HttpError(400, 'invalid_state')
        const state = parsed.data
        const code = query.get('code')
        if (!code) return toFrame(state, { error: query.get('error') === 'access_denied' ? 'access_denied' : 'provider_error' })
        let identity
        try {
          identity = await provider.identify({ code, codeVerifier: state.codeVerifier, redirectUri: callbackUrl(request, name) })
        } catch {
          // The provider's error may echo the code: it is not logged.
          return toFrame(state, { error: 'exchange_failed' })
        }
        const login = await loginOrCreate(context, { provider: name, subject: identity.subject, userName: identity.userName })
        const result = context.secrets.newToken()
        const at = context.now()
        await store.putRecord(
          RESULT_KIND,
          context.secrets.hashToken(result),
          { value: { provider: name, userId: login.user.id, isNewUser: login.isNewUser, deviceId: state.deviceId, ...(login.userName ? { userName: login.userName } : {}) }, expiresAt: at + AUTH_LIMITS.oauthResultTtlMs },
          at,
        )
        return toFrame(state, { result })
      },
    },
    {
      method: 'POST',
      path: '/auth/v1/oauth/exchange',
      async handle(request) {
        const body = exchangeSchema.parse(await request.json())
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
        const { sessionToken, newDevice } = await context.startSession({ userId: parsed.data.userId, deviceId: body.deviceId, authProvider: parsed.data.provider })
        return { body: { sessionToken, isNewUser: parsed.data.isNewUser, newDevice, ...(parsed.data.userName ? { userName: parsed.data.userName } : {}) } }
      },
    },
    ...devOAuthRoutes(context, isDev),
  ]
}
