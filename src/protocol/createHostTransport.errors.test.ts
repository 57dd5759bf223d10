// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { ZodError } from 'zod'
import { BaseError } from '../errors/BaseError'
import {
  deliver,
  frameWindow,
  isSettled,
  lastRequest,
  postedRequests,
  readyEvent,
  rpcPayload,
  start,
  startReady,
  transport,
  useTransportTestClock,
} from '../../test/protocol/hostTransportHarness'
import { FrameRequestError } from './frameErrors'

useTransportTestClock()

/** What every caller of a removed frame is told: the catalogue text, and why in the details. */
const removed = { shortMessage: 'Something went wrong', details: 'The login frame was removed.' }

describe('createHostTransport: the errors its callers get', () => {
  it('after destroy, the load, an open request, a queued one and any later one all say the frame was removed', async () => {
    await start()
    // Made before the schemas are in: still queued when destroy comes.
    const queued = transport.request('getUser', {})
    await vi.advanceTimersByTimeAsync(0)
    // Waiting for READY: open, not yet posted.
    const open = transport.request('getChainId', {})
    await vi.advanceTimersByTimeAsync(0)
    transport.destroy()
    const later = transport.request('getUser', {})
    for (const promise of [transport.ready, queued, open, later]) {
      const error: unknown = await promise.then(
        () => undefined,
        (reason: unknown) => reason,
      )
      expect(error).toBeInstanceOf(BaseError)
      expect(error).toMatchObject(removed)
    }
  })

  it('a request after the app detached the iframe fails at once, saying the frame was removed', async () => {
    await startReady()
    // Browsers give a detached iframe no window; jsdom keeps a dead one, so the browser's null is set here.
    transport.iframe.remove()
    Object.defineProperty(transport.iframe, 'contentWindow', { get: () => null })
    const outcome = transport.request('rpcRequest', rpcPayload).catch((reason: unknown) => reason)
    expect(await isSettled(outcome)).toBe(true)
    expect(await outcome).toMatchObject(removed)
    expect(vi.getTimerCount()).toBe(0)
  })

  it("a payload the browser cannot post rejects at once with the browser's error and no rpcAbort", async () => {
    await startReady()
    const cloneError = new DOMException('function could not be cloned.', 'DataCloneError')
    // jsdom's postMessage does not clone; the recorder throws what a browser's would.
    vi.mocked(frameWindow().postMessage).mockImplementationOnce(() => {
      throw cloneError
    })
    const outcome = transport.request('rpcRequest', { ...rpcPayload, params: [() => 'not data'] }).catch((reason: unknown) => reason)
    expect(await isSettled(outcome)).toBe(true)
    expect(await outcome).toBe(cloneError)
    await vi.advanceTimersByTimeAsync(0)
    expect(postedRequests()).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('an invalid payload is refused as an internal error that carries the validation issues', async () => {
    await startReady()
    const error: unknown = await transport.request('connectOtp', { otp: 'abc' }).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(FrameRequestError)
    expect(error).toMatchObject({ code: 5000, shortMessage: 'An error occurred' })
    const cause = (error as FrameRequestError).cause
    expect(cause).toBeInstanceOf(ZodError)
    expect((cause as ZodError).issues.map((issue) => issue.path)).toEqual([['otp']])
  })

  it('an rpcRequest the frame answered with an error is not aborted in the frame', async () => {
    await startReady()
    const promise = transport.request('rpcRequest', rpcPayload)
    await vi.advanceTimersByTimeAsync(0)
    const sent = lastRequest()
    deliver({ v: 1, kind: 'reply', id: sent.id, type: 'rpcRequest', ok: false, error: { code: 4001, message: 'User rejected the request.' } })
    await expect(promise).rejects.toMatchObject({ code: 4001 })
    await vi.advanceTimersByTimeAsync(0)
    expect(postedRequests().map(({ type }) => type)).toEqual(['rpcRequest'])
  })
})

describe('createHostTransport: READY events that do not count', () => {
  it('a malformed READY that names this protocol version is dropped without failing the load', async () => {
    await start()
    // No envelope version: not a valid event, but its payload says version 1, which is no mismatch.
    deliver({ kind: 'event', type: 'ready', payload: { version: 1 } })
    await vi.advanceTimersByTimeAsync(0)
    expect(transport.droppedMessages()).toBe(1)
    expect(await isSettled(transport.ready)).toBe(false)
    deliver(readyEvent())
    await vi.advanceTimersByTimeAsync(10)
    await expect(transport.ready).resolves.toBeUndefined()
  })

  it('a READY after the frame refused the domain starts no ready delay', async () => {
    await start()
    const assertion = expect(transport.ready).rejects.toMatchObject({ alertCode: 'APKT005' })
    deliver({ v: 1, kind: 'event', type: 'error', payload: { error: 'unverified_domain' } })
    await assertion
    deliver(readyEvent())
    await vi.advanceTimersByTimeAsync(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a second READY during the ready delay starts no second delay that destroy would leave running', async () => {
    await start({ ready: 100 })
    deliver(readyEvent())
    await vi.advanceTimersByTimeAsync(0)
    deliver(readyEvent())
    await vi.advanceTimersByTimeAsync(0)
    transport.destroy()
    await expect(transport.ready).rejects.toMatchObject(removed)
    expect(vi.getTimerCount()).toBe(0)
  })
})
