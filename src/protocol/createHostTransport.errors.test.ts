// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { ZodError } from 'zod'
import { BaseError } from '../errors/BaseError'
import * as kit from '../../test/protocol/hostTransportHarness'
import { FrameRequestError } from './frameErrors'

kit.useTransportTestClock()

/** What every caller of a removed frame is told: the catalogue text, and why in the details. */
const removed = { shortMessage: 'Something went wrong', details: 'The login frame was removed.' }

describe('createHostTransport: the errors its callers get', () => {
  it('after destroy, the load, an open request, a queued one and any later one all say the frame was removed', async () => {
    await kit.start()
    // Made before the schemas are in: still queued when destroy comes.
    const queued = kit.transport.request('getUser', {})
    await vi.advanceTimersByTimeAsync(0)
    // Waiting for READY: open, not yet posted.
    const open = kit.transport.request('getChainId', {})
    await vi.advanceTimersByTimeAsync(0)
    kit.transport.destroy()
    const later = kit.transport.request('getUser', {})
    for (const promise of [kit.transport.ready, queued, open, later]) {
      const error: unknown = await promise.then(
        () => undefined,
        (reason: unknown) => reason,
      )
      expect(error).toBeInstanceOf(BaseError)
      expect(error).toMatchObject(removed)
    }
  })

  it('a request after the app detached the iframe fails at once, saying the frame was removed', async () => {
    await kit.startReady()
    // Browsers give a detached iframe no window; jsdom keeps a dead one, so the browser's null is set here.
    kit.transport.iframe.remove()
    Object.defineProperty(kit.transport.iframe, 'contentWindow', { get: () => null })
    const outcome = kit.transport.request('rpcRequest', kit.rpcPayload).catch((reason: unknown) => reason)
    expect(await kit.isSettled(outcome)).toBe(true)
    expect(await outcome).toMatchObject(removed)
    expect(vi.getTimerCount()).toBe(0)
  })

  it("a payload the browser cannot post rejects at once with the browser's error and no rpcAbort", async () => {
    await kit.startReady()
    const cloneError = new DOMException('function could not be cloned.', 'DataCloneError')
    // jsdom's postMessage does not clone; the recorder throws what a browser's would.
    vi.mocked(kit.frameWindow().postMessage).mockImplementationOnce(() => {
      throw cloneError
    })
    const outcome = kit.transport.request('rpcRequest', { ...kit.rpcPayload, params: [() => 'not data'] }).catch((reason: unknown) => reason)
    expect(await kit.isSettled(outcome)).toBe(true)
    expect(await outcome).toBe(cloneError)
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.postedRequests()).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('an invalid payload is refused as an internal error that carries the validation issues', async () => {
    await kit.startReady()
    const error: unknown = await kit.transport.request('connectOtp', { otp: 'abc' }).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(FrameRequestError)
    expect(error).toMatchObject({ code: 5000, shortMessage: 'An error occurred' })
    const cause = (error as FrameRequestError).cause
    expect(cause).toBeInstanceOf(ZodError)
    expect((cause as ZodError).issues.map((issue) => issue.path)).toEqual([['otp']])
  })

  it('an rpcRequest the frame answered with an error is not aborted in the frame', async () => {
    await kit.startReady()
    const promise = kit.transport.request('rpcRequest', kit.rpcPayload)
    await vi.advanceTimersByTimeAsync(0)
    const sent = kit.lastRequest()
    kit.deliver({ v: 1, kind: 'reply', id: sent.id, type: 'rpcRequest', ok: false, error: { code: 4001, message: 'User rejected the request.' } })
    await expect(promise).rejects.toMatchObject({ code: 4001 })
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.postedRequests().map(({ type }) => type)).toEqual(['rpcRequest'])
  })
})

describe('createHostTransport: READY events that do not count', () => {
  it('a malformed READY that names this protocol version is dropped without failing the load', async () => {
    await kit.start()
    // No envelope version: not a valid event, but its payload says version 1, which is no mismatch.
    kit.deliver({ kind: 'event', type: 'ready', payload: { version: 1 } })
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.transport.droppedMessages()).toBe(1)
    expect(await kit.isSettled(kit.transport.ready)).toBe(false)
    kit.deliver(kit.readyEvent())
    await vi.advanceTimersByTimeAsync(10)
    await expect(kit.transport.ready).resolves.toBeUndefined()
  })

  it('a READY after the frame refused the domain starts no ready delay', async () => {
    await kit.start()
    const assertion = expect(kit.transport.ready).rejects.toMatchObject({ alertCode: 'APKT005' })
    kit.deliver({ v: 1, kind: 'event', type: 'error', payload: { error: 'unverified_domain' } })
    await assertion
    kit.deliver(kit.readyEvent())
    await vi.advanceTimersByTimeAsync(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a second READY during the ready delay starts no second delay that destroy would leave running', async () => {
    await kit.start({ ready: 100 })
    kit.deliver(kit.readyEvent())
    await vi.advanceTimersByTimeAsync(0)
    kit.deliver(kit.readyEvent())
    await vi.advanceTimersByTimeAsync(0)
    kit.transport.destroy()
    await expect(kit.transport.ready).rejects.toMatchObject(removed)
    expect(vi.getTimerCount()).toBe(0)
  })
})
