import { BaseError } from '../../../src/errors/BaseError'

/** Type of {@link OAuthExchangeError}. */
export type OAuthExchangeErrorType = OAuthExchangeError & { name: 'OAuthExchangeError' }

/**
 * A social provider's callback could not be turned into an identity: the code is unknown, expired,
 * used or was issued to another client, the PKCE verifier does not match, the provider could not be
 * reached, or its profile request failed. The callback answers the frame with `exchange_failed`; the
 * message is never logged, since a provider's text may echo the code.
 *
 * @example
 * throw new OAuthExchangeError('invalid_grant: PKCE verification failed')
 */
export class OAuthExchangeError extends BaseError {
  override name = 'OAuthExchangeError'
}

/** Type of {@link OAuthTokenError}. */
export type OAuthTokenErrorType = OAuthTokenError & { name: 'OAuthTokenError' }

/**
 * The provider's id_token did not hold: its signature is not from the issuer's keys, or its issuer,
 * audience, expiry or nonce is wrong (or it is missing). The callback answers `invalid_token`.
 *
 * @example
 * throw new OAuthTokenError('The id_token was refused', { cause })
 */
export class OAuthTokenError extends BaseError {
  override name = 'OAuthTokenError'
}

/** Type of {@link OAuthEmailUnverifiedError}. */
export type OAuthEmailUnverifiedErrorType = OAuthEmailUnverifiedError & { name: 'OAuthEmailUnverifiedError' }

/**
 * The provider named an e-mail address without asserting that it verified it. Such an account is
 * refused rather than signed in, since the address could belong to someone else. The callback
 * answers `email_unverified`.
 *
 * @example
 * throw new OAuthEmailUnverifiedError()
 */
export class OAuthEmailUnverifiedError extends BaseError {
  override name = 'OAuthEmailUnverifiedError'
  constructor() {
    super('The provider did not verify the e-mail address')
  }
}

/** Type of {@link OAuthProviderUnreachableError}. */
export type OAuthProviderUnreachableErrorType = OAuthProviderUnreachableError & { name: 'OAuthProviderUnreachableError' }

/**
 * The provider's discovery document could not be read (network, TLS, or a document that does not
 * name the configured issuer). Sign-in starts answer 503 `provider_unavailable` and the next start
 * tries again.
 *
 * @example
 * throw new OAuthProviderUnreachableError('google', { cause })
 */
export class OAuthProviderUnreachableError extends BaseError {
  override name = 'OAuthProviderUnreachableError'
  constructor(provider: string, parameters: { cause?: unknown } = {}) {
    super(`The ${provider} sign-in provider could not be reached`, parameters)
  }
}

/** The `error` code the frame's `/social-result` gets for a refused callback. */
export type OAuthRefusal = 'access_denied' | 'provider_error' | 'exchange_failed' | 'invalid_token' | 'email_unverified'

/**
 * The frame's `error` code for an error thrown while turning a callback into an identity.
 *
 * @example
 * oauthRefusalOf(new OAuthTokenError('expired')) // 'invalid_token'
 */
export function oauthRefusalOf(error: unknown): OAuthRefusal {
  if (error instanceof OAuthTokenError) return 'invalid_token'
  if (error instanceof OAuthEmailUnverifiedError) return 'email_unverified'
  return 'exchange_failed'
}
