import { useCallback, useEffect, useRef, useState } from 'react'
import type { AnalyticsProps } from '../src/api/analyticsClient'
import { missingApiOption, type FoyerApi } from '../src/api/foyerApi'
import type { FoyerConfig } from '../src/config/createFoyerConfig'
import type { AlertCode, ModalAlert } from '../src/errors/alerts'
import { categorizeError, type ErrorCategory } from '../src/errors/BaseError'
import type { FailureReporting } from './failureReporting'
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
  const raise = useCallback((code: AlertCode) => {
    if (raisedCodes.current.has(code)) return
    raisedCodes.current.add(code)
    setRaisedAlert({ code })
  }, [])
  // Error reports and failed flows share one rate limit per provider (at most 5 reports per 60 s),
  // kept by a chunk loaded at the first failure. Reports keep their order: each waits on the same load.
  const reporting = useRef<Promise<FailureReporting | undefined> | undefined>(undefined)
  const withReporting = useCallback(
    (use: (reporting: FailureReporting) => void) => {
      reporting.current ??= import('./failureReporting')
        .then(({ createFailureReporting }) =>
          createFailureReporting({ send: sendAnalytics, analytics: () => current.current.analytics, config: () => current.current.config, raise }),
        )
        .catch(() => {
          // A chunk that failed to load is tried again at the next failure; this one goes unreported.
          reporting.current = undefined
          return undefined
        })
      void reporting.current
        .then((loaded) => {
          if (loaded !== undefined) use(loaded)
        })
        // Reporting must never become the next error.
        .catch(() => undefined)
    },
    [sendAnalytics, raise],
  )
  const reportError = useCallback(
    (error: unknown, event?: string) => {
      // With analytics off nothing is sent: no chunk to load either.
      if (current.current.analytics) withReporting((loaded) => loaded.reportError(error, event))
    },
    [withReporting],
  )
  const reportFailure = useCallback(
    <T>(category: ErrorCategory, error: T): T => {
      // The category is set at once: the caller re-throws this same object right away.
      categorizeError(error, category)
      withReporting((loaded) => loaded.reportFailure(category, error))
      return error
    },
    [withReporting],
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
