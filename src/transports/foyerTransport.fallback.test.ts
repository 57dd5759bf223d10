// @vitest-environment node
/*
 * When foyerTransport moves on to its next URL: a node that fails (HTTP 500) is passed over, but a
 * refusal that another node would give too (the user rejected the request, 4001) ends the request
 * at the first node, so the user is not asked again through the next URL.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { UserRejectedRequestError } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { foyerTransport } from './foyerTransport'

type Answer = { status: number; body: unknown }
const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** A JSON-RPC node that gives every request `answer`, and counts them. */
async function node(answer: (id: unknown) => Answer) {
  const seen = { requests: 0 }
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString()
    })
    request.on('end', () => {
      seen.requests++
      const { status, body } = answer((JSON.parse(text) as { id: unknown }).id)
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

const answering = () => node((id) => ({ status: 200, body: { jsonrpc: '2.0', id, result: '0x7a69' } }))
const request = (urls: string[]) => foyerTransport(urls, { rank: false, retryCount: 0, batch: false })({}).request({ method: 'eth_chainId' })

describe('foyerTransport: when it moves on', () => {
  it('passes over a node that fails', async () => {
    const failing = await node(() => ({ status: 500, body: { error: 'down' } }))
    const next = await answering()
    expect(await request([failing.url, next.url])).toBe('0x7a69')
    expect([failing.seen.requests, next.seen.requests]).toEqual([1, 1])
  })

  it("stops at the user's rejection (4001): the next node is not asked", async () => {
    const refusing = await node((id) => ({ status: 200, body: { jsonrpc: '2.0', id, error: { code: 4001, message: 'User rejected the request.' } } }))
    const next = await answering()
    await expect(request([refusing.url, next.url])).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(next.seen.requests).toBe(0)
  })
})
