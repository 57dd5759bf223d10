// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { FrameAlertError } from './frameAlertError'
import { FrameRequestError } from './frameErrors'
import { parseFrameRequest } from './messages'
import * as kit from '../../test/protocol/hostTransportHarness'

const user = { address: kit.address, chainId: 31337, accounts: [{ address: kit.address, type: 'eoa' }], authProvider: 'email', preferredAccountType: 'eoa' }

kit.useTransportTestClock()

describe('createHostTransport', () => {
  it('creates a hidden, sandboxed iframe with the contract URL', async () => {
    await kit.start()
    const url = new URL(kit.transport.iframe.src)
    expect(url.origin).toBe(kit.frameOrigin)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      origin: kit.hostOrigin,
      version: '1',
      projectId: 'foyer-local',
      chainId: '31337',
      enableLogger: 'false',
    })
    expect(kit.transport.iframe.hidden).toBe(true)
    expect(kit.transport.iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin')
    expect(document.body.contains(kit.transport.iframe)).toBe(true)
  })

  it('is ready after the READY event plus the ready delay, and posts only to the frame origin', async () => {
    await kit.startReady()
    const promise = kit.transport.request('isConnected', {})
    await vi.advanceTimersByTimeAsync(0)
    const request = kit.lastRequest()
    expect(kit.posted.at(-1)?.targetOrigin).toBe(kit.frameOrigin)
    expect(request.id).toMatch(/^[0-9a-f-]{36}$/)
    kit.deliver(kit.replyTo(request, { isConnected: true }))
    await expect(promise).resolves.toEqual({ isConnected: true })
  })

  it('rejects ready with APKT003 when the frame never loads', async () => {
    await kit.start({ load: 50 })
    const request = kit.transport.request('isConnected', {})
    const assertions = [
      expect(kit.transport.ready).rejects.toMatchObject({ alertCode: 'APKT003', reason: 'iframe_load_failed' }),
      expect(request).rejects.toBeInstanceOf(FrameAlertError),
    ]
    await vi.advanceTimersByTimeAsync(60)
    await Promise.all(assertions)
    expect(kit.posted).toEqual([])
  })

  it('rejects ready at once when the frame speaks another protocol version', async () => {
    await kit.start()
    const assertion = expect(kit.transport.ready).rejects.toMatchObject({ alertCode: 'APKT003' })
    kit.deliver(kit.readyEvent(2))
    await assertion
  })

  it('rejects ready with APKT005 when the frame refuses the domain', async () => {
    await kit.start()
    const assertion = expect(kit.transport.ready).rejects.toMatchObject({ alertCode: 'APKT005', reason: 'unverified_domain' })
    kit.deliver({ v: 1, kind: 'event', type: 'error', payload: { error: 'unverified_domain' } })
    await assertion
  })

  it('ignores a READY event from another window or origin', async () => {
    await kit.start({ load: 50 })
    const assertion = expect(kit.transport.ready).rejects.toMatchObject({ alertCode: 'APKT003' })
    kit.deliver(kit.readyEvent(), { source: window })
    kit.deliver(kit.readyEvent(), { origin: 'http://evil.test' })
    await vi.advanceTimersByTimeAsync(60)
    await assertion
    // Frame messages are checked once the lazily loaded schemas are in: let them run.
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.transport.droppedMessages()).toBe(2)
  })

  it('drops forged replies: other window, other origin, null source, malformed, wrong type', async () => {
    await kit.startReady()
    const promise = kit.transport.request('isConnected', {})
    await vi.advanceTimersByTimeAsync(0)
    const request = kit.lastRequest()
    const forged = kit.replyTo(request, { isConnected: true })
    const otherFrame = document.createElement('iframe')
    document.body.append(otherFrame)
    kit.deliver(forged, { source: otherFrame.contentWindow })
    kit.deliver(forged, { source: window })
    kit.deliver(forged, { source: null })
    kit.deliver(forged, { origin: 'http://evil.test' })
    kit.deliver(forged, { origin: 'http://frame.test:8789' })
    kit.deliver({ ...forged, result: { isConnected: 'yes' } })
    kit.deliver({ ...forged, v: 2 })
    kit.deliver({ ...forged, type: 'getChainId', result: { chainId: 1 } })
    kit.deliver({ ...forged, id: crypto.randomUUID() })
    kit.deliver('{"kind":"reply"}')
    // Frame messages are checked once the lazily loaded schemas are in: let them run.
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.transport.droppedMessages()).toBe(10)
    let settled = false
    void promise.then(
      () => (settled = true),
      () => (settled = true),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    kit.deliver(kit.replyTo(request, { isConnected: false }))
    await expect(promise).resolves.toEqual({ isConnected: false })
    otherFrame.remove()
  })

  it('answers each id once: a replayed reply is dropped', async () => {
    await kit.startReady()
    const first = kit.transport.request('getChainId', {})
    await vi.advanceTimersByTimeAsync(0)
    const request = kit.lastRequest()
    kit.deliver(kit.replyTo(request, { chainId: 1 }))
    await expect(first).resolves.toEqual({ chainId: 1 })
    const second = kit.transport.request('getChainId', {})
    await vi.advanceTimersByTimeAsync(0)
    const dropped = kit.transport.droppedMessages()
    kit.deliver(kit.replyTo(request, { chainId: 666 }))
    // Frame messages are checked once the lazily loaded schemas are in: let them run.
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.transport.droppedMessages()).toBe(dropped + 1)
    kit.deliver(kit.replyTo(kit.lastRequest(), { chainId: 2 }))
    await expect(second).resolves.toEqual({ chainId: 2 })
  })

  it('rejects connect calls with APKT004 after the request timeout and drops the late reply', async () => {
    await kit.startReady({ request: 100 })
    const promise = kit.transport.request('connectEmail', { email: 'ada@example.com' })
    const assertion = expect(promise).rejects.toMatchObject({ alertCode: 'APKT004', reason: 'iframe_request_timeout' })
    await vi.advanceTimersByTimeAsync(0)
    const request = kit.lastRequest()
    await vi.advanceTimersByTimeAsync(150)
    await assertion
    const dropped = kit.transport.droppedMessages()
    kit.deliver(kit.replyTo(request, { action: 'VERIFY_OTP' }))
    // Frame messages are checked once the lazily loaded schemas are in: let them run.
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.transport.droppedMessages()).toBe(dropped + 1)
  })

  it('turns error replies into FrameRequestError with the code', async () => {
    await kit.startReady()
    const promise = kit.transport.request('rpcRequest', {
      method: 'personal_sign',
      params: ['0x68', kit.address],
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
    })
    await vi.advanceTimersByTimeAsync(0)
    const request = kit.lastRequest()
    kit.deliver({ v: 1, kind: 'reply', id: request.id, type: 'rpcRequest', ok: false, error: { code: 4001, message: 'User rejected the request.' } })
    await expect(promise).rejects.toMatchObject({ code: 4001, shortMessage: 'User rejected the request.' })
  })

  it('refuses forbidden RPC methods without asking the frame', async () => {
    await kit.startReady()
    await expect(kit.transport.request('rpcRequest', { method: 'eth_sign', chainId: 1, rpcUrl: 'http://127.0.0.1:8545' })).rejects.toMatchObject({
      code: 4200,
      shortMessage: 'Requested RPC call is not allowed',
    })
    expect(kit.posted).toEqual([])
  })

  it('rejects invalid payloads without posting', async () => {
    await kit.startReady()
    await expect(kit.transport.request('connectOtp', { otp: 'abc' })).rejects.toBeInstanceOf(FrameRequestError)
    expect(kit.posted).toEqual([])
  })

  it('abortAll rejects open requests with the reason and sends rpcAbort for open RPC requests', async () => {
    await kit.startReady()
    const rpc = kit.transport.request('rpcRequest', { method: 'personal_sign', params: ['0x68', kit.address], chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' })
    const other = kit.transport.request('connectOtp', { otp: '4KQ7011Z' })
    await vi.advanceTimersByTimeAsync(0)
    const rpcRequest = parseFrameRequest(kit.posted[0]?.data)
    kit.transport.abortAll(new Error('Modal closed'))
    await expect(rpc).rejects.toThrow('Modal closed')
    await expect(other).rejects.toThrow('Modal closed')
    await vi.advanceTimersByTimeAsync(0)
    const abort = kit.lastRequest()
    expect(abort).toMatchObject({ type: 'rpcAbort', payload: { requestId: rpcRequest?.id } })
    // The frame's late answer to the aborted request is dropped.
    const dropped = kit.transport.droppedMessages()
    if (rpcRequest) kit.deliver(kit.replyTo(rpcRequest, { result: '0xsig' }))
    // Frame messages are checked once the lazily loaded schemas are in: let them run.
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.transport.droppedMessages()).toBe(dropped + 1)
  })

  it('rejects a request when its AbortSignal fires', async () => {
    await kit.startReady()
    const controller = new AbortController()
    const promise = kit.transport.request('connectFarcaster', {}, { signal: controller.signal })
    controller.abort()
    await expect(promise).rejects.toMatchObject({ code: 5001, shortMessage: 'Request was aborted' })
    const reason = new Error('Modal closed')
    await expect(kit.transport.request('getUser', {}, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason)
  })

  it('passes approval events to listeners and drops malformed events', async () => {
    await kit.startReady()
    const events: unknown[] = []
    const unsubscribe = kit.transport.onEvent((event) => events.push(event))
    kit.deliver({ v: 1, kind: 'event', type: 'approval', payload: { visible: true } })
    kit.deliver({ v: 1, kind: 'event', type: 'approval', payload: { visible: 1 } })
    kit.deliver({ v: 1, kind: 'event', type: 'approval', payload: { visible: false } }, { source: window })
    await vi.advanceTimersByTimeAsync(0)
    unsubscribe()
    kit.deliver({ v: 1, kind: 'event', type: 'approval', payload: { visible: false } })
    await vi.advanceTimersByTimeAsync(0)
    expect(events).toEqual([{ v: 1, kind: 'event', type: 'approval', payload: { visible: true } }])
  })

  it('abortAll also settles a request still waiting for the schemas to load', async () => {
    await kit.start()
    const early = kit.transport.request('getUser', {})
    kit.transport.abortAll(new Error('Modal closed'))
    await expect(early).rejects.toThrow('Modal closed')
    kit.deliver(kit.readyEvent())
    await vi.advanceTimersByTimeAsync(10)
    expect(kit.posted).toEqual([])
  })

  it('destroy removes the iframe and rejects open requests', async () => {
    await kit.startReady()
    const promise = kit.transport.request('getUser', {})
    kit.transport.destroy()
    await expect(promise).rejects.toThrow('Something went wrong')
    expect(document.body.contains(kit.transport.iframe)).toBe(false)
    await expect(kit.transport.request('getUser', {})).rejects.toThrow()
  })

  it('validates results: a user with a bad address is dropped', async () => {
    await kit.startReady({ request: 100 })
    const promise = kit.transport.request('connectOtp', { otp: '4KQ7011Z' })
    const assertion = expect(promise).rejects.toMatchObject({ alertCode: 'APKT004' })
    await vi.advanceTimersByTimeAsync(0)
    kit.deliver(kit.replyTo(kit.lastRequest(), { ...user, address: '0x1234' }))
    await vi.advanceTimersByTimeAsync(150)
    await assertion
  })
})
