import { BaseError } from '../errors/BaseError'

/** Type of {@link FoyerTransportError}. */
export type FoyerTransportErrorType = FoyerTransportError & { name: 'FoyerTransportError' }

/**
 * `foyerTransport` was given no RPC URL, or a URL that is not `http(s)://`. Raised when the
 * transport is created, so a bad list fails at start-up instead of at the first request.
 *
 * @example
 * try { foyerTransport([]) } catch (error) { if (error instanceof FoyerTransportError) console.error(error.message) }
 */
export class FoyerTransportError extends BaseError {
  override name = 'FoyerTransportError'
  constructor({ details }: { details: string }) {
    super('Invalid RPC URLs for foyerTransport', {
      details,
      metaMessages: ['Pass one or more http(s) RPC URLs, the preferred one first.'],
      docsPath: '/errors#transport',
    })
  }
}
