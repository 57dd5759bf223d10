import { afterEach, beforeEach, vi } from 'vitest'
import type { HostTransport, HostTransportTimeouts } from '../../src/protocol/createHostTransport'
import { createHostTransport } from '../../src/protocol/createHostTransport'
import { parseFrameRequest } from '../../src/protocol/messages'
import type { FrameRequest } from '../../src/protocol/messages'

/**
 * Test harness of the host transport (jsdom, fake timers): a transport whose frame window's
 * `postMessage` is recorded in {@link posted}, and helpers to play the frame's side.
 */
export const frameOrigin = 'http://frame.test:8788'
export const hostOrigin = 'http://host.test:5173'
export const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The transport made by the last {@link start}. */
export let transport: HostTransport
/** What the host posted to the frame since the last {@link start}. */
export let posted: { data: unknown; targetOrigin: string }[] = []

export function frameWindow(): Window {
  const window = transport.iframe.contentWindow
  if (!window) throw new Error('no frame window')
  return window
}

/** Delivers a message to the host page as if `source` at `origin` had posted it. */
export function deliver(data: unknown, { origin = frameOrigin, source = frameWindow() as Window | null } = {}): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
}

export const readyEvent = (version = 1) => ({ v: 1, kind: 'event', type: 'ready', payload: { version } })

/** The requests posted so far, parsed. */
export const postedRequests = (): FrameRequest[] =>
  posted.map(({ data }) => parseFrameRequest(data)).filter((request): request is FrameRequest => request !== null)

export const lastRequest = (): FrameRequest => {
  const request = parseFrameRequest(posted.at(-1)?.data)
  if (!request) throw new Error('no request posted')
  return request
}

export const replyTo = (request: FrameRequest, result: unknown) => ({ v: 1, kind: 'reply', id: request.id, type: request.type, ok: true, result })

export const rpcPayload = { method: 'personal_sign', params: ['0x68', address], chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }

/**
 * A transport with short timeouts unless `timeouts` says otherwise; `null` keeps the defaults.
 */
export async function start(timeouts: HostTransportTimeouts | null = {}): Promise<void> {
  transport = createHostTransport({
    frameUrl: `${frameOrigin}/`,
    hostOrigin,
    query: { projectId: 'foyer-local', chainId: 31337 },
    ...(timeouts === null ? {} : { timeouts: { ready: 5, load: 1_000, request: 1_000, rpc: 1_000, ...timeouts } }),
  })
  posted = []
  vi.spyOn(frameWindow(), 'postMessage').mockImplementation(((data: unknown, targetOrigin: string) => {
    posted.push({ data, targetOrigin })
  }) as Window['postMessage'])
}

/** {@link start}, then READY and the ready delay. */
export async function startReady(timeouts: HostTransportTimeouts = {}): Promise<void> {
  await start(timeouts)
  deliver(readyEvent())
  await vi.advanceTimersByTimeAsync(10)
  // Fail at once rather than wait for the test timeout when a bug keeps the frame from getting ready.
  if (!(await isSettled(transport.ready))) throw new Error('the transport did not get ready')
  await transport.ready
}

/** Whether `promise` has settled, after letting queued work run. */
export async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  )
  await vi.advanceTimersByTimeAsync(0)
  return settled
}

/**
 * Every host-transport test file runs on fake timers (the transport's timeouts are minutes long) and
 * destroys its transport afterwards; call once at the top of the file.
 */
export function useTransportTestClock(): void {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    transport?.destroy()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
}
