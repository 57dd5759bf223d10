/**
 * Thrown by a route to answer with a given status and `{ error: message, ...details }`; anything else
 * a route throws becomes a 500 whose details stay in the server log.
 *
 * @example
 * throw new HttpError(429, 'throttled', { retryAfterMs: 12_000 })
 */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
    /** Extra JSON fields of the answer beside `error` (e.g. `retryAfterMs`). @default undefined */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message)
  }
}
