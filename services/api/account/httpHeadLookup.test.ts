import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type RunningAnvil } from '../../../devstack/chain/startAnvil'
import { anvilRpc } from '../../../test/services/anvilRpc'
import { httpHeadLookup, parseHead } from './httpHeadLookup'

let anvil: RunningAnvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
})
afterAll(() => anvil?.stop())

const rpc = (method: string, params: unknown[] = []) => anvilRpc(anvil.rpcUrl, method, params)

/** A throw-away JSON-RPC server whose answers the test writes. */
let fake: Server | undefined
async function fakeNode(handle: (request: IncomingMessage, response: ServerResponse, body: string) => void): Promise<string> {
  fake = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += String(chunk)
    handle(request, response, body)
  })
  await new Promise<void>((resolve) => fake!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(fake.address() as AddressInfo).port}/rpc?key=k`
}
afterEach(async () => {
  fake?.closeAllConnections()
  await new Promise((resolve) => (fake ? fake.close(resolve) : resolve(undefined)))
  fake = undefined
})

describe('httpHeadLookup', () => {
  it("answers the node's latest block number and hash, and sees a block mined since the last lookup", async () => {
    const lookup = httpHeadLookup(anvil.rpcUrl)
    const expected = async () => {
      const block = (await rpc('eth_getBlockByNumber', ['latest', false])) as { number: string; hash: string }
      return { number: Number(block.number), hash: block.hash }
    }
    expect(await lookup()).toEqual(await expected())
    await rpc('evm_mine')
    const after = await lookup()
    expect(after).toEqual(await expected())
  })

  it('sends one eth_getBlockByNumber(latest, false) POST to the URL as given, over one kept-alive connection', async () => {
    const seen: { url?: string; body: string; socket: unknown }[] = []
    const url = await fakeNode((request, response, body) => {
      seen.push({ url: request.url, body, socket: request.socket })
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { number: '0x2a', hash: `0x${'ab'.repeat(32)}` } }))
    })
    const lookup = httpHeadLookup(url)
    expect(await lookup()).toEqual({ number: 42, hash: `0x${'ab'.repeat(32)}` })
    await lookup()
    expect(seen).toHaveLength(2)
    expect(seen[0]!.url).toBe('/rpc?key=k')
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ method: 'eth_getBlockByNumber', params: ['latest', false] })
    expect(seen[1]!.socket).toBe(seen[0]!.socket)
  })

  it('looks up once more on a new connection when the kept-alive one was closed by the node', async () => {
    let calls = 0
    const url = await fakeNode((request, response) => {
      calls++
      // The second request arrives on the kept-alive connection and is cut without an answer.
      if (calls === 2) return request.socket.destroy()
      response.writeHead(200).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { number: '0x1', hash: `0x${'cd'.repeat(32)}` } }))
    })
    const lookup = httpHeadLookup(url)
    await lookup()
    expect(await lookup()).toEqual({ number: 1, hash: `0x${'cd'.repeat(32)}` })
    expect(calls).toBe(3)
  })

  it('rejects a JSON-RPC error, an HTTP error, an answer without a block and a node that does not answer in time', async () => {
    const answers: [number, string][] = [
      [200, JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'boom' } })],
      [503, 'busy'],
      [200, JSON.stringify({ jsonrpc: '2.0', id: 1, result: null })],
    ]
    const url = await fakeNode((_request, response) => {
      const answer = answers.shift()
      if (answer) response.writeHead(answer[0]).end(answer[1])
      // else: never answers
    })
    const lookup = httpHeadLookup(url, { timeoutMs: 300 })
    await expect(lookup()).rejects.toThrow(/boom/)
    await expect(lookup()).rejects.toThrow(/HTTP 503/)
    await expect(lookup()).rejects.toThrow(/no number or hash/)
    await expect(lookup()).rejects.toThrow(/abort|timeout/i)
  })

  it('refuses a URL that is not http or https', () => {
    expect(() => httpHeadLookup('ws://127.0.0.1:8545')).toThrow(/scheme/)
  })
})

describe('parseHead', () => {
  it('refuses a malformed number or hash', () => {
    expect(() => parseHead(200, JSON.stringify({ result: { number: 'x', hash: `0x${'ab'.repeat(32)}` } }))).toThrow()
    expect(() => parseHead(200, JSON.stringify({ result: { number: '0x1', hash: '0x12' } }))).toThrow()
  })
})
