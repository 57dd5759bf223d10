import type { SocialProvider } from '../../../src/protocol/payloads'

/** Who signed in at a social provider. */
export type OAuthIdentity = {
  /** The provider's stable account id. */
  subject: string
  /** The provider's username (raw: the display rules of `socialUserName` are applied later). */
  userName: string | null
}

/** One social provider as the OAuth routes use it: a real one through arctic, or the development one. */
export type OAuthProvider = {
  /** `'real'` with `FOYER_OAUTH_<PROVIDER>_*` credentials, `'dev'` for the built-in stand-in. */
  kind: 'real' | 'dev'
  /** The URL the popup opens (authorization request with state and, where supported, PKCE S256). */
  authorizationUrl(request: { state: string; codeVerifier: string; redirectUri: string }): Promise<URL>
  /**
   * Exchanges the authorization code (sending the PKCE verifier) and reads the account.
   * @throws when the provider refuses the code or the verifier.
   */
  identify(request: { code: string; codeVerifier: string; redirectUri: string }): Promise<OAuthIdentity>
}

/** The social providers the embedded wallet offers. */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord']
