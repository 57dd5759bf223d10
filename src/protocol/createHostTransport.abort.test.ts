// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import * as kit from '../../test/protocol/hostTransportHarness'

kit.useTransportTestClock()

describe('createHostTransport: a request that ends on the host side after it was sent', () => {
  it('an AbortSignal that fires while the frame shows the approval rejects the caller and tells the frame', async () => {
    await kit.startReady()
    const controller = new AbortController()
    const promise = kit.transport.request('rpcRequest', kit.rpcPayload, { signal: controller.signal })
    await vi.advanceTimersByTimeAsync(0)
    const sent = kit.lastRequest()
    expect(sent.type).toBe('rpcRequest')
    const reason = new Error('User closed the modal')
    controller.abort(reason)
    await expect(promise).rejects.toBe(reason)
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.postedRequests().map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: 'rpcRequest', payload: kit.rpcPayload },
      { type: 'rpcAbort', payload: { requestId: sent.id } },
    ])
  })

  it('an aborted request that is not an RPC request is rejected without an rpcAbort', async () => {
    await kit.startReady()
    const controller = new AbortController()
    const promise = kit.transport.request('connectEmail', { email: 'ada@example.com' }, { signal: controller.signal })
    await vi.advanceTimersByTimeAsync(0)
    controller.abort()
    await expect(promise).rejects.toMatchObject({ code: 5001, shortMessage: 'Request was aborted' })
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.postedRequests().map(({ type }) => type)).toEqual(['connectEmail'])
  })

  it('a timed-out rpcRequest rejects with the timeout and posts rpcAbort for it', async () => {
    await kit.startReady({ rpc: 300 })
    const promise = kit.transport.request('rpcRequest', kit.rpcPayload)
    const assertion = expect(promise).rejects.toMatchObject({
      alertCode: 'APKT004',
      reason: 'iframe_request_timeout',
      details: 'rpcRequest timed out after 300 ms',
    })
    await vi.advanceTimersByTimeAsync(0)
    const sent = kit.lastRequest()
    await vi.advanceTimersByTimeAsync(299)
    expect(await kit.isSettled(promise)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await assertion
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.lastRequest()).toMatchObject({ type: 'rpcAbort', payload: { requestId: sent.id } })
  })

  it('the per-request timeoutMs overrides the default', async () => {
    await kit.startReady({ request: 10_000 })
    const promise = kit.transport.request('getUser', {}, { timeoutMs: 50 })
    const assertion = expect(promise).rejects.toMatchObject({ details: 'getUser timed out after 50 ms' })
    await vi.advanceTimersByTimeAsync(50)
    await assertion
    expect(kit.postedRequests().map(({ type }) => type)).toEqual(['getUser'])
  })

  it('a reply after an abort settles nothing and posts nothing more', async () => {
    await kit.startReady()
    const controller = new AbortController()
    const promise = kit.transport.request('rpcRequest', kit.rpcPayload, { signal: controller.signal })
    await vi.advanceTimersByTimeAsync(0)
    const sent = kit.lastRequest()
    controller.abort()
    await expect(promise).rejects.toMatchObject({ code: 5001 })
    await vi.advanceTimersByTimeAsync(0)
    const count = kit.posted.length
    kit.deliver(kit.replyTo(sent, { result: '0xsig' }))
    await vi.advanceTimersByTimeAsync(2_000)
    expect(kit.posted).toHaveLength(count)
  })

  it('an answered request is not aborted in the frame by a later abort or timeout', async () => {
    await kit.startReady({ rpc: 100 })
    const controller = new AbortController()
    const promise = kit.transport.request('rpcRequest', kit.rpcPayload, { signal: controller.signal })
    await vi.advanceTimersByTimeAsync(0)
    kit.deliver(kit.replyTo(kit.lastRequest(), { result: '0xsig' }))
    await expect(promise).resolves.toEqual({ result: '0xsig' })
    controller.abort()
    await vi.advanceTimersByTimeAsync(500)
    expect(kit.postedRequests().map(({ type }) => type)).toEqual(['rpcRequest'])
  })
})

describe('createHostTransport: before READY', () => {
  it('a request aborted while the frame loads is never posted, and no rpcAbort either', async () => {
    await kit.start()
    const controller = new AbortController()
    const promise = kit.transport.request('rpcRequest', kit.rpcPayload, { signal: controller.signal })
    const other = kit.transport.request('getChainId', {})
    await vi.advanceTimersByTimeAsync(0)
    controller.abort()
    await expect(promise).rejects.toMatchObject({ code: 5001 })
    kit.deliver(kit.readyEvent())
    await vi.advanceTimersByTimeAsync(10)
    await kit.transport.ready
    expect(kit.postedRequests().map(({ type }) => type)).toEqual(['getChainId'])
    kit.deliver(kit.replyTo(kit.lastRequest(), { chainId: 1 }))
    await expect(other).resolves.toEqual({ chainId: 1 })
  })

  it('a request that times out while the frame loads is never posted', async () => {
    await kit.start({ load: 5_000, request: 100 })
    const promise = kit.transport.request('getUser', {})
    const assertion = expect(promise).rejects.toMatchObject({ reason: 'iframe_request_timeout' })
    await vi.advanceTimersByTimeAsync(100)
    await assertion
    kit.deliver(kit.readyEvent())
    await vi.advanceTimersByTimeAsync(10)
    await kit.transport.ready
    expect(kit.posted).toEqual([])
  })

  it('an approval or other event before READY does not make the frame ready', async () => {
    await kit.start({ load: 1_000 })
    const assertion = expect(kit.transport.ready).rejects.toMatchObject({ alertCode: 'APKT003', reason: 'iframe_load_failed' })
    const request = expect(kit.transport.request('getUser', {})).rejects.toMatchObject({ alertCode: 'APKT003' })
    kit.deliver({ v: 1, kind: 'event', type: 'approval', payload: { visible: true } })
    await vi.advanceTimersByTimeAsync(500)
    expect(await kit.isSettled(kit.transport.ready)).toBe(false)
    expect(kit.posted).toEqual([])
    await vi.advanceTimersByTimeAsync(500)
    await assertion
    await request
    expect(kit.posted).toEqual([])
  })

  it('an error event after READY does not undo it', async () => {
    await kit.startReady()
    kit.deliver({ v: 1, kind: 'event', type: 'error', payload: { error: 'unverified_domain' } })
    await vi.advanceTimersByTimeAsync(0)
    await expect(kit.transport.ready).resolves.toBeUndefined()
  })

  it('an error event during the ready delay fails ready, and the delay does not resolve it afterwards', async () => {
    await kit.start({ ready: 100 })
    const assertion = expect(kit.transport.ready).rejects.toMatchObject({ alertCode: 'APKT005' })
    kit.deliver(kit.readyEvent())
    await vi.advanceTimersByTimeAsync(50)
    kit.deliver({ v: 1, kind: 'event', type: 'error', payload: { error: 'unverified_domain' } })
    await vi.advanceTimersByTimeAsync(100)
    await assertion
  })

  it('a READY event stops the load timeout', async () => {
    await kit.start({ load: 100, ready: 5 })
    kit.deliver(kit.readyEvent())
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(kit.transport.ready).resolves.toBeUndefined()
  })
})
