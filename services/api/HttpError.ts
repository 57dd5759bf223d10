/**
 * Thrown by a route to answer with a given status and `{ error: message }`; anything else a route
 * throws becomes a 500 whose details stay in the server log.
 */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}
