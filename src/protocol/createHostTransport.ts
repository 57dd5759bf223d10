import { BaseError } from '../errors/BaseError'
import { errorMessages } from '../errors/messages'
import { createEventStream } from '../events/createEventStream'
import { FrameAlertError } from './frameAlertError'
import { FrameRequestError, frameErrorCodes } from './frameErrors'
import type { FrameEvent, FramePayload, FrameRequestType, FrameResult } from './messages'
import { classifyRpcMethod } from './rpcMethods'
import { FRAME_HEARTBEAT_MS } from './frameHeartbeat'
import { abortError, createFrameElement, readyVersion } from './hostTransportParts'
import { FRAME_PROTOCOL_VERSION } from './version'

/** Timeouts of {@link createHostTransport}, in milliseconds. */
export type HostTransportTimeouts = {
  /** Wait after the READY event before the frame counts as ready. @default 500 */
  ready?: number
  /** How long the frame may take to send READY; then `ready` rejects with APKT003. @default 20_000 */
  load?: number
  /** Timeout of every request but rpcRequest (connect calls reject with APKT004). @default 120_000 */
  request?: number
  /** Timeout of rpcRequest, which may wait for the user's approval. @default 600_000 */
  rpc?: number
  /** How often open requests check that the frame is still in the page. @default {@link FRAME_HEARTBEAT_MS} */
  heartbeat?: number
}

/** Options of {@link createHostTransport}. */
export type CreateHostTransportOptions = {
  /** The frame's base URL, e.g. `http://127.0.0.1:8788`. Its origin is the only one trusted. */
  frameUrl: string
  /** This page's origin, told to the frame as `?origin=`. @default window.location.origin */
  hostOrigin?: string
  /** More query parameters of the frame URL (`projectId`, `chainId`, `rpcUrl`, ...). */
  query?: Record<string, string | number | boolean | undefined>
  /** See {@link HostTransportTimeouts}. */
  timeouts?: HostTransportTimeouts
  /** Where the iframe is appended. @default document.body */
  container?: HTMLElement
}

/** Options of one request. */
export type FrameRequestOptions = {
  /** Aborting rejects the request (with the signal's reason when it is an Error) and, for rpcRequest, tells the frame. */
  signal?: AbortSignal
  /** Overrides the request's timeout. */
  timeoutMs?: number
}

/** The host side of the login frame's channel. */
export type HostTransport = {
  /** The (hidden) iframe. The host shows it while the frame's approval event says `visible: true`. */
  iframe: HTMLIFrameElement
  /**
   * Resolves at the READY event + the ready delay; rejects with APKT003 after the load timeout (or
   * when the frame speaks another protocol version), APKT005 when the frame refuses this page's domain.
   */
  ready: Promise<void>
  /**
   * Sends a request once the frame is ready; settles with its reply, a timeout or an abort. Rejects
   * at once when it cannot be posted: the app took the iframe out of the page, or the browser cannot
   * clone the payload.
   */
  request<T extends FrameRequestType>(type: T, payload: FramePayload<T>, options?: FrameRequestOptions): Promise<FrameResult<T>>
  /** Rejects every open request with `reason` (e.g. 'Modal closed') and aborts open RPC requests in the frame. */
  abortAll(reason: Error): void
  /** Subscribes to the frame's events; returns the unsubscribe function. */
  onEvent(listener: (event: FrameEvent) => void): () => void
  /** Number of messages dropped so far (wrong origin or source, malformed, replayed, unknown id). For debugging and tests. */
  droppedMessages(): number
  /** Rejects open requests, removes the listener and the iframe. */
  destroy(): void
}

type Schemas = typeof import('./messages')

const removedError = () => new BaseError(errorMessages.somethingWentWrong, { details: 'The login frame was removed.' })

type Pending = {
  type: FrameRequestType
  resolve(result: unknown): void
  reject(error: unknown, tellFrame: boolean): void
}

/**
 * Creates the hidden login frame and the channel to it. Messages go out only with the frame's exact
 * origin as `targetOrigin`, and a message counts only when `event.origin` is that origin and
 * `event.source` is this iframe's window; everything else, malformed messages, replies to ids that
 * are not open (replays, late replies) and replies of another `type` are dropped silently.
 *
 * @example
 * const transport = createHostTransport({ frameUrl: 'http://127.0.0.1:8788', query: { projectId: 'foyer-local', chainId: 31337 } })
 * await transport.ready
 * const { action } = await transport.request('connectEmail', { email: 'ada@example.com' })
 */
export function createHostTransport(options: CreateHostTransportOptions): HostTransport {
  const timeouts = { ready: 500, load: 20_000, request: 120_000, rpc: 600_000, heartbeat: FRAME_HEARTBEAT_MS, ...options.timeouts }
  const frameOrigin = new URL(options.frameUrl).origin
  const iframe = createFrameElement(options)

  const pending = new Map<string, Pending>()
  const queued = new Set<(error: unknown) => void>()
  const events = createEventStream<FrameEvent>()
  let dropped = 0
  let destroyed = false
  let readyState: 'loading' | 'ready' | 'failed' = 'loading'
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  let settleReady!: { resolve(): void; reject(error: Error): void }
  const ready = new Promise<void>((resolve, reject) => {
    settleReady = { resolve, reject }
  })
  // Callers may never await `ready`; its rejection still reaches every request.
  ready.catch(() => undefined)

  // The heartbeat runs only while requests are open: a frame taken out of the page fails them now.
  // `settle` stops it with the last open request (only `settle` takes entries out of `pending`), so
  // a beat always finds one open and needs no check of its own.
  let heartbeat: ReturnType<typeof setInterval> | undefined
  function beat(): void {
    if (iframe.isConnected && iframe.contentWindow) return
    // Stryker disable next-line BooleanLiteral: a detached iframe has no window, so the rpcAbort that `true` asks for fails before it is posted.
    for (const entry of [...pending.values()]) entry.reject(removedError(), false)
  }
  function stopHeartbeat(): void {
    clearInterval(heartbeat)
    heartbeat = undefined
  }

  const loadTimer = setTimeout(() => failReady(new FrameAlertError({ reason: 'iframe_load_failed' })), timeouts.load)

  // The zod schemas are most of the protocol's weight: they load with the frame, so this module can
  // sit in a page's first chunk without the schemas. (A lazily loaded transport module shared the
  // error modules with the page and the modal, which made bundlers split them into extra chunks
  // loaded at page load.) Every message and request goes through this one promise, in order.
  const protocol = import('./messages').catch((cause: unknown) => {
    throw new BaseError(errorMessages.emailDependency, { cause })
  })
  protocol.catch(failReady)

  // Safe to call after the load ended: `ready` settles once, clearing a timer twice is harmless and
  // only 'loading' is ever tested, so no guard is needed here.
  function failReady(error: Error): void {
    // Stryker disable next-line StringLiteral: the state is only ever compared with 'loading'.
    readyState = 'failed'
    clearTimeout(loadTimer)
    clearTimeout(readyTimer)
    settleReady.reject(error)
  }

  function onMessage(event: MessageEvent): void {
    if (destroyed || event.origin !== frameOrigin || event.source === null || event.source !== iframe.contentWindow) {
      dropped++
      return
    }
    const data: unknown = event.data
    const kind = typeof data === 'object' && data !== null && 'kind' in data ? data.kind : undefined
    if (kind !== 'reply' && kind !== 'event') {
      dropped++
      return
    }
    protocol.then(
      (schemas) => {
        // A message read after destroy is dropped, as one that arrives after it.
        if (destroyed) dropped++
        else if (kind === 'reply') onReply(schemas, data)
        else onFrameEvent(schemas, data)
      },
      () => dropped++,
    )
  }

  function onReply(schemas: Schemas, data: unknown): void {
    const reply = schemas.parseFrameReply(data)
    const entry = reply && pending.get(reply.id)
    if (!reply || !entry || entry.type !== reply.type) {
      dropped++
      return
    }
    if (reply.ok) entry.resolve(reply.result)
    else entry.reject(new FrameRequestError({ code: reply.error.code, message: reply.error.message }), false)
  }

  function onFrameEvent(schemas: Schemas, data: unknown): void {
    const event = schemas.parseFrameEvent(data)
    if (!event) {
      dropped++
      const version = readyVersion(data)
      if (version !== undefined && version !== FRAME_PROTOCOL_VERSION) {
        failReady(
          new FrameAlertError({
            reason: 'iframe_load_failed',
            details: `The frame speaks protocol version ${version}; this page speaks ${FRAME_PROTOCOL_VERSION}.`,
          }),
        )
      }
      return
    }
    if (event.type === 'error') failReady(new FrameAlertError({ reason: event.payload.error }))
    if (
      event.type === 'ready' &&
      // Neither a READY after a failed load nor a second READY starts a delay: its timer would be
      // left running after the load ended or after destroy().
      readyState === 'loading' &&
      readyTimer === undefined
    ) {
      clearTimeout(loadTimer)
      // failReady clears this timer, so it only fires while the load is still on.
      readyTimer = setTimeout(() => {
        // Stryker disable next-line StringLiteral: the state is only ever compared with 'loading'.
        readyState = 'ready'
        settleReady.resolve()
      }, timeouts.ready)
    }
    events.emit(event)
  }

  window.addEventListener('message', onMessage)
  ;(options.container ?? document.body).append(iframe)

  function request<T extends FrameRequestType>(type: T, payload: FramePayload<T>, requestOptions: FrameRequestOptions = {}): Promise<FrameResult<T>> {
    if (destroyed) return Promise.reject(removedError())
    // Until the schemas are in, the request waits here; abortAll and destroy settle it too.
    return new Promise<FrameResult<T>>((resolve, reject) => {
      queued.add(reject)
      protocol.then(
        (schemas) => {
          if (queued.delete(reject)) send(schemas, type, payload, requestOptions).then(resolve, reject)
        },
        (error: unknown) => {
          // A request abortAll or destroy took out of the queue is rejected already; a promise settles once.
          queued.delete(reject)
          reject(error)
        },
      )
    })
  }

  function send<T extends FrameRequestType>(schemas: Schemas, type: T, payload: FramePayload<T>, requestOptions: FrameRequestOptions): Promise<FrameResult<T>> {
    const id = crypto.randomUUID()
    // Not called after destroy: destroy settles the queued requests before the schemas can send them.
    return new Promise<FrameResult<T>>((resolve, reject) => {
      const parsed = schemas.frameRequestPayloadSchemas[type].safeParse(payload)
      if (!parsed.success) {
        return reject(new FrameRequestError({ code: frameErrorCodes.internal, cause: parsed.error }))
      }
      if (type === 'rpcRequest' && classifyRpcMethod((payload as FramePayload<'rpcRequest'>).method) === 'forbidden') {
        return reject(new FrameRequestError({ code: frameErrorCodes.methodNotAllowed }))
      }
      const { signal } = requestOptions
      if (signal?.aborted) return reject(abortError(signal))

      const isConnect = (schemas.frameConnectRequestTypes as readonly string[]).includes(type)
      const timeoutMs = requestOptions.timeoutMs ?? (type === 'rpcRequest' ? timeouts.rpc : timeouts.request)
      let sent = false
      // `tellFrame`: the request ends on this side (abort, timeout) while the frame may still be
      // showing its approval UI for it, so an open rpcRequest gets an rpcAbort.
      // No guard against settling twice: the timer is cleared, the abort listener removed and the entry
      // taken out of `pending` at the first settle, and a promise settles once.
      const settle = (tellFrame: boolean, finish: () => void) => {
        pending.delete(id)
        if (pending.size === 0) stopHeartbeat()
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
        // (After destroy nothing is pending, so no rpcAbort can follow it.)
        if (tellFrame && type === 'rpcRequest' && sent) abortInFrame(id)
        finish()
      }
      const onAbort = () => settle(true, () => reject(abortError(signal)))
      const timer = setTimeout(
        () =>
          settle(true, () =>
            reject(
              new FrameAlertError({
                reason: 'iframe_request_timeout',
                ...(isConnect ? {} : { details: `${type} timed out after ${timeoutMs} ms` }),
              }),
            ),
          ),
        timeoutMs,
      )
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: a signal aborts once, so the listener runs once with or without `once`.
      signal?.addEventListener('abort', onAbort, { once: true })
      pending.set(id, {
        type,
        resolve: (result) => settle(false, () => resolve(result as FrameResult<T>)),
        reject: (error, tellFrame) => settle(tellFrame, () => reject(error)),
      })
      heartbeat ??= setInterval(beat, timeouts.heartbeat)
      const posted = ready.then(() => {
        if (!pending.has(id)) return
        const frameWindow = iframe.contentWindow
        // The app took the iframe out of the page without destroy(): nothing can answer, so the
        // request fails now instead of at its timeout (ten minutes for an rpcRequest).
        if (!frameWindow) throw removedError()
        // A payload the browser cannot clone (a function in rpc params) throws here: the caller
        // gets the browser's error at once.
        frameWindow.postMessage({ v: FRAME_PROTOCOL_VERSION, kind: 'request', id, type, payload: parsed.data }, frameOrigin)
        sent = true
      })
      // Its own statement, so Stryker reads the directive (a comment inside a call chain leads no statement).
      // Stryker disable next-line BooleanLiteral: `ready` failed or nothing was posted, and a request never sent is never aborted in the frame.
      posted.catch((error: unknown) => settle(false, () => reject(error)))
    })
  }

  function abortInFrame(requestId: string): void {
    request('rpcAbort', { requestId }).catch(() => undefined)
  }

  function abortAll(reason: Error, tellFrame: boolean): void {
    for (const reject of [...queued]) {
      queued.delete(reject)
      reject(reason)
    }
    // Snapshot: the rpcAbort requests this sends must not be aborted by this same call.
    for (const entry of [...pending.values()]) entry.reject(reason, tellFrame)
  }

  return {
    iframe,
    ready,
    request,
    abortAll: (reason) => abortAll(reason, true),
    onEvent: events.subscribe,
    droppedMessages: () => dropped,
    // A second destroy finds nothing open and repeats only idempotent steps.
    destroy() {
      const error = removedError()
      destroyed = true
      // Stryker disable next-line BooleanLiteral: with `destroyed` set, request() refuses the rpcAbort before posting it (and the frame is removed anyway).
      abortAll(error, false)
      failReady(error)
      stopHeartbeat()
      clearTimeout(loadTimer)
      events.clear()
      window.removeEventListener('message', onMessage)
      iframe.remove()
    },
  }
}
