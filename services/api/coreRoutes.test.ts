import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coreRoutes } from './coreRoutes'

/*
 * `/health` asks each chain's node for its chain id. Anyone may call it, so a flood of calls must not
 * become a flood of node requests: the answer is shared for a few seconds.
 */
let node: Server
let rpcUrl = ''
let calls = 0
let chainId = 31337

beforeAll(async () => {
  node = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const { id } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: number }
    calls++
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, result: `0x${chainId.toString(16)}` }))
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => node.close(resolve)))

describe('GET /health', () => {
  it('asks the node once for a burst of checks, and again once the shared answer is old', async () => {
    const { app } = coreRoutes([{ id: 31337, name: 'Local', rpcUrl }], [], { healthCacheMs: 300 })
    calls = 0
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.request('/health')))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    for (let n = 0; n < 5; n++) expect((await app.request('/health')).status).toBe(200)
    expect(calls).toBe(1)

    // The node now reports another chain: seen once the shared answer has expired.
    chainId = 1
    await new Promise((resolve) => setTimeout(resolve, 350))
    const changed = await app.request('/health')
    expect([changed.status, await changed.json()]).toEqual([503, { ok: false, chains: [31337], unreachable: [31337] }])
    expect(calls).toBe(2)
    chainId = 31337
  })
})
