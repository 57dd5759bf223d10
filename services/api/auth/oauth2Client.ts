import * as client from 'openid-client'
import { z } from 'zod'
import { OAUTH2_DEFAULTS } from './oauthConfig'
import type { OAuth2ProviderConfig, OAuth2ProviderId } from './oauthConfig'
import { OAuthExchangeError } from './oauthErrors'
import { allowLoopback, codeGrant, fetchProfile } from './oauthGrant'
import type { OAuthIdentity, OAuthProvider } from './oauthProvider'

/** Each provider's profile answer, as its API documents it, and the identity read from it. */
const PROFILES: Readonly<Record<OAuth2ProviderId, (json: unknown) => OAuthIdentity>> = {
  github: (json) => {
    const me = z.object({ id: z.number().int().nonnegative(), login: z.string().min(1) }).parse(json)
    return { subject: String(me.id), userName: me.login }
  },
  discord: (json) => {
    const me = z.object({ id: z.string().regex(/^\d+$/), username: z.string().min(1) }).parse(json)
    return { subject: me.id, userName: me.username }
  },
  x: (json) => {
    const me = z.object({ data: z.object({ id: z.string().regex(/^\d+$/), username: z.string().min(1) }) }).parse(json)
    return { subject: me.data.id, userName: me.data.username }
  },
  facebook: (json) => {
    const me = z.object({ id: z.string().regex(/^\d+$/), name: z.string().optional() }).parse(json)
    return { subject: me.id, userName: me.name ?? null }
  },
}

// How each provider's token endpoint wants the client's secret: X asks confidential clients for HTTP
// Basic, Discord takes either, GitHub and Facebook read it from the form body.
const TOKEN_AUTH: Readonly<Record<OAuth2ProviderId, 'basic' | 'post'>> = { github: 'post', discord: 'basic', x: 'basic', facebook: 'post' }

/**
 * A plain OAuth 2 provider (GitHub, Discord, X, Facebook) through openid-client: the configured
 * endpoints (defaults: the provider's own), authorization code with PKCE S256 and state, then the
 * account from the profile endpoint, checked against the provider's documented shape. These
 * providers assert no verified e-mail, so their accounts never join another user.
 *
 * @example
 * const github = oauth2Client('github', { clientId, clientSecret })
 */
export function oauth2Client(provider: OAuth2ProviderId, config: OAuth2ProviderConfig): OAuthProvider {
  const defaults = OAUTH2_DEFAULTS[provider]
  const authorizationEndpoint = config.authorizationEndpoint ?? defaults.authorizationEndpoint
  const tokenEndpoint = config.tokenEndpoint ?? defaults.tokenEndpoint
  const userinfoEndpoint = config.userinfoEndpoint ?? defaults.userinfoEndpoint
  const scopes = config.scopes ?? defaults.scopes
  const auth = TOKEN_AUTH[provider] === 'basic' ? client.ClientSecretBasic(config.clientSecret) : client.ClientSecretPost(config.clientSecret)
  // Plain OAuth 2 has no discovery: the authorization server is named by its authorization
  // endpoint's origin, which is what an RFC 9207 `iss` in the callback must then equal.
  const configuration = new client.Configuration(
    { issuer: new URL(authorizationEndpoint).origin, authorization_endpoint: authorizationEndpoint, token_endpoint: tokenEndpoint },
    config.clientId,
    undefined,
    auth,
  )
  for (const url of [authorizationEndpoint, tokenEndpoint, userinfoEndpoint]) allowLoopback(configuration, url)

  return {
    kind: 'real',
    async authorizationUrl({ state, codeVerifier, redirectUri }) {
      return client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: scopes.join(' '),
        state,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      })
    },
    async identify({ params, state, codeVerifier, redirectUri }) {
      const tokens = await codeGrant(configuration, { redirectUri, params, state, codeVerifier })
      const profile = await fetchProfile(configuration, tokens.access_token, userinfoEndpoint)
      try {
        return PROFILES[provider](profile)
      } catch (error) {
        throw new OAuthExchangeError('The provider answered a profile of an unexpected shape', { cause: error })
      }
    },
  }
}
