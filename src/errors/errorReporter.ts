import { stripCredentials } from './BaseError'

/** An error report: where it happened, the error's class and message, its stack and when. */
export type ErrorReport = {
  type: 'error'
  /** Where it happened, e.g. `ERROR_FETCH_TRANSACTIONS`. */
  event: string
  /** The error's class name. */
  errorType: string
  errorMessage: string
  stackTrace: string | undefined
  /** Milliseconds since the epoch. */
  timestamp: number
}

/** Options of {@link createErrorReporter}. */
export type ErrorReporterOptions = {
  /** Delivers a report (e.g. `POST /e`); its failures, thrown or rejected, are swallowed. */
  send: (report: ErrorReport) => unknown
  /** Reports allowed per window: at most 5 per minute, so a failing page cannot flood the API. @default 5 */
  limit?: number
  /** Window length in ms. @default 60_000 */
  windowMs?: number
  /** @default Date.now */
  now?: () => number
}

/** Reports errors, at most `limit` per sliding window. */
export type ErrorReporter = {
  /**
   * Reports an error unless the limit is reached; never throws.
   * @returns whether the report was handed to `send`.
   */
  report(error: unknown, event?: string): boolean
}

/**
 * Creates an error reporter with its own rate limit (no shared state): at most 5 reports in any
 * 60 s by default, the rest dropped. Messages and stacks have credentials and keys masked.
 *
 * @example
 * const reporter = createErrorReporter({ send: (props) => sendAnalyticsEvent({ ...api, props }) })
 * reporter.report(error, 'ERROR_FETCH_TRANSACTIONS')
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const limit = options.limit ?? 5
  const windowMs = options.windowMs ?? 60_000
  const now = options.now ?? Date.now
  // Send times inside the current window, oldest first; never longer than `limit`.
  const sent: number[] = []
  return {
    report(error, event = 'ERROR') {
      const time = now()
      while (sent.length > 0 && time - (sent[0] ?? 0) >= windowMs) sent.shift()
      if (sent.length >= limit) return false
      sent.push(time)
      const failure = error instanceof Error ? error : new Error(String(error))
      const report: ErrorReport = {
        type: 'error',
        event,
        errorType: failure.name,
        errorMessage: stripCredentials(failure.message).slice(0, 2_000),
        stackTrace: failure.stack === undefined ? undefined : stripCredentials(failure.stack).slice(0, 10_000),
        timestamp: time,
      }
      try {
        Promise.resolve(options.send(report)).catch(() => undefined)
      } catch {
        // A reporter must never become the next error.
      }
      return true
    },
  }
}
