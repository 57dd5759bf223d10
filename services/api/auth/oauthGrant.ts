import * as client from 'openid-client'
import { isLoopbackUrl } from '../../http/loopbackUrl'
import { OAuthExchangeError, OAuthTokenError } from './oauthErrors'

/** How long one request to a provider (discovery, token, JWKS, profile) may take. */
export const PROVIDER_TIMEOUT_SECONDS = 10

// openid-client's codes for a response that arrived but did not hold: an id_token with a bad
// signature, an unknown key, a wrong claim (iss, aud, nonce) or timestamp (exp, iat), a missing one,
// or a callback `iss` that is not the issuer's. Every other failure is the exchange's.
// (oauth4webapi's code values; openid-client passes them through without exporting them).
const TOKEN_CODES = new Set<string>([
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_KEY_SELECTION_FAILED',
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
])

/**
 * Lets a configuration talk plain http when its provider runs on a loopback host (a provider on this
 * machine); every other provider is https only (the configuration refuses anything else).
 */
export function allowLoopback(config: client.Configuration, url: string): void {
  if (isLoopbackUrl(url)) client.allowInsecureRequests(config)
  config.timeout = PROVIDER_TIMEOUT_SECONDS
}

/**
 * The authorization code grant of a callback: `params` are what the callback received, checked
 * against the expected state (and nonce, for OIDC) by openid-client, then exchanged with the PKCE
 * verifier.
 *
 * @throws {OAuthTokenError} when the id_token (or the callback's `iss`) does not hold (OIDC only).
 * @throws {OAuthExchangeError} when the provider refuses the code or cannot be reached.
 */
export async function codeGrant(
  config: client.Configuration,
  request: { redirectUri: string; params: URLSearchParams; state: string; codeVerifier: string; nonce?: string },
): Promise<client.TokenEndpointResponse & client.TokenEndpointResponseHelpers> {
  const currentUrl = new URL(request.redirectUri)
  currentUrl.search = request.params.toString()
  try {
    return await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
      ...(request.nonce === undefined ? {} : { expectedNonce: request.nonce, idTokenExpected: true }),
    })
  } catch (error) {
    // The provider's own text may echo the code: only the kind of failure is kept in the message.
    // Without an id_token to check (plain OAuth 2), a malformed answer is the exchange's failure too:
    // GitHub, for one, refuses a code with a 200 whose body holds an `error` and no access token.
    const idToken = request.nonce !== undefined
    if (idToken && error instanceof client.ClientError && error.code !== undefined && TOKEN_CODES.has(error.code)) {
      throw new OAuthTokenError('The provider returned a token that does not hold', { cause: error })
    }
    throw new OAuthExchangeError('The provider refused the authorization code or could not be reached', { cause: error })
  }
}

/**
 * A JSON resource read with the access token (a provider's profile endpoint).
 *
 * @throws {OAuthExchangeError} when the request fails or does not answer JSON.
 */
export async function fetchProfile(config: client.Configuration, accessToken: string, url: string): Promise<unknown> {
  let response: Response
  try {
    response = await client.fetchProtectedResource(config, accessToken, new URL(url), 'GET', undefined, new Headers({ accept: 'application/json' }))
  } catch (error) {
    throw new OAuthExchangeError('The provider did not answer the profile request', { cause: error })
  }
  if (!response.ok) throw new OAuthExchangeError(`The provider answered the profile request with ${response.status}`)
  try {
    return (await response.json()) as unknown
  } catch (error) {
    throw new OAuthExchangeError('The provider answered the profile request with something other than JSON', { cause: error })
  }
}
