import { BaseError } from './BaseError'

/** Type of {@link InvalidPairingTimingError}. */
export type InvalidPairingTimingErrorType = InvalidPairingTimingError & { name: 'InvalidPairingTimingError' }

/**
 * A WalletConnect pairing timing (`lifetime`, `expiryMargin`, `uriTimeout`) that would make every
 * pairing expire at once or never time out: not a finite positive number of milliseconds (the margin
 * may be 0), or a margin as long as the lifetime. The message names the timing and its value.
 *
 * @example
 * resolvePairingTimings({ lifetime: 0 }) // throws InvalidPairingTimingError
 */
export class InvalidPairingTimingError extends BaseError {
  override name = 'InvalidPairingTimingError'
  constructor(message: string) {
    super(message, { docsPath: '/errors#foyer-config' })
  }
}
