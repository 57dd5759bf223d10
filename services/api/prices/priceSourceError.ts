import { BaseError } from '../../../src/errors/BaseError'

/**
 * A price source (a chain's feeds, the HTTP price API) that did not answer usably. The price service
 * never throws it to its callers: it reports it (`onError`) and leaves that source's tokens unpriced.
 *
 * @example
 * onError: (error) => logger.warn(error.message)
 */
export class PriceSourceError extends BaseError {
  override name = 'PriceSourceError'
}
