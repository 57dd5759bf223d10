import { useCallback, useEffect, useRef, useState } from 'react'
import type { AnalyticsProps } from '../src/api/analyticsClient'
import { missingApiOption, type FoyerApi } from '../src/api/foyerApi'
import type { FoyerConfig } from '../src/config/createFoyerConfig'
import { alertForError } from '../src/errors/alertForError'
import type { ModalAlert } from '../src/errors/alerts'
import { categorizeError, errorCategoryEvent, isReportableFailure, type ErrorCategory } from '../src/errors/errorCategory'
import { createErrorReporter } from '../src/errors/errorReporter'
import type { FoyerEvent } from '../src/events/foyerEvent'
import { loadedRestViews, loadRestViews, type RestViewsModule } from './views/loadRestViews'

/**
 * How long the first event waits for the analytics client when the modal has not loaded its
 * background views yet: the modal loads them once its first view is on screen and the wallet list
 * has its answer, and an event sent before that must not pull them in early.
 */
export const ANALYTICS_CLIENT_DELAY_MS = 2_000

/** Inputs of {@link useProviderTracking}, read at call time. */
export type ProviderTrackingOptions = {
  onEvent: ((event: FoyerEvent) => void) | undefined
  analytics: boolean
  /** Where analytics go; nothing is sent while it lacks `apiUrl` or `projectId`. */
  api: FoyerApi
  /** The configuration whose logger and notification store hear about failures. */
  config: Pick<FoyerConfig, 'logger' | 'notifications'>
  /** Whether the modal is open: a raised alert is cleared when it closes. */
  modalOpen: boolean
}

/**
 * A provider's event tracking and error reporting: `track` hands each event to the app's `onEvent`
 * and, with analytics on, to the API's `POST /e`; `reportError` sends at most 5 reports per 60 s;
 * `reportFailure` gives a failed flow's error its category, logs it, keeps it in the notification
 * store and reports it as `<CATEGORY>_ERROR`. All are stable: the options are read when they are called.
 */
export function useProviderTracking(options: ProviderTrackingOptions) {
  // A ref so a new inline handler each render, turning analytics on or moving the API does not
  // rebuild `track`.
  const current = useRef(options)
  current.current = options
  const [analyticsForbidden, setAnalyticsForbidden] = useState(false)
  // The alert a reported failure called for (APKT001, 002, 006, 007): each code at most once per
  // provider, shown until the modal next closes.
  const [raisedAlert, setRaisedAlert] = useState<ModalAlert | undefined>(undefined)
  const raisedCodes = useRef(new Set<string>())
  useEffect(() => {
    if (!options.modalOpen) setRaisedAlert(undefined)
  }, [options.modalOpen])
  // The analytics client rides with the modal's background views, so it and zod stay out of the
  // page-load bundle and out of the dialog's first chunk: an event uses them once loaded, or loads
  // them after ANALYTICS_CLIENT_DELAY_MS (one wait per provider; a failed load is tried again).
  const clientDue = useRef<Promise<RestViewsModule> | undefined>(undefined)
  const sendAnalytics = useCallback((props: AnalyticsProps) => {
    const { analytics, api } = current.current
    if (!analytics || missingApiOption(api) !== undefined) return undefined
    const loaded = loadedRestViews()
    const client =
      loaded === undefined
        ? (clientDue.current ??= new Promise((resolve) => setTimeout(resolve, ANALYTICS_CLIENT_DELAY_MS)).then(loadRestViews).catch((error: unknown) => {
            clientDue.current = undefined
            throw error
          }))
        : Promise.resolve(loaded)
    return client
      .then(({ sendAnalyticsEvent }) => sendAnalyticsEvent({ ...api, props }))
      .then((result) => {
        if (!result.sent && result.status === 403) setAnalyticsForbidden(true)
      })
      .catch(() => {})
  }, [])
  const track = useCallback(
    (event: FoyerEvent) => {
      // Debug mode prints every tracked event (a debug line: silent at the default level).
      current.current.config.logger.debug('[foyer-kit] event', event.event, event.properties ?? {})
      try {
        current.current.onEvent?.(event)
      } catch {
        // The app's handler must not break the modal.
      }
      // Only tracked events are sent (user actions), so nothing goes out at page load; failures are swallowed.
      void sendAnalytics({ type: 'track', event: event.event, properties: event.properties })
    },
    [sendAnalytics],
  )
  // One rate limit per provider: at most 5 error reports per 60 s.
  const [reporter] = useState(() =>
    createErrorReporter({
      send: ({ event, errorType, errorMessage, stackTrace }) => sendAnalytics({ type: 'error', event, errorType, errorMessage, stackTrace }),
    }),
  )
  const reportError = useCallback(
    (error: unknown, event?: string) => {
      // With analytics off nothing is sent, and nothing uses up the rate limit either.
      if (current.current.analytics) reporter.report(error, event)
    },
    [reporter],
  )
  const reportFailure = useCallback(
    <T>(category: ErrorCategory, error: T): T => {
      categorizeError(error, category)
      const code = alertForError(error)
      if (code !== undefined && !raisedCodes.current.has(code)) {
        raisedCodes.current.add(code)
        setRaisedAlert({ code })
      }
      // The user saying no is a choice, not a fault: a debug line only, no report.
      if (!isReportableFailure(error)) {
        current.current.config.logger.debug(`[foyer-kit] ${category}: the user rejected the request`)
        return error
      }
      const event = errorCategoryEvent(category)
      const text =
        error instanceof Error ? ('shortMessage' in error && typeof error.shortMessage === 'string' ? error.shortMessage : '') || error.message : String(error)
      try {
        current.current.config.logger.error(error)
        current.current.config.notifications.notify({ level: 'error', source: event, message: text }, { log: false })
      } catch {
        // Reporting must never become the next error.
      }
      reportError(error, event)
      return error
    },
    [reportError],
  )
  return { track, reportError, reportFailure, analyticsForbidden, raisedAlert }
}

/** Tracks MODAL_OPEN when the modal opens and MODAL_CLOSE when it closes (not at mount). */
export function useModalOpenEvents(open: boolean, track: (event: FoyerEvent) => void) {
  const previous = useRef(open)
  useEffect(() => {
    if (previous.current === open) return
    previous.current = open
    track({ event: open ? 'MODAL_OPEN' : 'MODAL_CLOSE' })
  }, [open, track])
}
