import { socialProviderSchema } from '../../../src/protocol/payloads'
import type { SocialProvider } from '../../../src/protocol/payloads'

/** Who signed in at a social provider. */
export type OAuthIdentity = {
  /** The provider's stable account id. */
  subject: string
  /** The provider's username (raw: the display rules of `socialUserName` are applied later). */
  userName: string | null
  /**
   * The account's e-mail address (lower case), only when the provider asserted that it verified it;
   * only such an address may join an existing user (see `loginOrCreate`).
   */
  email?: string
}

/** What the start route hands a provider to build the authorization URL. */
export type AuthorizationRequest = {
  /** One-time value bound to this sign-in; the callback must bring it back. */
  state: string
  /** PKCE verifier (its S256 challenge goes in the URL; the verifier only to the token endpoint). */
  codeVerifier: string
  /** OIDC nonce the id_token must carry (ignored by plain OAuth 2 providers). */
  nonce: string
  /** This API's callback URL for the provider. */
  redirectUri: string
}

/** What the callback route hands a provider to turn the callback into an identity. */
export type CallbackRequest = AuthorizationRequest & {
  /** The authorization code. */
  code: string
  /** Every parameter the callback received (query or form body): `code`, `state`, `iss`, ... */
  params: URLSearchParams
}

/** One social provider as the OAuth routes use it: a configured one, or the development one. */
export type OAuthProvider = {
  /** `'real'` for a configured provider (`oauth.<provider>`), `'dev'` for the built-in stand-in. */
  kind: 'real' | 'dev'
  /**
   * The URL the popup opens (authorization request with state, PKCE S256 and, for OIDC, a nonce).
   * @throws {OAuthProviderUnreachableError} when the provider's discovery document cannot be read.
   */
  authorizationUrl(request: AuthorizationRequest): Promise<URL>
  /**
   * Exchanges the authorization code (sending the PKCE verifier), checks the id_token where there
   * is one, and reads the account.
   * @throws {OAuthExchangeError} when the provider refuses the code or the verifier, or cannot be reached.
   * @throws {OAuthTokenError} when the id_token does not hold.
   * @throws {OAuthEmailUnverifiedError} when the provider names an e-mail it did not verify.
   */
  identify(request: CallbackRequest): Promise<OAuthIdentity>
}

/** The social providers the embedded wallet offers. */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = socialProviderSchema.options
