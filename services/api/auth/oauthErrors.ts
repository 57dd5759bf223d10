import { BaseError } from '../../../src/errors/BaseError'

/** Type of {@link OAuthExchangeError}. */
export type OAuthExchangeErrorType = OAuthExchangeError & { name: 'OAuthExchangeError' }

/**
 * A social provider's callback could not be turned into an identity: the code is unknown, expired or
 * was issued to another client, the PKCE verifier does not match, or the provider's profile request
 * failed. The callback answers the frame with `exchange_failed`; the message is never logged, since a
 * provider's text may echo the code.
 *
 * @example
 * throw new OAuthExchangeError('invalid_grant: PKCE verification failed')
 */
export class OAuthExchangeError extends BaseError {
  override name = 'OAuthExchangeError'
}
