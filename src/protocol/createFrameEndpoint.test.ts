import { describe, expect, it, vi } from 'vitest'
import { checkHostOrigin } from './checkHostOrigin'
import { createFrameEndpoint } from './createFrameEndpoint'
import { FrameRequestError } from './frameErrors'
import { parseFrameReply } from './messages'
import { address, fakeFrameWindow, flush, handlers, hostOrigin, request } from '../../test/protocol/frameEndpointHarness'

describe('createFrameEndpoint', () => {
  it('announces READY with the version to the host origin only', () => {
    const { self, posted } = fakeFrameWindow()
    createFrameEndpoint({ hostOrigin, handlers: handlers(), self }).announce()
    expect(posted).toEqual([{ data: { v: 1, kind: 'event', type: 'ready', payload: { version: 1 } }, targetOrigin: hostOrigin }])
  })

  it('answers a valid request once; a replayed id is dropped', async () => {
    const { self, posted, deliver } = fakeFrameWindow()
    const isConnected = vi.fn(() => ({ isConnected: true }))
    const endpoint = createFrameEndpoint({ hostOrigin, handlers: handlers({ isConnected }), self })
    const message = request('isConnected', {})
    deliver(message)
    deliver(message)
    await flush()
    expect(isConnected).toHaveBeenCalledTimes(1)
    expect(posted).toHaveLength(1)
    expect(parseFrameReply(posted[0]?.data)).toMatchObject({ id: message.id, ok: true, result: { isConnected: true } })
    expect(posted[0]?.targetOrigin).toBe(hostOrigin)
    expect(endpoint.droppedMessages()).toBe(1)
  })

  it('drops requests from another origin, another window, or malformed ones', async () => {
    const { self, posted, deliver } = fakeFrameWindow()
    const isConnected = vi.fn(() => ({ isConnected: true }))
    const endpoint = createFrameEndpoint({ hostOrigin, handlers: handlers({ isConnected }), self })
    deliver(request('isConnected', {}), { origin: 'http://evil.test' })
    deliver(request('isConnected', {}), { source: {} })
    deliver(request('isConnected', {}), { source: null })
    deliver(request('isConnected', { extra: 1 }).payload)
    deliver({ ...request('isConnected', {}), v: 2 })
    deliver(request('eth_sign', {}))
    deliver(request('connectOtp', { otp: '1' }))
    await flush()
    expect(isConnected).not.toHaveBeenCalled()
    expect(posted).toEqual([])
    expect(endpoint.droppedMessages()).toBe(7)
  })

  it('turns thrown errors into error replies without leaking their text', async () => {
    const { self, posted, deliver } = fakeFrameWindow()
    createFrameEndpoint({
      hostOrigin,
      handlers: handlers({
        getUser: () => {
          throw new Error('secret key 0xabc')
        },
        signOut: () => {
          throw new FrameRequestError({ code: 4100 })
        },
      }),
      self,
    })
    deliver(request('getUser', {}))
    deliver(request('signOut', {}))
    await flush()
    expect(posted.map(({ data }) => (data as { error: unknown }).error)).toEqual([
      { code: 5000, message: 'An error occurred' },
      { code: 4100, message: 'Not connected to email or social' },
    ])
  })

  it('checks results against their schema before they leave', async () => {
    const { self, posted, deliver } = fakeFrameWindow()
    createFrameEndpoint({ hostOrigin, handlers: handlers({ getChainId: () => ({ chainId: -1 }) }), self })
    deliver(request('getChainId', {}))
    await flush()
    expect(posted[0]?.data).toMatchObject({ ok: false, error: { code: 5000 } })
  })

  it('rpcAbort aborts an open rpcRequest, which answers 5001 once', async () => {
    const { self, posted, deliver } = fakeFrameWindow()
    let signal: AbortSignal | undefined
    let finish: (value: { result: unknown }) => void = () => undefined
    createFrameEndpoint({
      hostOrigin,
      handlers: handlers({
        rpcRequest: (_payload, context) => {
          signal = context.signal
          return new Promise((resolve) => (finish = resolve))
        },
      }),
      self,
    })
    const rpc = request('rpcRequest', { method: 'personal_sign', params: ['0x68', address], chainId: 1, rpcUrl: 'http://127.0.0.1:8545' })
    deliver(rpc)
    await flush()
    const abort = request('rpcAbort', { requestId: rpc.id })
    deliver(abort)
    await flush()
    expect(signal?.aborted).toBe(true)
    finish({ result: '0xsig' })
    await flush()
    expect(posted.map(({ data }) => data)).toEqual([
      { v: 1, kind: 'reply', id: rpc.id, type: 'rpcRequest', ok: false, error: { code: 5001, message: 'Request was aborted' } },
      { v: 1, kind: 'reply', id: abort.id, type: 'rpcAbort', ok: true, result: {} },
    ])
  })

  it('posts approval events and stops after close', () => {
    const { self, posted, deliver } = fakeFrameWindow()
    const endpoint = createFrameEndpoint({ hostOrigin, handlers: handlers(), self })
    endpoint.setApprovalVisible(true)
    endpoint.close()
    endpoint.setApprovalVisible(false)
    deliver(request('isConnected', {}))
    expect(posted.map(({ data }) => data)).toEqual([{ v: 1, kind: 'event', type: 'approval', payload: { visible: true } }])
  })
})

describe('checkHostOrigin', () => {
  const allowedOrigins = ['http://127.0.0.1:*', 'https://*.example.com']
  it.each([
    [
      { claimed: 'http://127.0.0.1:5173', framed: true },
      { ok: true, origin: 'http://127.0.0.1:5173' },
    ],
    [
      { claimed: 'https://app.example.com', framed: true, ancestorOrigins: ['https://app.example.com'] },
      { ok: true, origin: 'https://app.example.com' },
    ],
    [
      { claimed: null, framed: true },
      { ok: false, status: 'no-origin' },
    ],
    [
      { claimed: 'http://127.0.0.1:5173/', framed: true },
      { ok: false, status: 'no-origin' },
    ],
    [
      { claimed: 'null', framed: true },
      { ok: false, status: 'no-origin' },
    ],
    [
      { claimed: 'https://evil.test', framed: true },
      { ok: false, status: 'origin-not-allowed' },
    ],
    [
      { claimed: 'http://127.0.0.1.evil.test', framed: true },
      { ok: false, status: 'origin-not-allowed' },
    ],
    [
      { claimed: 'http://127.0.0.1:5173', framed: false },
      { ok: false, status: 'not-framed' },
    ],
    // A browser that reports no ancestors leaves the claim to the allowed list.
    [
      { claimed: 'http://127.0.0.1:5173', framed: true, ancestorOrigins: [] },
      { ok: true, origin: 'http://127.0.0.1:5173' },
    ],
    [
      { claimed: 'http://127.0.0.1:5173', framed: true, ancestorOrigins: ['http://127.0.0.1:6666'] },
      { ok: false, status: 'origin-mismatch' },
    ],
    // Nested: the page that frames the login frame comes first, the top-level page last. The claim is
    // about the framing page; an allowed top-level page does not vouch for a page it frames.
    [
      { claimed: 'https://app.example.com', framed: true, ancestorOrigins: ['https://app.example.com', 'https://portal.test'] },
      { ok: true, origin: 'https://app.example.com' },
    ],
    [
      { claimed: 'https://app.example.com', framed: true, ancestorOrigins: ['https://widget.test', 'https://app.example.com'] },
      { ok: false, status: 'origin-mismatch' },
    ],
  ])('%j -> %j', (input, expected) => {
    expect(checkHostOrigin({ allowedOrigins, ...input })).toEqual(expected)
  })
})
