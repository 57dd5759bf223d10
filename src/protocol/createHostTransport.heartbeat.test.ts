// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import * as kit from '../../test/protocol/hostTransportHarness'
import { FRAME_HEARTBEAT_MS } from './frameHeartbeat'

kit.useTransportTestClock()

describe('createHostTransport: the 5 s heartbeat', () => {
  it('is 5 s, and the default', () => {
    expect(FRAME_HEARTBEAT_MS).toBe(5_000)
  })

  it('fails an open connect request within one heartbeat once the app takes the frame out of the page', async () => {
    // The defaults: a connect call would otherwise wait two minutes.
    await kit.start(null)
    kit.deliver(kit.readyEvent())
    await vi.advanceTimersByTimeAsync(500)
    await kit.transport.ready
    const promise = kit.transport.request('connectEmail', { email: 'ada@example.com' })
    promise.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    kit.transport.iframe.remove()
    await vi.advanceTimersByTimeAsync(FRAME_HEARTBEAT_MS - 1)
    expect(await kit.isSettled(promise)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(promise).rejects.toMatchObject({ shortMessage: 'Something went wrong', details: 'The login frame was removed.' })
    // Nothing open: the heartbeat stopped with the last request.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('leaves requests to a frame still in the page alone, and stops once none is open', async () => {
    await kit.startReady({ request: 60_000 })
    const promise = kit.transport.request('getChainId', {})
    await vi.advanceTimersByTimeAsync(FRAME_HEARTBEAT_MS * 3)
    expect(await kit.isSettled(promise)).toBe(false)
    kit.deliver(kit.replyTo(kit.lastRequest(), { chainId: 1 }))
    await expect(promise).resolves.toEqual({ chainId: 1 })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('keeps beating for the requests still open when another one is answered', async () => {
    await kit.startReady({ request: 60_000 })
    const answered = kit.transport.request('getChainId', {})
    await vi.advanceTimersByTimeAsync(0)
    const first = kit.lastRequest()
    const open = kit.transport.request('getChainId', {})
    open.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    kit.deliver(kit.replyTo(first, { chainId: 1 }))
    await expect(answered).resolves.toEqual({ chainId: 1 })
    kit.transport.iframe.remove()
    await vi.advanceTimersByTimeAsync(FRAME_HEARTBEAT_MS)
    // Without the heartbeat it would wait for its 60 s timeout.
    expect(await kit.isSettled(open)).toBe(true)
    await expect(open).rejects.toMatchObject({ details: 'The login frame was removed.' })
  })
})
