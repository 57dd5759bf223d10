/**
 * Thrown while reading a request whose client closed the connection first. Nobody is left to answer,
 * and it is the client's doing, so servers log it as one `info` line rather than as a failure.
 */
export class ClientAbortError extends Error {
  override name = 'ClientAbortError'
  constructor() {
    super('The client closed the connection before its request arrived whole')
  }
}
