import { z } from 'zod'
import { endpointUrl, sdkQuery } from './endpointUrl'
import { httpRequestError, requestJson, type ApiClientParameters } from './httpClient'
import { errorMessages } from '../errors/messages'

/** `props` of an analytics event: a tracked event or an error report. */
export type AnalyticsProps =
  | {
      type: 'track'
      /** The tracked event's name, e.g. `CONNECT_SUCCESS`. */
      event: string
      /** Flat details; never secrets. */
      properties?: Readonly<Record<string, string | number | boolean | undefined>> | undefined
    }
  | {
      type: 'error'
      /** Where it happened, e.g. `ERROR_FETCH_TRANSACTIONS` or `ERROR`. */
      event: string
      /** The error's class name, e.g. `BlockchainApiRequestError`. */
      errorType: string
      errorMessage: string
      stackTrace?: string | undefined
    }

/** The body of `POST /e`. */
export type AnalyticsEvent = {
  /** Random id (UUID), so the API can drop a resent duplicate. */
  eventId: string
  /** The page's URL (without query or hash). */
  url: string
  /** The page's host. */
  domain: string
  /** Milliseconds since the epoch. */
  timestamp: number
  props: AnalyticsProps
}

/** Parameters of {@link sendAnalyticsEvent}. */
export type SendAnalyticsEventParameters = ApiClientParameters & {
  props: AnalyticsProps
  /**
   * The page the event happened on.
   * @default globalThis.location?.href, or 'about:blank' outside a browser
   */
  pageUrl?: string | undefined
  /** @default Date.now() */
  timestamp?: number | undefined
  /** @default crypto.randomUUID() */
  eventId?: string | undefined
}

/** What {@link sendAnalyticsEvent} reports: never an exception. */
export type AnalyticsSendResult = { sent: true } | { sent: false; status: number | undefined }

/**
 * Builds the body of `POST /e`: eventId, url, domain, timestamp and props. The page
 * URL loses its query and hash, which may carry tokens.
 *
 * @example
 * analyticsEvent({ props: { type: 'track', event: 'MODAL_OPEN' }, pageUrl: 'https://app.example/x?token=1' })
 * // { eventId: '…', url: 'https://app.example/x', domain: 'app.example', timestamp: 1763…, props: { … } }
 */
export function analyticsEvent(parameters: Pick<SendAnalyticsEventParameters, 'props' | 'pageUrl' | 'timestamp' | 'eventId'>): AnalyticsEvent {
  const page = safeUrl(parameters.pageUrl ?? globalThis.location?.href ?? 'about:blank')
  return {
    eventId: parameters.eventId ?? crypto.randomUUID(),
    url: page ? `${page.origin === 'null' ? page.protocol : page.origin}${page.pathname}` : '',
    domain: page?.host ?? '',
    timestamp: parameters.timestamp ?? Date.now(),
    props: parameters.props,
  }
}

/**
 * `POST /e?projectId=&st=&sv=` with one analytics event or error report. Failures are swallowed
 * (analytics must never break the modal): it resolves `{ sent: false, status }` instead of throwing, so a caller can still react
 * to a 403 (the modal then shows 'Invalid App Configuration', once).
 *
 * @example
 * await sendAnalyticsEvent({ apiUrl, projectId, props: { type: 'track', event: 'CONNECT_SUCCESS' } })
 */
export async function sendAnalyticsEvent(parameters: SendAnalyticsEventParameters): Promise<AnalyticsSendResult> {
  try {
    await requestJson({
      url: endpointUrl(parameters, '/e', sdkQuery(parameters)),
      method: 'POST',
      body: analyticsEvent(parameters),
      schema: z.unknown(),
      fetch: parameters.fetch,
      signal: parameters.signal,
      timeoutMs: parameters.timeoutMs,
      toError: (failure) => httpRequestError(failure, errorMessages.default),
    })
    return { sent: true }
  } catch (error) {
    const status = (error as { status?: unknown }).status
    return { sent: false, status: typeof status === 'number' ? status : undefined }
  }
}

/** Schema of `GET /getAnalyticsConfig`. */
export const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })

/**
 * `GET /getAnalyticsConfig`: whether the project collects analytics. Any failure reads as `false`
 * (nothing is sent when in doubt).
 *
 * @example
 * if (await getAnalyticsEnabled({ apiUrl, projectId })) await sendAnalyticsEvent({ … })
 */
export async function getAnalyticsEnabled(parameters: ApiClientParameters): Promise<boolean> {
  try {
    const { isAnalyticsEnabled } = await requestJson({
      url: endpointUrl(parameters, '/getAnalyticsConfig', sdkQuery(parameters)),
      schema: analyticsConfigSchema,
      fetch: parameters.fetch,
      signal: parameters.signal,
      timeoutMs: parameters.timeoutMs,
      toError: (failure) => httpRequestError(failure, errorMessages.default),
    })
    return isAnalyticsEnabled
  } catch {
    return false
  }
}

function safeUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}
