import { describe, expect, it } from 'vitest'
import { RequestProviderError } from '../../src/errors/namespaceWalletErrors'
import { hasErrorCode, requestProviderCall } from './requestProviderCall'

// A provider whose one answer (or rejection) the test sets.
const answering = (answer: () => Promise<unknown>) => ({ request: (_method: string, _params?: unknown) => answer() })

describe('requestProviderCall', () => {
  it('answers the result of a JSON-RPC response and passes the method and params on', async () => {
    const calls: unknown[] = []
    const provider = {
      request: async (method: string, params?: unknown) => {
        calls.push([method, params])
        return { jsonrpc: '2.0', id: '1', result: { ok: true } }
      },
    }
    await expect(requestProviderCall(provider, 'stx_signMessage', { message: 'Hi' })).resolves.toEqual({ ok: true })
    expect(calls).toEqual([['stx_signMessage', { message: 'Hi' }]])
  })

  it('turns an answered error, a thrown response and a coded Error into the wallet code', async () => {
    const answered = requestProviderCall(
      answering(async () => ({ jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'Method not found' } })),
      'stx_getAddresses',
    )
    await expect(answered).rejects.toMatchObject({ name: 'RequestProviderError', code: -32601, message: 'Method not found' })
    const thrownResponse = requestProviderCall(
      answering(() => Promise.reject({ jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } })),
      'signMessage',
    )
    await expect(thrownResponse).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    const coded = Object.assign(new Error('Canceled'), { code: -31001 })
    await expect(
      requestProviderCall(
        answering(() => Promise.reject(coded)),
        'signMessage',
      ),
    ).rejects.toMatchObject({ code: -31001, cause: coded })
  })

  it('gives a failure without a code -32603 and keeps what was thrown as the cause', async () => {
    const thrown = new TypeError('provider.request is broken')
    const error = await requestProviderCall(
      answering(() => Promise.reject(thrown)),
      'getAddresses',
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RequestProviderError)
    expect(error).toMatchObject({ code: -32603, message: 'provider.request is broken', cause: thrown })
    await expect(
      requestProviderCall(
        answering(() => Promise.reject('no')),
        'getAddresses',
      ),
    ).rejects.toMatchObject({ code: -32603, message: 'The wallet failed getAddresses.' })
  })

  it('refuses a bare answer unless bareResult is set', async () => {
    const bare = answering(async () => ({ addresses: [] }))
    await expect(requestProviderCall(bare, 'getAddresses')).rejects.toMatchObject({
      code: -32603,
      message: "The wallet's answer to getAddresses is not a JSON-RPC response.",
    })
    await expect(requestProviderCall(bare, 'getAddresses', undefined, { bareResult: true })).resolves.toEqual({ addresses: [] })
  })
})

describe('hasErrorCode', () => {
  it('finds a code on the error or down its cause chain, and nothing on other values', () => {
    const refusal = new RequestProviderError('User rejected the request.', { code: 4001 })
    const codes = new Set([4001, -32000])
    expect(hasErrorCode(refusal, codes)).toBe(true)
    expect(hasErrorCode(new Error('Connection rejected', { cause: new Error('wrapped', { cause: refusal }) }), codes)).toBe(true)
    expect(hasErrorCode(new RequestProviderError('Method not found', { code: -32601 }), codes)).toBe(false)
    expect(hasErrorCode(undefined, codes)).toBe(false)
    expect(hasErrorCode('4001', codes)).toBe(false)
  })
})
