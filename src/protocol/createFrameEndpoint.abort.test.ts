import { describe, expect, it } from 'vitest'
import type { FrameRequestContext } from './createFrameEndpoint'
import { createFrameEndpoint } from './createFrameEndpoint'
import { address, fakeFrameWindow, flush, handlers, hostOrigin, request } from '../../test/protocol/frameEndpointHarness'

const rpcPayload = { method: 'personal_sign', params: ['0x68', address], chainId: 1, rpcUrl: 'http://127.0.0.1:8545' }

/** A handler that waits until the test finishes it, keeping its context. */
function pendingHandler<T>() {
  const state: { context?: FrameRequestContext; finish(value: T): void } = { finish: () => undefined }
  const handler = (_payload: unknown, context: FrameRequestContext) => {
    state.context = context
    return new Promise<T>((resolve) => (state.finish = resolve))
  }
  return { state, handler }
}

const replies = (posted: { data: unknown }[]) => posted.map(({ data }) => data)

describe('createFrameEndpoint: rpcAbort', () => {
  it('does not abort a request that is not an RPC request (connectEmail runs on and answers)', async () => {
    const { self, posted, deliver } = fakeFrameWindow()
    const connect = pendingHandler<{ action: 'VERIFY_OTP' }>()
    createFrameEndpoint({ hostOrigin, handlers: handlers({ connectEmail: connect.handler }), self })
    const email = request('connectEmail', { email: 'ada@example.com' })
    deliver(email)
    await flush()
    const abort = request('rpcAbort', { requestId: email.id })
    deliver(abort)
    await flush()
    expect(connect.state.context?.signal.aborted).toBe(false)
    connect.state.finish({ action: 'VERIFY_OTP' })
    await flush()
    expect(replies(posted)).toEqual([
      { v: 1, kind: 'reply', id: abort.id, type: 'rpcAbort', ok: true, result: {} },
      { v: 1, kind: 'reply', id: email.id, type: 'connectEmail', ok: true, result: { action: 'VERIFY_OTP' } },
    ])
  })

  it('answers an rpcAbort for an unknown id, and nothing else', async () => {
    const { self, posted, deliver } = fakeFrameWindow()
    const endpoint = createFrameEndpoint({ hostOrigin, handlers: handlers(), self })
    const abort = request('rpcAbort', { requestId: crypto.randomUUID() })
    deliver(abort)
    await flush()
    expect(posted).toEqual([{ data: { v: 1, kind: 'reply', id: abort.id, type: 'rpcAbort', ok: true, result: {} }, targetOrigin: hostOrigin }])
    expect(endpoint.droppedMessages()).toBe(0)
  })

  it('an rpcAbort after the RPC request was answered changes nothing', async () => {
    const { self, posted, deliver } = fakeFrameWindow()
    createFrameEndpoint({ hostOrigin, handlers: handlers({ rpcRequest: () => ({ result: '0xsig' }) }), self })
    const rpc = request('rpcRequest', rpcPayload)
    deliver(rpc)
    await flush()
    const abort = request('rpcAbort', { requestId: rpc.id })
    deliver(abort)
    await flush()
    expect(replies(posted)).toEqual([
      { v: 1, kind: 'reply', id: rpc.id, type: 'rpcRequest', ok: true, result: { result: '0xsig' } },
      { v: 1, kind: 'reply', id: abort.id, type: 'rpcAbort', ok: true, result: {} },
    ])
  })

  it('a second rpcAbort for the same request answers, without a second 5001', async () => {
    const { self, posted, deliver } = fakeFrameWindow()
    const rpcHandler = pendingHandler<{ result: unknown }>()
    createFrameEndpoint({ hostOrigin, handlers: handlers({ rpcRequest: rpcHandler.handler }), self })
    const rpc = request('rpcRequest', rpcPayload)
    deliver(rpc)
    await flush()
    const first = request('rpcAbort', { requestId: rpc.id })
    const second = request('rpcAbort', { requestId: rpc.id })
    deliver(first)
    deliver(second)
    await flush()
    expect(replies(posted)).toEqual([
      { v: 1, kind: 'reply', id: rpc.id, type: 'rpcRequest', ok: false, error: { code: 5001, message: 'Request was aborted' } },
      { v: 1, kind: 'reply', id: first.id, type: 'rpcAbort', ok: true, result: {} },
      { v: 1, kind: 'reply', id: second.id, type: 'rpcAbort', ok: true, result: {} },
    ])
  })

  it('a handler that throws after its request was aborted adds no second reply', async () => {
    const { self, posted, deliver } = fakeFrameWindow()
    createFrameEndpoint({
      hostOrigin,
      handlers: handlers({
        rpcRequest: (_payload, { signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('stopped')))),
      }),
      self,
    })
    const rpc = request('rpcRequest', rpcPayload)
    deliver(rpc)
    await flush()
    deliver(request('rpcAbort', { requestId: rpc.id }))
    await flush()
    expect(replies(posted).filter((reply) => (reply as { id: string }).id === rpc.id)).toEqual([
      { v: 1, kind: 'reply', id: rpc.id, type: 'rpcRequest', ok: false, error: { code: 5001, message: 'Request was aborted' } },
    ])
  })
})

describe('createFrameEndpoint: close', () => {
  it('aborts the open handlers and sends no reply afterwards', async () => {
    const { self, posted, deliver } = fakeFrameWindow()
    const rpcHandler = pendingHandler<{ result: unknown }>()
    const endpoint = createFrameEndpoint({ hostOrigin, handlers: handlers({ rpcRequest: rpcHandler.handler }), self })
    deliver(request('rpcRequest', rpcPayload))
    await flush()
    endpoint.close()
    expect(rpcHandler.state.context?.signal.aborted).toBe(true)
    rpcHandler.state.finish({ result: '0xsig' })
    await flush()
    expect(posted).toEqual([])
  })

  it('stops listening: a message after close is not even looked at', async () => {
    const { self, posted, deliver } = fakeFrameWindow()
    const endpoint = createFrameEndpoint({ hostOrigin, handlers: handlers(), self })
    endpoint.close()
    deliver(request('isConnected', {}))
    deliver(request('isConnected', {}), { origin: 'http://evil.test' })
    await flush()
    expect(endpoint.droppedMessages()).toBe(0)
    expect(posted).toEqual([])
  })

  it('gives each handler its request id and a live signal', async () => {
    const { self, deliver } = fakeFrameWindow()
    const getUser = pendingHandler<null>()
    createFrameEndpoint({ hostOrigin, handlers: handlers({ getUser: getUser.handler as never }), self })
    const message = request('getUser', {})
    deliver(message)
    await flush()
    expect(getUser.state.context?.id).toBe(message.id)
    expect(getUser.state.context?.signal.aborted).toBe(false)
  })
})
