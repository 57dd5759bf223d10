import { BaseError } from '../../../src/errors/BaseError'

/** Why a call to Meld failed. */
export type MeldFailure = 'unauthorized' | 'rejected' | 'unavailable' | 'malformed' | 'timeout'

/** Type of {@link MeldRequestError}. */
export type MeldRequestErrorType = MeldRequestError & { name: 'MeldRequestError' }

/**
 * A call to Meld's REST API failed: the key was refused (`unauthorized`, 401/403), the request was
 * refused (`rejected`, another 4xx, e.g. no quote for this pair), Meld failed (`unavailable`, 5xx or
 * no connection), its answer was not what its documentation describes (`malformed`), or it did not
 * answer in time (`timeout`). The message names the path and status, never the key; Meld's own words
 * stay in `details` for the server log.
 *
 * @example
 * if (error instanceof MeldRequestError && error.failure === 'rejected') answer(400)
 */
export class MeldRequestError extends BaseError {
  override name = 'MeldRequestError'
  /** Why the call failed. */
  readonly failure: MeldFailure
  /** The HTTP status Meld answered with, when it answered. */
  readonly status: number | undefined
  /** The API path called, e.g. `/payments/crypto/quote`. */
  readonly path: string

  constructor(parameters: { failure: MeldFailure; path: string; status?: number | undefined; details?: string | undefined; cause?: unknown }) {
    // The catalogue text: the user sees that no provider could answer, whatever the reason.
    super('No on-ramp provider is available', {
      details: parameters.details,
      metaMessages: [`Meld ${parameters.path}: ${parameters.failure}${parameters.status === undefined ? '' : ` (HTTP ${parameters.status})`}`],
      docsPath: '/errors#onramp',
      cause: parameters.cause,
    })
    this.failure = parameters.failure
    this.status = parameters.status
    this.path = parameters.path
  }
}
