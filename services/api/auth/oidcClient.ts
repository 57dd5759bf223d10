import * as client from 'openid-client'
import { z } from 'zod'
import { appleClientAuth } from './appleClientSecret'
import { isLoopbackUrl } from '../../http/loopbackUrl'
import { OIDC_DEFAULTS } from './oauthConfig'
import type { OidcProviderConfig, OidcProviderId } from './oauthConfig'
import { OAuthEmailUnverifiedError, OAuthExchangeError, OAuthProviderUnreachableError } from './oauthErrors'
import { PROVIDER_TIMEOUT_SECONDS, allowLoopback, codeGrant } from './oauthGrant'
import type { OAuthIdentity, OAuthProvider } from './oauthProvider'

// The claims read from the id_token (or userinfo); Apple sends `email_verified` as a string.
const profileClaims = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().max(200).optional(),
  preferred_username: z.string().max(200).optional(),
})
type ProfileClaims = z.infer<typeof profileClaims>

/**
 * An OpenID Connect provider (Google, Apple, or the operator's own `oidc`) through openid-client:
 * discovery from the issuer on first use (one attempt at a time; a failed one is tried again on the
 * next sign-in, so an unreachable provider never stops the server), then the authorization code flow
 * with PKCE S256, state and nonce. The id_token is checked by openid-client: its signature against the
 * issuer's JWKS, `iss`, `aud`, `exp` and the nonce.
 *
 * @example
 * const google = oidcClient('google', { clientId, clientSecret })
 * const url = await google.authorizationUrl({ state, codeVerifier, nonce, redirectUri })
 */
export function oidcClient(provider: OidcProviderId, config: OidcProviderConfig): OAuthProvider {
  const issuer = 'issuer' in config && config.issuer ? config.issuer : (OIDC_DEFAULTS[provider].issuer ?? '')
  const scopes = config.scopes ?? OIDC_DEFAULTS[provider].scopes
  let discovered: Promise<client.Configuration> | undefined

  const configuration = () => {
    discovered ??= discover().catch((error: unknown) => {
      discovered = undefined
      throw new OAuthProviderUnreachableError(provider, { cause: error })
    })
    return discovered
  }

  async function discover(): Promise<client.Configuration> {
    // Apple checks its secret's times against its own clock: real time, whatever clock the API is given.
    const auth =
      'teamId' in config
        ? appleClientAuth(
            { clientId: config.clientId, teamId: config.teamId, keyId: config.keyId, privateKey: config.clientSecret, audience: issuer },
            Date.now,
          )
        : secretAuth(config.clientSecret)
    const found = await client.discovery(new URL(issuer), config.clientId, undefined, auth, {
      // openid-client lets the discovery request itself use http only when given this very function.
      execute: isLoopbackUrl(issuer) ? [client.allowInsecureRequests] : [],
      timeout: PROVIDER_TIMEOUT_SECONDS,
    })
    allowLoopback(found, issuer)
    // The id_token's signature is checked against the issuer's published keys, not only trusted for
    // having come over TLS from the token endpoint.
    client.enableNonRepudiationChecks(found)
    return found
  }

  return {
    kind: 'real',
    async authorizationUrl({ state, codeVerifier, nonce, redirectUri }) {
      const found = await configuration()
      return client.buildAuthorizationUrl(found, {
        redirect_uri: redirectUri,
        scope: scopes.join(' '),
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        // Apple sends the name and e-mail scopes' answer only as a form POST to the callback.
        ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
      })
    },
    async identify({ params, state, codeVerifier, nonce, redirectUri }): Promise<OAuthIdentity> {
      const found = await configuration().catch((error: unknown) => {
        throw new OAuthExchangeError('The provider could not be reached', { cause: error })
      })
      const tokens = await codeGrant(found, { redirectUri, params, state, codeVerifier, nonce })
      const idClaims = profileClaims.parse(tokens.claims())
      let claims: ProfileClaims = idClaims
      // Some providers put the e-mail only in userinfo; its `sub` must be the id_token's.
      if (idClaims.email === undefined && found.serverMetadata().userinfo_endpoint) {
        try {
          const info = await client.fetchUserInfo(found, tokens.access_token, idClaims.sub)
          claims = { ...profileClaims.parse(info), sub: idClaims.sub }
        } catch (error) {
          throw new OAuthExchangeError('The provider did not answer the userinfo request', { cause: error })
        }
      }
      return identityOf(provider, claims)
    },
  }
}

/**
 * The identity of verified claims. An e-mail the provider names without `email_verified: true`
 * (Apple: `"true"`) refuses the sign-in.
 *
 * @throws {OAuthEmailUnverifiedError}
 */
function identityOf(provider: OidcProviderId, claims: ProfileClaims): OAuthIdentity {
  const verified = claims.email_verified === true || claims.email_verified === 'true'
  if (claims.email !== undefined && !verified) throw new OAuthEmailUnverifiedError()
  const email = claims.email?.trim().toLowerCase()
  const userName = provider === 'oidc' ? (claims.preferred_username ?? email ?? claims.name) : provider === 'apple' ? email : (email ?? claims.name)
  return { subject: claims.sub, userName: userName ?? null, ...(email ? { email } : {}) }
}

/**
 * `client_secret_basic` (OIDC's default) unless the provider lists only `client_secret_post`.
 */
function secretAuth(secret: string): client.ClientAuth {
  const basic = client.ClientSecretBasic(secret)
  const post = client.ClientSecretPost(secret)
  return (server, clientMetadata, body, headers) => {
    const methods = server.token_endpoint_auth_methods_supported
    const postOnly = methods !== undefined && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')
    return (postOnly ? post : basic)(server, clientMetadata, body, headers)
  }
}
