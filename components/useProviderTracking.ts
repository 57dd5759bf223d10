import { useCallback, useEffect, useRef, useState } from 'react'
import type { AnalyticsProps } from '../src/api/analyticsClient'
import { missingApiOption, type FoyerApi } from '../src/api/foyerApi'
import { createErrorReporter } from '../src/errors/errorReporter'
import type { FoyerEvent } from '../src/events/foyerEvent'
import { loadRestViews } from './views/loadRestViews'

/** Inputs of {@link useProviderTracking}, read at call time. */
export type ProviderTrackingOptions = {
  onEvent: ((event: FoyerEvent) => void) | undefined
  analytics: boolean
  /** Where analytics go; nothing is sent while it lacks `apiUrl` or `projectId`. */
  api: FoyerApi
}

/**
 * A provider's event tracking and error reporting: `track` hands each event to the app's `onEvent`
 * and, with analytics on, to the API's `POST /e`; `reportError` sends at most 5 reports per 60 s.
 * Both are stable: the options are read when they are called.
 */
export function useProviderTracking(options: ProviderTrackingOptions) {
  // A ref so a new inline handler each render, turning analytics on or moving the API does not
  // rebuild `track`.
  const current = useRef(options)
  current.current = options
  const [analyticsForbidden, setAnalyticsForbidden] = useState(false)
  // The analytics client loads with the modal's background views on the first event to send, so it
  // and zod stay out of the page-load bundle and out of the dialog's first chunk.
  const sendAnalytics = useCallback((props: AnalyticsProps) => {
    const { analytics, api } = current.current
    if (!analytics || missingApiOption(api) !== undefined) return undefined
    return loadRestViews()
      .then(({ sendAnalyticsEvent }) => sendAnalyticsEvent({ ...api, props }))
      .then((result) => {
        if (!result.sent && result.status === 403) setAnalyticsForbidden(true)
      })
      .catch(() => {})
  }, [])
  const track = useCallback(
    (event: FoyerEvent) => {
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
  return { track, reportError, analyticsForbidden }
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
