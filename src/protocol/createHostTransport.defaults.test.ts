// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { deliver, isSettled, postedRequests, readyEvent, rpcPayload, start, transport, useTransportTestClock } from '../../test/protocol/hostTransportHarness'

// The defaults are what apps get without configuring anything: each is pinned to the millisecond.
useTransportTestClock()

async function startReadyWithDefaults() {
  await start(null)
  deliver(readyEvent())
  await vi.advanceTimersByTimeAsync(500)
  await transport.ready
}

describe('createHostTransport: default timeouts', () => {
  it('waits 20 s for the frame to load', async () => {
    await start(null)
    const assertion = expect(transport.ready).rejects.toMatchObject({ alertCode: 'APKT003' })
    await vi.advanceTimersByTimeAsync(19_999)
    expect(await isSettled(transport.ready)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await assertion
  })

  it('counts the frame as ready 500 ms after READY', async () => {
    await start(null)
    await vi.advanceTimersByTimeAsync(0)
    deliver(readyEvent())
    await vi.advanceTimersByTimeAsync(499)
    expect(await isSettled(transport.ready)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(transport.ready).resolves.toBeUndefined()
  })

  it('gives a request 120 s', async () => {
    await startReadyWithDefaults()
    const promise = transport.request('connectEmail', { email: 'ada@example.com' })
    const assertion = expect(promise).rejects.toMatchObject({ alertCode: 'APKT004', reason: 'iframe_request_timeout' })
    await vi.advanceTimersByTimeAsync(119_999)
    expect(await isSettled(promise)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await assertion
    // A connect call's timeout names only the reason, as the catalogue's alert does.
    await expect(promise).rejects.toMatchObject({ details: 'iframe_request_timeout' })
  })

  it('gives an rpcRequest 600 s, as it may wait for the user, then tells the frame', async () => {
    await startReadyWithDefaults()
    const promise = transport.request('rpcRequest', rpcPayload)
    const assertion = expect(promise).rejects.toMatchObject({ details: 'rpcRequest timed out after 600000 ms' })
    await vi.advanceTimersByTimeAsync(599_999)
    expect(await isSettled(promise)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await assertion
    await vi.advanceTimersByTimeAsync(0)
    expect(postedRequests().map(({ type }) => type)).toEqual(['rpcRequest', 'rpcAbort'])
  })

  it('a non-connect request that times out names itself in the details', async () => {
    await startReadyWithDefaults()
    const promise = transport.request('getUser', {})
    const assertion = expect(promise).rejects.toMatchObject({ details: 'getUser timed out after 120000 ms' })
    await vi.advanceTimersByTimeAsync(120_000)
    await assertion
  })
})
