// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import * as kit from '../../test/protocol/hostTransportHarness'

kit.useTransportTestClock()

describe('createHostTransport: what it leaves behind', () => {
  // A timer left running keeps a test runner or a server-side render alive and fires into a dead
  // transport; every path that ends the load or a request clears its timers.
  it('no timer is left once the frame is ready and a request answered', async () => {
    await kit.startReady()
    const promise = kit.transport.request('getChainId', {})
    await vi.advanceTimersByTimeAsync(0)
    kit.deliver(kit.replyTo(kit.lastRequest(), { chainId: 1 }))
    await expect(promise).resolves.toEqual({ chainId: 1 })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('no timer is left after the frame refuses the domain', async () => {
    await kit.start()
    const assertion = expect(kit.transport.ready).rejects.toMatchObject({ alertCode: 'APKT005' })
    kit.deliver({ v: 1, kind: 'event', type: 'error', payload: { error: 'unverified_domain' } })
    await assertion
    expect(vi.getTimerCount()).toBe(0)
  })

  it('no timer is left after destroy during the load', async () => {
    await kit.start()
    kit.transport.destroy()
    await expect(kit.transport.ready).rejects.toThrow('Something went wrong')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('no timer is left after an aborted request', async () => {
    await kit.startReady()
    const controller = new AbortController()
    const promise = kit.transport.request('getUser', {}, { signal: controller.signal })
    await vi.advanceTimersByTimeAsync(0)
    controller.abort()
    await expect(promise).rejects.toMatchObject({ code: 5001 })
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('createHostTransport: messages it must not trust', () => {
  it('drops a message without a source once the app has detached the iframe', async () => {
    await kit.startReady()
    const promise = kit.transport.request('getChainId', {})
    promise.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    const request = kit.lastRequest()
    // Detached (not destroyed): browsers then give the iframe no window (null), the same value as a
    // message's missing source. jsdom keeps a dead window, so the browser's null is set here.
    kit.transport.iframe.remove()
    Object.defineProperty(kit.transport.iframe, 'contentWindow', { get: () => null })
    const dropped = kit.transport.droppedMessages()
    kit.deliver(kit.replyTo(request, { chainId: 666 }), { source: null })
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.transport.droppedMessages()).toBe(dropped + 1)
    expect(await kit.isSettled(promise)).toBe(false)
  })

  it('drops null, primitives and messages of another kind without failing the load', async () => {
    await kit.start()
    kit.deliver(null)
    kit.deliver(42)
    kit.deliver({ v: 1, kind: 'request', type: 'ready', payload: { version: 2 } })
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.transport.droppedMessages()).toBe(3)
    kit.deliver(kit.readyEvent())
    await vi.advanceTimersByTimeAsync(10)
    await expect(kit.transport.ready).resolves.toBeUndefined()
  })

  it('a READY-like message without a version is dropped and does not fail the load', async () => {
    await kit.start()
    kit.deliver({ v: 1, kind: 'event', type: 'ready', payload: {} })
    kit.deliver({ v: 1, kind: 'event', type: 'ready' })
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.transport.droppedMessages()).toBe(2)
    kit.deliver(kit.readyEvent())
    await vi.advanceTimersByTimeAsync(10)
    await expect(kit.transport.ready).resolves.toBeUndefined()
  })

  it('messages that arrive before destroy and are read after it change nothing and count as dropped', async () => {
    await kit.startReady()
    const events: unknown[] = []
    kit.transport.onEvent((event) => events.push(event))
    const promise = kit.transport.request('getChainId', {})
    promise.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    const request = kit.lastRequest()
    kit.posted.length = 0
    kit.deliver({ v: 1, kind: 'event', type: 'approval', payload: { visible: true } })
    kit.deliver(kit.replyTo(request, { chainId: 1 }))
    kit.transport.destroy()
    await vi.advanceTimersByTimeAsync(0)
    expect(events).toEqual([])
    expect(kit.posted).toEqual([])
    expect(kit.transport.droppedMessages()).toBe(2)
    await expect(promise).rejects.toThrow('Something went wrong')
  })

  // An app may keep one AbortController for a whole page: each request must take its listener off
  // the signal once it settles, or listeners pile up for as long as the page lives.
  it('a settled request leaves no listener on a long-lived AbortSignal', async () => {
    await kit.startReady()
    const controller = new AbortController()
    const added = vi.spyOn(controller.signal, 'addEventListener')
    const removed = vi.spyOn(controller.signal, 'removeEventListener')
    const answered = kit.transport.request('getChainId', {}, { signal: controller.signal })
    await vi.advanceTimersByTimeAsync(0)
    kit.deliver(kit.replyTo(kit.lastRequest(), { chainId: 1 }))
    await expect(answered).resolves.toEqual({ chainId: 1 })
    const timedOut = kit.transport.request('getChainId', {}, { signal: controller.signal, timeoutMs: 50 })
    const timedOutAssertion = expect(timedOut).rejects.toMatchObject({ alertCode: 'APKT004' })
    await vi.advanceTimersByTimeAsync(60)
    await timedOutAssertion
    expect(added).toHaveBeenCalledTimes(2)
    expect(removed.mock.calls.map(([type, listener]) => [type, listener])).toEqual(added.mock.calls.map(([type, listener]) => [type, listener]))
  })

  it("a destroyed transport stops listening to the page's messages", async () => {
    await kit.startReady()
    kit.transport.destroy()
    const before = kit.transport.droppedMessages()
    kit.deliver(kit.readyEvent())
    kit.deliver({ v: 1, kind: 'event', type: 'approval', payload: { visible: true } })
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.transport.droppedMessages()).toBe(before)
  })

  it('a frame on another protocol version fails the load naming both versions', async () => {
    await kit.start()
    const assertion = expect(kit.transport.ready).rejects.toMatchObject({
      alertCode: 'APKT003',
      details: 'The frame speaks protocol version 2; this page speaks 1.',
    })
    kit.deliver(kit.readyEvent(2))
    await assertion
  })
})
