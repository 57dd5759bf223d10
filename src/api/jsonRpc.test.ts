import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { inspect } from 'node:util'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startAnvil, type RunningAnvil } from '../../services/chain/startAnvil'
import { errorMessages } from '../errors/messages'
import { createJsonRpcClient } from './jsonRpc'
import { RpcResponseError, RpcTransportError, RpcUrlRequiredError, isRetryableRpcError } from './jsonRpcErrors'

/*
 * The JSON-RPC client against a real anvil, through a proxy that can answer a scripted fault first
 * (503, a hang, a JSON-RPC error) so the retry rules are seen on the wire. Delays are recorded by an
 * injected sleep, never measured.
 */
type Fault = 'status503' | 'status400' | 'hang' | 'rejected4001' | 'internal32603' | 'notJson'
let anvil: RunningAnvil
let proxy: Server
let proxyUrl = ''
let faults: Fault[] = []
let hits = 0
let lastAuthorization: string | undefined

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  proxy = createServer(async (request, response) => {
    hits++
    lastAuthorization = request.headers.authorization
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const fault = faults.shift()
    const id = (JSON.parse(body) as { id?: number }).id ?? null
    if (fault === 'hang') return
    if (fault === 'status503') return void response.writeHead(503).end('busy')
    if (fault === 'status400') return void response.writeHead(400).end('bad')
    if (fault === 'notJson') return void response.writeHead(200).end('<html>')
    if (fault === 'rejected4001' || fault === 'internal32603') {
      const error = fault === 'rejected4001' ? { code: 4001, message: 'User rejected the request.' } : { code: -32603, message: 'Internal error' }
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, error }))
    }
    const answer = await fetch(anvil.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})
afterAll(async () => {
  proxy?.closeAllConnections()
  await new Promise((resolve) => proxy?.close(resolve))
  await anvil?.stop()
})
beforeEach(() => {
  faults = []
  hits = 0
})

const delays: number[] = []
const client = (overrides: Partial<Parameters<typeof createJsonRpcClient>[0]> = {}) => {
  delays.length = 0
  return createJsonRpcClient({ url: proxyUrl, sleep: async (ms) => void delays.push(ms), ...overrides })
}

describe('createJsonRpcClient', () => {
  it('sends a call and a batch (answers matched by id, errors per call)', async () => {
    const rpc = client()
    expect(await rpc.request({ method: 'eth_chainId' })).toBe('0x7a69')
    const results = await rpc.batch([{ method: 'eth_chainId' }, { method: 'no_such_method' }, { method: 'eth_getBalance', params: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'latest'] }])
    expect(results[0]).toEqual({ ok: true, result: '0x7a69' })
    expect(results[1]).toMatchObject({ ok: false, error: { code: -32601 } })
    expect(results[2]).toEqual({ ok: true, result: expect.stringMatching(/^0x[0-9a-f]+$/) })
    expect(hits).toBe(2)
    expect(await rpc.batch([])).toEqual([])
  })

  it('retries transport faults: 3 attempts, waiting 150 ms then 300 ms', async () => {
    faults = ['status503', 'internal32603']
    expect(await client().request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(hits).toBe(3)
    expect(delays).toEqual([150, 300])

    faults = ['status503', 'status503', 'status503', 'status503']
    hits = 0
    const error = await client().request({ method: 'eth_chainId' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcTransportError)
    expect(error).toMatchObject({ failure: 'status', status: 503 })
    expect(hits).toBe(3)
    expect(delays).toEqual([150, 300])
  })

  it('never retries a user rejection, a bad request, a node error about the call, or a revert', async () => {
    faults = ['rejected4001']
    await expect(client().request({ method: 'eth_sendTransaction' })).rejects.toMatchObject({ name: 'RpcResponseError', code: 4001 })
    faults = ['status400']
    await expect(client().request({ method: 'eth_chainId' })).rejects.toMatchObject({ failure: 'status', status: 400 })
    await expect(client().request({ method: 'eth_call', params: [{ to: '0x0000000000000000000000000000000000000000', data: '0xzz' }] })).rejects.toBeInstanceOf(RpcResponseError)
    expect(hits).toBe(3)
    expect(delays).toEqual([])
  })

  it('times out each attempt and retries the timeout', async () => {
    faults = ['hang', 'hang', 'hang']
    const error = await client({ timeoutMs: 100 }).request({ method: 'eth_chainId' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'RpcTransportError', failure: 'timeout' })
    expect(hits).toBe(3)
  })

  it("stops at once on the caller's abort with 'Request was aborted'", async () => {
    faults = ['hang']
    const controller = new AbortController()
    const pending = client().request({ method: 'eth_chainId' }, { signal: controller.signal }).catch((e: unknown) => e)
    await new Promise((resolve) => setTimeout(resolve, 50))
    controller.abort()
    const error = await pending
    expect(error).toMatchObject({ failure: 'aborted', shortMessage: errorMessages.requestAborted })
    expect(delays).toEqual([])
  })

  it('a body that is not JSON-RPC is a parse failure, not retried', async () => {
    faults = ['notJson']
    await expect(client().request({ method: 'eth_chainId' })).rejects.toMatchObject({ failure: 'parse' })
    expect(hits).toBe(1)
  })

  it('sends URL credentials as Basic auth and prints neither them nor keys', async () => {
    const withKey = `http://user:s3cret@${proxyUrl.slice(7)}/?apiKey=s3cret`
    expect(await client({ url: withKey }).request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(lastAuthorization).toBe(`Basic ${btoa('user:s3cret')}`)
    faults = ['status503', 'status503', 'status503']
    const error = await client({ url: withKey }).request({ method: 'eth_chainId' }).catch((e: unknown) => e)
    expect(inspect(error, { depth: 10 })).not.toContain('s3cret')
    expect((error as RpcTransportError).url).toContain('apiKey=***')
  })

  it('refuses an empty URL', () => {
    expect(() => createJsonRpcClient({ url: '' })).toThrow(RpcUrlRequiredError)
    expect(isRetryableRpcError(new Error('x'))).toBe(false)
  })
})
