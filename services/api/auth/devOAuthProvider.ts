import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { SocialProvider } from '../../../src/protocol/payloads'
import { HttpError } from '../HttpError'
import type { ApiEnv } from '../apiDomain'
import type { AuthContext } from './authContext'
import { DEV_IDENTITIES } from './devIdentities'
import { devPage, escapeHtml } from './devPage'
import { OAuthExchangeError } from './oauthErrors'
import type { OAuthProvider } from './oauthProvider'
import { SOCIAL_PROVIDERS } from './oauthProvider'

const DEV_CODE_KIND = 'dev-oauth-code'
const DEV_CODE_TTL_MS = 60_000
const DEV_CLIENT_ID = 'foyer-dev'

/** The PKCE S256 challenge of a verifier (RFC 7636). */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

/**
 * The development stand-in for a social provider: its "authorization server" is this API (a consent
 * page with test identities), and its code exchange checks the PKCE verifier like a real one.
 */
export function devOAuthProvider(context: AuthContext, provider: SocialProvider): OAuthProvider {
  return {
    kind: 'dev',
    async authorizationUrl({ state, codeVerifier, redirectUri }) {
      const url = new URL(`/auth/v1/dev-oauth/${provider}/authorize`, new URL(redirectUri).origin)
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: DEV_CLIENT_ID,
        redirect_uri: redirectUri,
        state,
        code_challenge: s256Challenge(codeVerifier),
        code_challenge_method: 'S256',
      }).toString()
      return url
    },
    async identify({ code, codeVerifier, redirectUri }) {
      const store = await context.store()
      const issued = await store.takeRecord(
        DEV_CODE_KIND,
        context.secrets.hashToken(code, () => new OAuthExchangeError('invalid_grant: unknown or expired code')),
      )
      if (!issued || issued.expiresAt <= context.now()) throw new OAuthExchangeError('invalid_grant: unknown or expired code')
      const { value } = issued
      if (value.provider !== provider || value.redirectUri !== redirectUri) throw new OAuthExchangeError('invalid_grant: code issued to another client')
      if (value.codeChallenge !== s256Challenge(codeVerifier)) throw new OAuthExchangeError('invalid_grant: PKCE verification failed')
      const identity = DEV_IDENTITIES[provider].find((candidate) => candidate.subject === value.subject)
      if (!identity) throw new OAuthExchangeError('invalid_grant: unknown identity')
      return identity
    },
  }
}

type AuthorizeRequest = { provider: SocialProvider; redirectUri: string; state: string; codeChallenge: string }

/**
 * The development provider's pages: `GET /auth/v1/dev-oauth/:provider/authorize` (the consent page,
 * "Continue as <identity> (dev)" or Cancel) and `GET /auth/v1/dev-oauth/:provider/approve` (issues a
 * code bound to the PKCE challenge and redirect URI, then redirects to the callback).
 * `isDev(provider)` says which providers use the stand-in (those without credentials).
 */
export function devOAuthRoutes(context: AuthContext, isDev: (provider: SocialProvider) => boolean): Hono<ApiEnv> {
  function readAuthorize(c: Context): AuthorizeRequest {
    const provider = SOCIAL_PROVIDERS.find((candidate) => candidate === c.req.param('provider'))
    if (!provider || !isDev(provider)) throw new HttpError(404, 'Not found')
    const query = new URL(c.req.url).searchParams
    const redirectUri = query.get('redirect_uri') ?? ''
    const state = query.get('state') ?? ''
    const codeChallenge = query.get('code_challenge') ?? ''
    // Only this API's own callback may receive codes (origin checked by assertOwnCallback): the dev
    // provider is not an open redirector.
    if (!URL.canParse(redirectUri) || new URL(redirectUri).pathname !== `/auth/v1/oauth/${provider}/callback`) {
      throw new HttpError(400, 'invalid_redirect_uri')
    }
    if (!/^[A-Za-z0-9_-]{16,128}$/.test(state)) throw new HttpError(400, 'invalid_state')
    if (query.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) {
      throw new HttpError(400, 'pkce_required')
    }
    return { provider, redirectUri, state, codeChallenge }
  }

  return new Hono<ApiEnv>()
    .get('/auth/v1/dev-oauth/:provider/authorize', (c) => {
      const request = readAuthorize(c)
      assertOwnCallback(request.redirectUri, c.req.header('host'))
      if (c.req.query('response_type') !== 'code' || c.req.query('client_id') !== DEV_CLIENT_ID) {
        throw new HttpError(400, 'unsupported_response_type')
      }
      const pass = { redirect_uri: request.redirectUri, state: request.state, code_challenge: request.codeChallenge, code_challenge_method: 'S256' }
      const choices = DEV_IDENTITIES[request.provider].map((identity, index) => {
        const href = `/auth/v1/dev-oauth/${request.provider}/approve?${new URLSearchParams({ ...pass, identity: identity.subject })}`
        return `<a class="${index === 0 ? 'primary' : ''}" href="${escapeHtml(href)}">Continue as ${escapeHtml(identity.userName ?? identity.subject)} (dev)</a>`
      })
      const cancel = `${request.redirectUri}?${new URLSearchParams({ error: 'access_denied', state: request.state })}`
      return devPage(
        c,
        `Sign in with ${request.provider} (development)`,
        `<p class="dev">development provider</p><h1>Sign in with ${escapeHtml(request.provider)}</h1>
<p>No ${escapeHtml(request.provider)} credentials are configured, so this local page stands in. Choose a test identity.</p>
${choices.join('\n')}<a href="${escapeHtml(cancel)}">Cancel</a>`,
      )
    })
    .get('/auth/v1/dev-oauth/:provider/approve', async (c) => {
      const request = readAuthorize(c)
      assertOwnCallback(request.redirectUri, c.req.header('host'))
      const subject = c.req.query('identity') ?? ''
      if (!DEV_IDENTITIES[request.provider].some((identity) => identity.subject === subject)) throw new HttpError(400, 'unknown_identity')
      const code = context.secrets.newToken()
      const at = context.now()
      await (await context.store()).putRecord(
        DEV_CODE_KIND,
        context.secrets.hashToken(code),
        {
          value: { provider: request.provider, redirectUri: request.redirectUri, codeChallenge: request.codeChallenge, subject },
          expiresAt: at + DEV_CODE_TTL_MS,
        },
        at,
      )
      const location = `${request.redirectUri}?${new URLSearchParams({ code, state: request.state })}`
      return c.redirect(location, 302)
    })

  function assertOwnCallback(redirectUri: string, host: string | undefined): void {
    const expected = context.publicUrl(host)
    if (new URL(redirectUri).origin !== new URL(expected).origin) throw new HttpError(400, 'invalid_redirect_uri')
  }
}
