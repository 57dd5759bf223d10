/*
 * The families' one request path against a real local HTTP server: every failure is a
 * NamespaceRequestError that says what went wrong (timeout, unreachable, error status with the
 * service's own words, unexpected shape, a JSON-RPC error with its code, an answer to another id).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NamespaceRequestError } from '../../src/errors/namespaceRequestErrors'
import { createJsonRpcCaller, namespaceJson, namespaceText } from './namespaceRequest'

let server: Server
let base: string
const held: ServerResponse[] = []

async function body(request: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of request) text += String(chunk)
  return text
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const text = await body(request)
    const path = request.url ?? '/'
    if (path === '/hang') return void held.push(response)
    if (path === '/refuse')
      return void response.writeHead(400, { 'content-type': 'text/plain' }).end('sendrawtransaction RPC error: bad-txns-inputs-missingorspent')
    if (path === '/shape') return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"balance":"x"}')
    if (path === '/text' && request.method === 'POST')
      return void response.writeHead(200, { 'content-type': 'text/plain' }).end(`got:${request.headers['content-type']}:${text}`)
    if (path === '/rpc') {
      const { id, method } = JSON.parse(text) as { id: number; method: string }
      if (method === 'fails')
        return void response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32602, message: 'Invalid params' } }))
      if (method === 'other')
        return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: id + 7, result: 1 }))
      return void response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id, result: method === 'number' ? 42 : 'text' }))
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

afterAll(async () => {
  for (const response of held) response.destroy()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const service = 'Test API'
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('namespaceJson / namespaceText', () => {
  it('ends a request that gets no answer at its timeout', async () => {
    const error = await failure(namespaceJson({ service, baseUrl: base, path: '/hang', schema: z.unknown(), timeoutMs: 200 }))
    expect(error).toBeInstanceOf(NamespaceRequestError)
    expect(error).toMatchObject({ reason: 'timeout', status: 0, service, shortMessage: 'The Test API did not answer in time (/hang).' })
  })

  it('reports an unreachable service, a URL that is not one, an error status with its body, and another shape', async () => {
    expect(await failure(namespaceJson({ service, baseUrl: 'http://127.0.0.1:1', schema: z.unknown() }))).toMatchObject({
      name: 'NamespaceRequestError',
      reason: 'network',
      status: 0,
    })
    expect(await failure(namespaceJson({ service, baseUrl: 'not a url', schema: z.unknown() }))).toMatchObject({ reason: 'network', status: 0 })
    const refused = await failure(namespaceText({ service, baseUrl: base, path: '/refuse', method: 'POST', body: '00', contentType: 'text/plain' }))
    expect(refused).toMatchObject({ reason: 'status', status: 400, serverMessage: 'sendrawtransaction RPC error: bad-txns-inputs-missingorspent' })
    // The service's own words stay on the message's first line.
    expect(`${(refused as NamespaceRequestError).status} ${(refused as Error).message}`).toMatch(/^400 .*bad-txns-inputs-missingorspent/)
    const shape = await failure(namespaceJson({ service, baseUrl: base, path: '/shape', schema: z.object({ balance: z.number() }) }))
    expect(shape).toMatchObject({ reason: 'parse', status: 200 })
    expect((shape as Error).message).toContain('unexpected shape')
  })

  it('sends a string body as is with its content type and reads a text answer', async () => {
    expect(await namespaceText({ service, baseUrl: base, path: '/text', method: 'POST', body: 'abcd', contentType: 'text/plain' })).toBe('got:text/plain:abcd')
  })
})

describe('createJsonRpcCaller', () => {
  it('checks the envelope, the id and the result', async () => {
    const call = createJsonRpcCaller({ service: 'Test node', url: `${base}rpc` })
    expect(await call('number', [], z.number())).toBe(42)
    expect(await failure(call('fails', [], z.number()))).toMatchObject({ reason: 'rpc', code: -32602, serverMessage: 'Invalid params', service: 'Test node' })
    expect(await failure(call('other', [], z.number()))).toMatchObject({ reason: 'parse' })
    expect(await failure(call('text', [], z.number()))).toMatchObject({ reason: 'parse' })
  })
})
