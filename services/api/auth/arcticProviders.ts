import { z } from 'zod'
import type { SocialProvider } from '../../../src/protocol/payloads'
import { OAuthExchangeError } from './oauthErrors'
import type { OAuthIdentity, OAuthProvider } from './oauthProvider'

/** A provider's credentials from the environment. */
export type OAuthCredentials = { clientId: string; clientSecret: string; teamId?: string; keyId?: string }

/**
 * Reads `FOYER_OAUTH_<PROVIDER>_CLIENT_ID` and `_CLIENT_SECRET` (Apple: also `_TEAM_ID` and `_KEY_ID`,
 * with the PKCS#8 private key, PEM or base64, as the secret).
 *
 * @returns undefined when the provider is not configured.
 * @example
 * oauthCredentials('github', { FOYER_OAUTH_GITHUB_CLIENT_ID: 'id', FOYER_OAUTH_GITHUB_CLIENT_SECRET: 's' })
 */
export function oauthCredentials(provider: SocialProvider, env: Readonly<Record<string, string | undefined>>): OAuthCredentials | undefined {
  const prefix = `FOYER_OAUTH_${provider.toUpperCase()}_`
  const clientId = env[`${prefix}CLIENT_ID`]
  const clientSecret = env[`${prefix}CLIENT_SECRET`] ?? env[`${prefix}SECRET`]
  if (!clientId || !clientSecret) return undefined
  if (provider !== 'apple') return { clientId, clientSecret }
  const teamId = env[`${prefix}TEAM_ID`]
  const keyId = env[`${prefix}KEY_ID`]
  return teamId && keyId ? { clientId, clientSecret, teamId, keyId } : undefined
}

const idClaimsSchema = z.object({ sub: z.string(), email: z.string().optional(), name: z.string().optional() })

async function profile<T>(url: string, accessToken: string, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'foyer-auth' } })
  if (!response.ok) throw new OAuthExchangeError(`profile request failed with ${response.status}`)
  return schema.parse(await response.json())
}

/**
 * A real social provider through arctic (loaded only here). Google, X and Discord use arctic's
 * classes with PKCE S256; GitHub and Facebook its generic client with PKCE; Apple's class (arctic
 * offers no PKCE there; the state still binds the callback).
 */
export function arcticProvider(provider: SocialProvider, credentials: OAuthCredentials): OAuthProvider {
  const { clientId, clientSecret } = credentials
  return {
    kind: 'real',
    async authorizationUrl({ state, codeVerifier, redirectUri }) {
      const arctic = await import('arctic')
      const S256 = arctic.CodeChallengeMethod.S256
      switch (provider) {
        case 'google':
          return new arctic.Google(clientId, clientSecret, redirectUri).createAuthorizationURL(state, codeVerifier, ['openid', 'profile', 'email'])
        case 'x':
          return new arctic.Twitter(clientId, clientSecret, redirectUri).createAuthorizationURL(state, codeVerifier, ['users.read', 'tweet.read'])
        case 'discord':
          return new arctic.Discord(clientId, clientSecret, redirectUri).createAuthorizationURL(state, codeVerifier, ['identify'])
        case 'github':
          return new arctic.OAuth2Client(clientId, clientSecret, redirectUri).createAuthorizationURLWithPKCE(
            'https://github.com/login/oauth/authorize',
            state,
            S256,
            codeVerifier,
            ['read:user'],
          )
        case 'facebook':
          return new arctic.OAuth2Client(clientId, clientSecret, redirectUri).createAuthorizationURLWithPKCE(
            'https://www.facebook.com/v19.0/dialog/oauth',
            state,
            S256,
            codeVerifier,
            ['public_profile'],
          )
        case 'apple':
          return apple(arctic, redirectUri).createAuthorizationURL(state, [])
      }
    },
    async identify({ code, codeVerifier, redirectUri }): Promise<OAuthIdentity> {
      const arctic = await import('arctic')
      switch (provider) {
        case 'google': {
          const tokens = await new arctic.Google(clientId, clientSecret, redirectUri).validateAuthorizationCode(code, codeVerifier)
          const claims = idClaimsSchema.parse(arctic.decodeIdToken(tokens.idToken()))
          return { subject: claims.sub, userName: claims.email ?? claims.name ?? null }
        }
        case 'x': {
          const tokens = await new arctic.Twitter(clientId, clientSecret, redirectUri).validateAuthorizationCode(code, codeVerifier)
          const me = await profile('https://api.x.com/2/users/me', tokens.accessToken(), z.object({ data: z.object({ id: z.string(), username: z.string() }) }))
          return { subject: me.data.id, userName: me.data.username }
        }
        case 'discord': {
          const tokens = await new arctic.Discord(clientId, clientSecret, redirectUri).validateAuthorizationCode(code, codeVerifier)
          const me = await profile('https://discord.com/api/users/@me', tokens.accessToken(), z.object({ id: z.string(), username: z.string() }))
          return { subject: me.id, userName: me.username }
        }
        case 'github': {
          const tokens = await new arctic.OAuth2Client(clientId, clientSecret, redirectUri).validateAuthorizationCode(
            'https://github.com/login/oauth/access_token',
            code,
            codeVerifier,
          )
          const me = await profile('https://api.github.com/user', tokens.accessToken(), z.object({ id: z.number(), login: z.string() }))
          return { subject: String(me.id), userName: me.login }
        }
        case 'facebook': {
          const tokens = await new arctic.OAuth2Client(clientId, clientSecret, redirectUri).validateAuthorizationCode(
            'https://graph.facebook.com/v19.0/oauth/access_token',
            code,
            codeVerifier,
          )
          const me = await profile(
            'https://graph.facebook.com/me?fields=id,name',
            tokens.accessToken(),
            z.object({ id: z.string(), name: z.string().optional() }),
          )
          return { subject: me.id, userName: me.name ?? null }
        }
        case 'apple': {
          const tokens = await apple(arctic, redirectUri).validateAuthorizationCode(code)
          const claims = idClaimsSchema.parse(arctic.decodeIdToken(tokens.idToken()))
          return { subject: claims.sub, userName: claims.email ?? null }
        }
      }
    },
  }

  function apple(arctic: typeof import('arctic'), redirectUri: string) {
    const pem = clientSecret.includes('BEGIN') ? clientSecret.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '') : clientSecret
    return new arctic.Apple(clientId, credentials.teamId ?? '', credentials.keyId ?? '', Buffer.from(pem, 'base64'), redirectUri)
  }
}
