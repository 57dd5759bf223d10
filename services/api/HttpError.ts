import { BaseError } from '../../src/errors/BaseError'

/**
 * Thrown by a route to answer with a given status and `{ error: shortMessage, ...fields }`; anything
 * else a route throws becomes a 500 whose details stay in the server log (the server's `onError`
 * maps both).
 *
 * @example
 * throw new HttpError(429, 'throttled', { retryAfterMs: 12_000 })
 */
export class HttpError extends BaseError {
  override name = 'HttpError'
  constructor(
    /** The answer's HTTP status. */
    readonly status: number,
    message: string,
    /** Extra JSON fields of the answer beside `error` (e.g. `retryAfterMs`). @default undefined */
    readonly fields?: Readonly<Record<string, unknown>>,
    /**
     * What caused it, for the server's log only (never the answer): the server logs only what a
     * cause says it may (e.g. an SMTP failure's response code), so a cause may carry anything.
     * @default undefined
     */
    { cause }: { cause?: unknown } = {},
  ) {
    // The cause's message stays out of `details` (and so of `message`): it may quote secrets.
    super(message, cause === undefined ? {} : { cause, details: message })
  }
}
