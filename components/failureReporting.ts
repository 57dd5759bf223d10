import type { AnalyticsProps } from '../src/api/analyticsClient'
import type { FoyerConfig } from '../src/config/createFoyerConfig'
import { alertForError } from '../src/errors/alertForError'
import type { AlertCode } from '../src/errors/alerts'
import { errorCategoryEvent, isReportableFailure, type ErrorCategory } from '../src/errors/errorCategory'
import { createErrorReporter } from '../src/errors/errorReporter'

/** What a provider's failure reporting needs from it, read when a failure arrives. */
export type FailureReportingOptions = {
  /** Sends an analytics event; it drops it when analytics are off or the API is not set. */
  send: (props: AnalyticsProps) => unknown
  /** Whether analytics are on: with them off nothing is sent and nothing uses up the rate limit. */
  analytics: () => boolean
  /** The configuration whose logger and notification store hear about failures. */
  config: () => Pick<FoyerConfig, 'logger' | 'notifications'>
  /** Shows the alert a failure calls for (APKT001, 002, 006, 007). */
  raise: (code: AlertCode) => void
}

/** A provider's error reports and failed-flow handling: one rate limit for both. */
export type FailureReporting = {
  /** Reports an error under `event`, at most 5 reports per 60 s. */
  reportError: (error: unknown, event?: string) => void
  /** Raises the failure's alert, logs it, keeps it in the notification store and reports it as `<CATEGORY>_ERROR`. */
  reportFailure: (category: ErrorCategory, error: unknown) => void
}

/**
 * The part of a provider's error handling that only runs once something failed. It is a chunk of
 * its own, loaded at the first failure, so the page's first load does not carry the alert texts,
 * the rate limiter and the error classes they test for.
 *
 * @example
 * const reporting = createFailureReporting({ send, analytics: () => true, config: () => config, raise: setAlert })
 * reporting.reportFailure('swap', error)
 */
export function createFailureReporting(options: FailureReportingOptions): FailureReporting {
  const reporter = createErrorReporter({
    send: ({ event, errorType, errorMessage, stackTrace }) => options.send({ type: 'error', event, errorType, errorMessage, stackTrace }),
  })
  const reportError = (error: unknown, event?: string) => {
    if (options.analytics()) reporter.report(error, event)
  }
  return {
    reportError,
    reportFailure(category, error) {
      const code = alertForError(error)
      if (code !== undefined) options.raise(code)
      const { logger, notifications } = options.config()
      // The user saying no is a choice, not a fault: a debug line only, no report.
      if (!isReportableFailure(error)) {
        logger.debug(`[foyer-kit] ${category}: the user rejected the request`)
        return
      }
      const event = errorCategoryEvent(category)
      const text =
        error instanceof Error ? ('shortMessage' in error && typeof error.shortMessage === 'string' ? error.shortMessage : '') || error.message : String(error)
      try {
        logger.error(error)
        notifications.notify({ level: 'error', source: event, message: text }, { log: false })
      } catch {
        // Reporting must never become the next error.
      }
      reportError(error, event)
    },
  }
}
