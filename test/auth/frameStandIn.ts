import { FrameRequestError } from '../../src/protocol/frameErrors'
import type { FrameEvent } from '../../src/protocol/messages'

/** How a stand-in frame answers one request type: its reply, or a rejection. */
export type FrameHandler = (payload: Record<string, unknown>) => unknown

/** What a test sees of the stand-in auth frame, and the answers it sets. */
export type FrameStandIn = {
  /** How many transports (iframes) were created. */
  created: number
  /** Every request sent, in order. */
  requests: { type: string; payload: unknown }[]
  /** The reply of each request type; a type without one is refused with code 5000. */
  handlers: Record<string, FrameHandler>
  /** The host's listeners of frame events: a test calls them to send an event. */
  listeners: Set<(event: FrameEvent) => void>
  /** The reasons `abortAll` was called with. */
  aborted: Error[]
  /** The rejections of the requests not settled yet. */
  open: ((error: Error) => void)[]
}

/**
 * A stand-in for the auth frame's host transport: no iframe loads; each request is answered by
 * `frame.handlers` and recorded in `frame`. Tests replace `createHostTransport` with it, with the
 * state made in `vi.hoisted`.
 *
 * @example
 * const frame = vi.hoisted(() => ({ created: 0, requests: [], handlers: {}, listeners: new Set(), aborted: [], open: [] }))
 * vi.mock('../src/protocol/createHostTransport', async () => {
 *   const { standInHostTransport } = await import('../test/auth/frameStandIn')
 *   return { createHostTransport: () => standInHostTransport(frame) }
 * })
 */
export function standInHostTransport(frame: FrameStandIn) {
  frame.created++
  return {
    iframe: document.createElement('iframe'),
    ready: Promise.resolve(),
    request: (type: string, payload: Record<string, unknown>) => {
      frame.requests.push({ type, payload })
      return new Promise((resolve, reject) => {
        frame.open.push(reject)
        const handler = frame.handlers[type]
        if (!handler) return reject(new FrameRequestError({ code: 5000 }))
        Promise.resolve()
          .then(() => handler(payload))
          .then(resolve, reject)
      })
    },
    abortAll: (reason: Error) => {
      frame.aborted.push(reason)
      for (const reject of frame.open.splice(0)) reject(reason)
    },
    onEvent: (listener: (event: FrameEvent) => void) => {
      frame.listeners.add(listener)
      return () => frame.listeners.delete(listener)
    },
    droppedMessages: () => 0,
    destroy: () => undefined,
  }
}

/** Empties `frame`'s records and sets its answers to `handlers`, before each test. */
export function resetFrameStandIn(frame: FrameStandIn, handlers: Record<string, FrameHandler>): void {
  frame.created = 0
  frame.requests.length = 0
  frame.aborted.length = 0
  frame.open.length = 0
  frame.listeners.clear()
  frame.handlers = handlers
}
