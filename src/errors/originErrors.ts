import { BaseError } from './BaseError'

/** Type of {@link InvalidOriginPatternError}. */
export type InvalidOriginPatternErrorType = InvalidOriginPatternError & { name: 'InvalidOriginPatternError' }

/**
 * An allowed-origin pattern (a project's `allowedOrigins`, the frame's and the API's) that is not
 * `scheme://host[:port]`: a path, a trailing slash, or a wildcard other than a whole host, a leading
 * `*.` or the port. Raised when the list is read, so a typo stops the service before it serves.
 *
 * @example
 * originPatternToRegExp('https://app.example.com/') // throws InvalidOriginPatternError
 */
export class InvalidOriginPatternError extends BaseError {
  override name = 'InvalidOriginPatternError'
  /** The pattern as given. */
  pattern: string
  constructor({ pattern }: { pattern: string }) {
    super(`Invalid allowed-origin pattern "${pattern}": expected scheme://host[:port]`, { docsPath: '/errors#origin-pattern' })
    this.pattern = pattern
  }
}
