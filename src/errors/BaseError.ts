/**
 * What a failure was doing when it happened: connecting, sending, swapping, buying (on-ramp),
 * signing, switching or reading the network, or signing in (auth). Error reports carry it.
 */
export type ErrorCategory = 'connect' | 'send' | 'swap' | 'onramp' | 'sign' | 'network' | 'auth'

/** Options shared by every Foyer error. */
export type BaseErrorParameters = {
  /** What the failure was doing; set later by `categorizeError` when the code that raises it does not know. */
  category?: ErrorCategory | undefined
  /** The underlying error, kept for `walk()` and debugging. */
  cause?: unknown
  /** Extra detail printed under the short message. */
  details?: string | undefined
  /**
   * Where the docs explain the error: a page of the docs site and its anchor, e.g.
   * `/errors#connection-rejected` (the site's `docs/errors.md`). Printed as the `Docs:` line, a full
   * URL on {@link docsBaseUrl}.
   */
  docsPath?: string | undefined
  /** Extra lines printed between the short message and the details. */
  metaMessages?: string[] | undefined
}

/** Type of {@link BaseError}. */
export type BaseErrorType = BaseError & { name: 'FoyerError' }

/**
 * Root of Foyer's errors. `shortMessage` is the user-facing text users see
 * catalogue; `message` adds meta lines and details for developers.
 *
 * @example
 * throw new BaseError('Failed to connect', { cause: error })
 */
export class BaseError extends Error {
  override name = 'FoyerError'
  /** The catalogue text, safe to show to users. */
  shortMessage: string
  details: string | undefined
  docsPath: string | undefined
  metaMessages: string[] | undefined
  /**
   * What the failure was doing (`'connect'`, `'send'`, `'swap'`, `'onramp'`, `'sign'`, ...), once
   * the kit knows: the flows that report failures set it before re-throwing the same error.
   */
  category: ErrorCategory | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details = parameters.details ?? (parameters.cause instanceof Error ? parameters.cause.message : undefined)
    const message = [
      shortMessage,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${stripCredentials(details)}`] : []),
      ...(parameters.docsPath ? [`Docs: ${docsUrl(parameters.docsPath)}`] : []),
    ].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details === undefined ? undefined : stripCredentials(details)
    this.docsPath = parameters.docsPath
    this.metaMessages = parameters.metaMessages
    this.category = parameters.category
  }

  /** Walks the cause chain and returns the deepest error, or the first one `predicate` accepts. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current) {
      if (predicate?.(current)) return current
      const next: unknown = current instanceof Error ? current.cause : undefined
      if (!next) return predicate ? undefined : current
      current = next
    }
    return undefined
  }
}

/**
 * The docs site's address (the VitePress site built from `docs/`, with clean URLs): every error's
 * `Docs:` line is a link under it, so an error read in a console or a log leads to its explanation.
 * package.json's `homepage` is the same address.
 */
export const docsBaseUrl = 'https://foyer-kit.dev'

/**
 * The docs site's URL of a docs path, e.g. `/errors#http` -> `https://foyer-kit.dev/errors#http`.
 *
 * @example
 * docsUrl('/errors#http') // 'https://foyer-kit.dev/errors#http'
 */
export function docsUrl(docsPath: string): string {
  return `${docsBaseUrl}${docsPath}`
}

/**
 * Removes credentials and key-like query values from URLs inside a text, so
 * errors and logs never print secrets.
 */
export function stripCredentials(text: string): string {
  return text
    .replace(/\b(https?|wss?):\/\/[^/\s:@]+(:[^/\s@]*)?@/g, '$1://')
    .replace(/([?&](?:projectId|apiKey|api_key|key|token|secret|clientSecret)=)[^&\s#]+/gi, '$1***')
}

/**
 * Gives a failure its category and returns it to be re-thrown: the same object, so apps keep
 * catching the class they catch today (`ConnectFailedError`, `SendTransactionError`, viem's errors).
 * A Foyer error ({@link BaseError}) gets `category` set when it has none yet; anything else is
 * returned untouched (its category travels in the report's event instead).
 *
 * @example
 * catch (error) { throw categorizeError(error, 'swap') }
 */
export function categorizeError<T>(error: T, category: ErrorCategory): T {
  if (error instanceof BaseError && error.category === undefined) error.category = category
  return error
}
