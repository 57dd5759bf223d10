/**
 * Forwarding against a scripted HTTP server: results, node errors with code and data, broken
 * bodies, timeouts, and credentials in the URL (sent as a header, never printed).
 */
import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { forwardRpcRequest } from './forwardRpcRequest'

let server: Server
let base = ''
const replies: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
  '/ok': (request, response) => {
    const auth = request.headers.authorization ?? null
    response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { auth } }))
  },
  '/null': (_request, response) => response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: null })),
  '/revert': (_request, response) =>
    response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } })),
  '/html': (_request, response) => {
    response.statusCode = 502
    response.end('<html>bad gateway</html>')
  },
  '/empty': (_request, response) => response.end(JSON.stringify({ jsonrpc: '2.0', id: 1 })),
  '/slow': () => undefined,
}

beforeAll(async () => {
  server = createServer((request, response) => replies[request.url ?? '']?.(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  base = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

test('returns the result, including an explicit null', async () => {
  expect(await forwardRpcRequest({ url: `http://${base}/ok`, method: 'eth_chainId' })).toEqual({ auth: null })
  expect(await forwardRpcRequest({ url: `http://${base}/null`, method: 'eth_getTransactionReceipt', params: ['0x01'] })).toBe(null)
})

test('throws node errors with their code and data', async () => {
  const error = await forwardRpcRequest({ url: `http://${base}/revert`, method: 'eth_call' }).catch((e: unknown) => e)
  expect(error).toMatchObject({ code: 3, shortMessage: 'execution reverted', data: '0x08c379a0' })
})

test('turns broken answers and timeouts into -32603', async () => {
  await expect(forwardRpcRequest({ url: `http://${base}/html`, method: 'eth_chainId' })).rejects.toMatchObject({
    code: -32603,
    shortMessage: expect.stringContaining('returned HTTP 502 without a JSON-RPC body'),
  })
  await expect(forwardRpcRequest({ url: `http://${base}/empty`, method: 'eth_chainId' })).rejects.toMatchObject({
    code: -32603,
    shortMessage: expect.stringContaining('returned no result'),
  })
  await expect(forwardRpcRequest({ url: `http://${base}/slow`, method: 'eth_chainId', timeout: 100 })).rejects.toMatchObject({
    code: -32603,
    shortMessage: expect.stringContaining('timeout'),
  })
})

test('sends URL credentials as Basic auth and never prints them', async () => {
  const result = await forwardRpcRequest({ url: `http://alice:s%C3%A9cret@${base}/ok`, method: 'eth_chainId' })
  expect(result).toEqual({ auth: `Basic ${Buffer.from('alice:sécret').toString('base64')}` })
  const failing = forwardRpcRequest({ url: `http://alice:s%C3%A9cret@${base}/html`, method: 'eth_chainId' })
  const error = await failing.then(
    () => new Error('resolved'),
    (e: unknown) => e as Error,
  )
  expect(error.message).not.toMatch(/alice|cret/)
})
