import type { CreateHostTransportOptions } from './createHostTransport'
import { FrameRequestError, frameErrorCodes } from './frameErrors'
import { FRAME_PROTOCOL_VERSION } from './version'

/**
 * The hidden, sandboxed login iframe with the contract's URL:
 * `${frameUrl}/?projectId=&chainId=&version=1&origin=<host origin>&rpcUrl=&enableLogger=false`.
 * Not yet in the document.
 */
export function createFrameElement(options: CreateHostTransportOptions): HTMLIFrameElement {
  const url = new URL('/', options.frameUrl)
  const query: Record<string, string | number | boolean | undefined> = {
    version: FRAME_PROTOCOL_VERSION,
    enableLogger: false,
    ...options.query,
    // Last, so the query cannot override it.
    origin: options.hostOrigin ?? window.location.origin,
  }
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value))

  const iframe = document.createElement('iframe')
  iframe.src = url.href
  iframe.title = 'Foyer login'
  iframe.hidden = true
  iframe.referrerPolicy = 'no-referrer'
  // No top navigation, popups or forms from the frame; it keeps its own origin for IndexedDB.
  iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin')
  iframe.dataset.foyerFrameHost = ''
  return iframe
}

/** The error an aborted request rejects with: the signal's reason when it is an Error, else 5001 'Request was aborted'. */
export function abortError(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason
  // A bare `controller.abort()` gives an AbortError DOMException; the catalogue has a text for it.
  const isDefaultReason = typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'AbortError'
  if (reason instanceof Error && !isDefaultReason) return reason
  return new FrameRequestError({ code: frameErrorCodes.aborted, cause: reason })
}

/** The `payload.version` of something shaped like a READY event, to name a version mismatch. */
export function readyVersion(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return undefined
  const record = data as { type?: unknown; payload?: unknown }
  if (record.type !== 'ready' || typeof record.payload !== 'object' || record.payload === null) return undefined
  return (record.payload as { version?: unknown }).version
}
