import { FrameRequestError, frameErrorCodes, toFrameErrorPayload } from './frameErrors'
import type { FrameRequest, FrameRequestType, FrameResult } from './messages'
import { frameResultSchemas, parseFrameRequest } from './messages'
import { FRAME_PROTOCOL_VERSION } from './version'

/** What a handler gets besides the payload. */
export type FrameRequestContext = {
  /** The request's id. */
  id: string
  /** Aborted when the host sends rpcAbort for this request (the reply is then error 5001 already). */
  signal: AbortSignal
}

/** The payload of a request type, as parsed. */
export type FrameRequestPayload<T extends FrameRequestType> = Extract<FrameRequest, { type: T }>['payload']

/**
 * One handler per request type. rpcAbort is answered by the endpoint itself. A handler returns the
 * result or throws; a thrown {@link FrameRequestError} becomes its code and text, anything else 5000.
 */
export type FrameRequestHandlers = {
  [T in Exclude<FrameRequestType, 'rpcAbort'>]: (payload: FrameRequestPayload<T>, context: FrameRequestContext) => FrameResult<T> | Promise<FrameResult<T>>
}

/** Options of {@link createFrameEndpoint}. */
export type CreateFrameEndpointOptions = {
  /** The host origin, already checked with `checkHostOrigin`. The only origin posted to and accepted from. */
  hostOrigin: string
  /** The request handlers. */
  handlers: FrameRequestHandlers
  /** The frame's window. @default window */
  self?: Window
}

/** The frame side of the channel. */
export type FrameEndpoint = {
  /** Posts the READY handshake (with the protocol version). */
  announce(): void
  /** Tells the host to show or hide the frame for the approval UI. */
  setApprovalVisible(visible: boolean): void
  /** Number of messages dropped so far. */
  droppedMessages(): number
  /** Stops listening. */
  close(): void
}

/**
 * The login frame's side of the channel, the mirror of `createHostTransport`: it accepts a message
 * only when `event.origin` is the checked host origin and `event.source` is `window.parent`, parses
 * it as a request, answers each id exactly once (a repeated id is dropped) and posts only to the
 * host origin. Results are checked against their schema before they leave.
 *
 * @example
 * const endpoint = createFrameEndpoint({ hostOrigin, handlers })
 * endpoint.announce()
 */
export function createFrameEndpoint(options: CreateFrameEndpointOptions): FrameEndpoint {
  const self = options.self ?? window
  const { hostOrigin, handlers } = options
  const seen = new Set<string>()
  const open = new Map<string, { type: FrameRequestType; controller: AbortController; answered: boolean }>()
  let dropped = 0
  let closed = false

  function post(message: unknown): void {
    if (!closed) self.parent.postMessage(message, hostOrigin)
  }

  function reply(id: string, type: FrameRequestType, outcome: { result: unknown } | { error: unknown }): void {
    if ('result' in outcome) {
      const checked = frameResultSchemas[type].safeParse(outcome.result)
      if (checked.success) {
        post({ v: FRAME_PROTOCOL_VERSION, kind: 'reply', id, type, ok: true, result: checked.data })
        return
      }
      // Stryker disable next-line ObjectLiteral: any error that is not a FrameRequestError is sent as this same 5000.
      outcome = { error: new FrameRequestError({ code: frameErrorCodes.internal }) }
    }
    post({ v: FRAME_PROTOCOL_VERSION, kind: 'reply', id, type, ok: false, error: toFrameErrorPayload(outcome.error) })
  }

  async function handle(request: FrameRequest): Promise<void> {
    if (request.type === 'rpcAbort') {
      const target = open.get(request.payload.requestId)
      if (target && target.type === 'rpcRequest' && !target.answered) {
        target.answered = true
        target.controller.abort()
        reply(request.payload.requestId, 'rpcRequest', { error: new FrameRequestError({ code: frameErrorCodes.aborted }) })
      }
      reply(request.id, 'rpcAbort', { result: {} })
      return
    }
    const entry = { type: request.type, controller: new AbortController(), answered: false }
    open.set(request.id, entry)
    const handler = handlers[request.type] as (payload: unknown, context: FrameRequestContext) => unknown
    let outcome: { result: unknown } | { error: unknown }
    try {
      outcome = { result: await handler(request.payload, { id: request.id, signal: entry.controller.signal }) }
    } catch (error) {
      outcome = { error }
    }
    open.delete(request.id)
    // An rpcAbort answered it already; once it is out of `open`, no rpcAbort can find it.
    if (entry.answered) return
    reply(request.id, request.type, outcome)
  }

  function onMessage(event: MessageEvent): void {
    if (
      closed ||
      event.origin !== hostOrigin ||
      // Stryker disable next-line ConditionalExpression: a frame's parent is never null (a top window is its own parent), so a null source fails the next check too.
      event.source === null ||
      event.source !== self.parent
    ) {
      dropped++
      return
    }
    const request = parseFrameRequest(event.data)
    if (!request || seen.has(request.id)) {
      dropped++
      return
    }
    seen.add(request.id)
    void handle(request)
  }

  self.addEventListener('message', onMessage)

  return {
    announce() {
      post({ v: FRAME_PROTOCOL_VERSION, kind: 'event', type: 'ready', payload: { version: FRAME_PROTOCOL_VERSION } })
    },
    setApprovalVisible(visible) {
      post({ v: FRAME_PROTOCOL_VERSION, kind: 'event', type: 'approval', payload: { visible } })
    },
    droppedMessages: () => dropped,
    close() {
      closed = true
      self.removeEventListener('message', onMessage)
      for (const entry of open.values()) entry.controller.abort()
      open.clear()
    },
  }
}
