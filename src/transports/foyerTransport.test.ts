// @vitest-environment node
/*
 * foyerTransport against two real anvils: the one requests go to is stopped mid-run; requests keep
 * succeeding through the other, and the ranking moves the other one first (no more attempts on the
 * stopped URL). Progress is counted in requests, never timed.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { createPublicClient, defineChain } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SpawnedAnvil, spawnAnvil } from '../../test/wallet/spawnAnvil'
import { foyerTransport } from './foyerTransport'
import { FoyerTransportError } from './transportErrors'

const chain = defineChain({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

describe('foyerTransport', () => {
  let anvils: SpawnedAnvil[] = []
  beforeAll(async () => {
    anvils = await Promise.all([spawnAnvil(), spawnAnvil()])
  }, 30_000)
  afterAll(async () => {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  })

  it('keeps answering through the other anvil when one stops, and ranks the live one first', async () => {
    const urls = anvils.map((anvil) => anvil.rpcUrl)
    // A short ranking interval keeps the test quick; the ranking itself is the transport's own.
    const transport = foyerTransport(urls, { rankInterval: 50, retryDelay: 10 })({ chain })
    const attempts: { url: string; ok: boolean }[] = []
    transport.value?.onResponse(({ transport: used, status }) => {
      attempts.push({ url: String(used.value?.url), ok: status === 'success' })
    })
    const client = createPublicClient({ chain, transport: () => transport })

    for (let i = 0; i < 5; i++) expect(await client.getChainId()).toBe(31337)
    const first = attempts.at(-1)?.url
    const stopped = anvils.find((anvil) => anvil.rpcUrl === first)
    const live = anvils.find((anvil) => anvil.rpcUrl !== first)
    expect(stopped && live).toBeTruthy()
    await stopped?.stop()
    anvils = anvils.filter((anvil) => anvil !== stopped)

    // Every request still succeeds. At first the stopped URL may still be tried first (and fail);
    // once the ranker has seen it fail, 20 requests in a row never touch it.
    let cleanRun = 0
    let requests = 0
    while (cleanRun < 20 && requests < 400) {
      const before = attempts.length
      expect(await client.getBlockNumber({ cacheTime: 0 })).toBeTypeOf('bigint')
      requests++
      const these = attempts.slice(before)
      expect(these.at(-1)).toEqual({ url: live?.rpcUrl, ok: true })
      cleanRun = these.some((attempt) => attempt.url === stopped?.rpcUrl) ? 0 : cleanRun + 1
      if (cleanRun === 0) await sleep(20)
    }
    // Whether a request met the stopped URL before the ranker did depends on the machine's load; the
    // next test covers a request's own fallback.
    expect(cleanRun).toBe(20)
  }, 60_000)

  it('answers a request whose first URL does not answer through the next one', async () => {
    // A port nothing listens on any more: connections are refused, as from a stopped node.
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise((resolve) => closed.close(resolve))
    const liveUrl = anvils[0]?.rpcUrl ?? ''
    // Unranked, the first URL is always tried first.
    const transport = foyerTransport([deadUrl, liveUrl], { rank: false, retryDelay: 10 })({ chain })
    const attempts: { url: string; ok: boolean }[] = []
    transport.value?.onResponse(({ transport: used, status }) => {
      attempts.push({ url: String(used.value?.url), ok: status === 'success' })
    })
    const client = createPublicClient({ chain, transport: () => transport })
    expect(await client.getChainId()).toBe(31337)
    expect(attempts).toEqual([
      { url: deadUrl, ok: false },
      { url: liveUrl, ok: true },
    ])
  })

  it('refuses an empty list and non-http URLs at creation', () => {
    expect(() => foyerTransport([])).toThrow(FoyerTransportError)
    expect(() => foyerTransport(['ftp://rpc.example.org'])).toThrow(/Invalid RPC URLs/)
    expect(() => foyerTransport(['not a url'])).toThrow(FoyerTransportError)
    expect(() => foyerTransport(['https://rpc.example.org'], { retryCount: -1 })).toThrow(FoyerTransportError)
    expect(() => foyerTransport(['https://rpc.example.org'], { timeout: Number.NaN })).toThrow(/timeout/)
    expect(() => foyerTransport(['https://rpc.example.org'])).not.toThrow()
  })

  it('sends the requests of one tick as one JSON-RPC batch, in one HTTP request', async () => {
    // A counting proxy in front of the live anvil: the number of HTTP requests is what batching changes.
    const bodies: unknown[] = []
    const proxy = createServer(async (request, response) => {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const body = Buffer.concat(chunks).toString()
      bodies.push(JSON.parse(body))
      const answer = await fetch(anvils[0]?.rpcUrl ?? '', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const { port } = proxy.address() as AddressInfo
    try {
      const client = createPublicClient({ chain, transport: foyerTransport([`http://127.0.0.1:${port}`], { rank: false }) })
      const results = await Promise.all([client.getChainId(), client.getBlockNumber({ cacheTime: 0 }), client.getGasPrice()])
      expect(results[0]).toBe(31337)
      expect(bodies).toHaveLength(1)
      expect(bodies[0]).toHaveLength(3)
    } finally {
      await new Promise((resolve) => proxy.close(resolve))
    }
  })
})
