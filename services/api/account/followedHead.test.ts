import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { numberToHex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from '../../../devstack/chain/addresses'
import { deployContracts } from '../../../devstack/chain/deployContracts'
import { startAnvil, type RunningAnvil } from '../../../devstack/chain/startAnvil'
import { anvilRpc, recordingRpcProxy, type RecordingRpcProxy } from '../../../test/services/anvilRpc'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { accountRoutes } from './accountRoutes'
import { localTokens } from '../../../devstack/chain/testToken'

/*
 * The API following a chain's heads over WebSocket (real anvil, real HTTP): requests between blocks
 * ask the node nothing, a new block shows on the next request, and whenever the follower cannot be
 * sure of the head (socket down, a rollback the node does not push) the answer is still the chain's.
 * The HTTP JSON-RPC goes through a counting proxy; the WebSocket through a proxy that can drop it.
 */
let anvil: RunningAnvil
let httpProxy: RecordingRpcProxy
let wsProxy: ReturnType<typeof createWsProxy>
let api: RunningServer
const posts: string[] = []

/** A WebSocket proxy to anvil that can cut every connection and refuse new ones, then come back. */
function createWsProxy(target: string) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  let refusing = false
  const links = new Set<WebSocket>()
  const clients = new Set<WebSocket>()
  let subscription: string | undefined
  server.on('connection', (client) => {
    if (refusing) return client.terminate()
    const upstream = new WebSocket(target)
    const queued: string[] = []
    links.add(client).add(upstream)
    clients.add(client)
    upstream.on('open', () => {
      for (const message of queued.splice(0)) upstream.send(message)
    })
    client.on('message', (data) => (upstream.readyState === WebSocket.OPEN ? upstream.send(data.toString()) : queued.push(data.toString())))
    upstream.on('message', (data) => {
      const text = data.toString()
      const answer = JSON.parse(text) as { result?: unknown; params?: { subscription?: string } }
      if (typeof answer.result === 'string') subscription = answer.result
      if (client.readyState === WebSocket.OPEN) client.send(text)
    })
    const end = () => {
      client.terminate()
      upstream.terminate()
      links.delete(client)
      links.delete(upstream)
      clients.delete(client)
    }
    client.on('close', end)
    upstream.on('close', end)
    client.on('error', end)
    upstream.on('error', end)
  })
  return {
    url: () => `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    drop() {
      refusing = true
      for (const socket of links) socket.terminate()
    },
    restore() {
      refusing = false
    },
    /** Pushes a head of our own making to the subscriber, as a node ahead of the HTTP endpoint would. */
    pushHead(head: { number: string; hash: string }) {
      for (const client of clients) client.send(JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription, result: head } }))
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const rpc = (method: string, params: unknown[] = []) => anvilRpc(anvil.rpcUrl, method, params)

/** Sends `ether` from anvil account #0 and resolves once its receipt is there, as a wallet waits for it. */
async function send(to: string, ether: string): Promise<string> {
  const hash = (await rpc('eth_sendTransaction', [{ from: ANVIL_ACCOUNTS[0].address, to, value: numberToHex(parseEther(ether)) }])) as string
  let receipt = await rpc('eth_getTransactionReceipt', [hash])
  for (let attempt = 0; attempt < 100 && receipt === null; attempt++) {
    await sleep(10)
    receipt = await rpc('eth_getTransactionReceipt', [hash])
  }
  expect(receipt).toMatchObject({ status: '0x1' })
  return hash
}

async function nativeBalance(address: string, query = ''): Promise<string | undefined> {
  const response = await fetch(`${api.url}/v1/account/${address}/balance?chainId=31337${query}`)
  expect(response.status).toBe(200)
  const { balances } = (await response.json()) as { balances: { symbol: string; quantity: { numeric: string } }[] }
  return balances.find((balance) => balance.symbol === 'ETH')?.quantity.numeric
}

async function historyHashes(address: string, query = ''): Promise<string[]> {
  const response = await fetch(`${api.url}/v1/account/${address}/history?chainId=31337${query}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { id: string }[] }).data.map((entry) => entry.id)
}

/** Head lookups the API made over HTTP since the last call. */
function lookups(): number {
  const count = posts.filter((body) => body.includes('"eth_getBlockByNumber"') && body.includes('"latest"')).length
  posts.length = 0
  return count
}

/** Asks until the answer is `expected` (at most 2 s) and returns the last answer. */
async function eventually<T>(ask: () => Promise<T>, expected: T): Promise<T> {
  let answer = await ask()
  for (let attempt = 0; attempt < 100 && answer !== expected; attempt++) {
    await sleep(20)
    answer = await ask()
  }
  return answer
}

/** A fresh address per test, so balances start at zero. */
let nextAccount = 0
const freshAddress = () => `0x${(0xfeed0000 + nextAccount++).toString(16).padStart(40, '0')}`

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployContracts(anvil.rpcUrl, 31337)
  httpProxy = await recordingRpcProxy(anvil.rpcUrl, (body) => posts.push(body))
  wsProxy = createWsProxy(anvil.rpcUrl.replace(/^http/, 'ws'))
  await new Promise((resolve) => setTimeout(resolve, 0))
  const chains = [{ id: 31337, name: 'Local', rpcUrl: httpProxy.url, wsUrl: wsProxy.url() }]
  api = await createApiServer({ chains, domains: [accountRoutes({ chains, tokens: localTokens(USDC_ADDRESS) })] }).listen(0, '127.0.0.1')
  // The first request starts following; wait until a request is answered without a lookup.
  for (let attempt = 0; attempt < 100; attempt++) {
    lookups()
    await nativeBalance(ANVIL_ACCOUNTS[1].address)
    if (lookups() === 0) break
    await sleep(20)
  }
})

afterAll(async () => {
  await api?.close()
  await wsProxy?.close()
  await httpProxy?.close()
  await anvil?.stop()
})

describe('following the chain head over WebSocket', () => {
  it('follows from the moment the server listens: its first request asks the node for no head', async () => {
    const chains = [{ id: 31337, name: 'Local', rpcUrl: httpProxy.url, wsUrl: wsProxy.url() }]
    lookups()
    const early = await createApiServer({ chains, domains: [accountRoutes({ chains, tokens: localTokens(USDC_ADDRESS) })] }).listen(0, '127.0.0.1')
    try {
      // With no request made, the subscription's confirmation makes the one lookup that turns it live.
      expect(await eventually(async () => lookups() > 0, true)).toBe(true)
      // The lookup's answer still has to reach the server: wait until no lookup has been made for
      // 200 ms (on a loaded machine a single short pause let the test's request overtake it).
      for (let quiet = 0, attempt = 0; quiet < 4 && attempt < 100; attempt++) {
        await sleep(50)
        quiet = lookups() === 0 ? quiet + 1 : 0
      }
      const response = await fetch(`${early.url}/v1/account/${ANVIL_ACCOUNTS[2].address}/balance?chainId=31337`)
      expect(response.status).toBe(200)
      expect(lookups()).toBe(0)
    } finally {
      await early.close()
    }
  })

  it('answers requests between blocks without asking the node for the head', async () => {
    lookups()
    const accounts = ANVIL_ACCOUNTS.slice(1, 6).map((account) => account.address)
    await Promise.all(accounts.flatMap((address) => [nativeBalance(address), nativeBalance(address), historyHashes(address)]))
    for (const address of accounts) await nativeBalance(address)
    expect(lookups()).toBe(0)
  })

  it('after a send: right with forceUpdate at once, and without it as soon as the node pushed the block, with no lookup', async () => {
    const address = freshAddress()
    for (let round = 1; round <= 6; round++) {
      const hash = await send(address, '0.5')
      const expected = String(round * 0.5)
      if (round % 2 === 1) {
        // What the kit asks after its own transactions: the head is looked up, so no push is awaited.
        lookups()
        expect(await nativeBalance(address, '&forceUpdate=true')).toBe(expected)
        expect((await historyHashes(address, '&forceUpdate=true'))[0]).toBe(hash)
        expect(lookups()).toBe(2)
      } else {
        // The push follows the block within milliseconds (anvil sometimes answers the sender first).
        expect(await eventually(() => nativeBalance(address), expected)).toBe(expected)
        expect(await eventually(async () => (await historyHashes(address))[0], hash)).toBe(hash)
        expect(lookups()).toBe(0)
      }
    }
  })

  it('with forceUpdate looks the head up, and sees a rollback the node does not push', async () => {
    const address = freshAddress()
    await send(address, '1')
    const snapshot = await rpc('evm_snapshot')
    await send(address, '2')
    expect(await eventually(() => nativeBalance(address), '3')).toBe('3')
    // Rolled back: no new head is pushed, so only a lookup can tell.
    await rpc('evm_revert', [snapshot])
    lookups()
    expect(await nativeBalance(address, '&forceUpdate=true')).toBe('1')
    expect(lookups()).toBe(1)
    // The lookup replaced the followed head: plain requests answer from it.
    expect(await nativeBalance(address)).toBe('1')
    expect(await historyHashes(address, '&forceUpdate=true')).toHaveLength(1)
    expect(lookups()).toBe(1)
  })

  it('looks the head up on every request while the socket is down, and follows again once it is back', async () => {
    const address = freshAddress()
    await send(address, '1')
    expect(await eventually(() => nativeBalance(address), '1')).toBe('1')
    wsProxy.drop()
    await sleep(100)
    // Mined while nothing is pushed: a followed head would answer 1.
    const hash = await send(address, '1')
    lookups()
    expect(await nativeBalance(address)).toBe('2')
    expect((await historyHashes(address))[0]).toBe(hash)
    expect(lookups()).toBeGreaterThanOrEqual(2)
    // viem's socket reconnects and subscribes again; then requests are answered from memory.
    wsProxy.restore()
    let followed = false
    for (let attempt = 0; attempt < 100 && !followed; attempt++) {
      await sleep(50)
      lookups()
      await nativeBalance(address)
      followed = lookups() === 0
    }
    expect(followed).toBe(true)
    await send(address, '1')
    expect(await eventually(() => nativeBalance(address), '3')).toBe('3')
    expect(lookups()).toBe(0)
  })

  it('answers at a head looked up over HTTP when the pushed head is one the HTTP endpoint does not know', async () => {
    const address = freshAddress()
    const hash = await send(address, '1')
    expect(await eventually(() => nativeBalance(address), '1')).toBe('1')
    const latest = Number(await rpc('eth_blockNumber'))
    // A WebSocket reaching a node 50 blocks ahead of the one behind the HTTP URL.
    wsProxy.pushHead({ number: numberToHex(latest + 50), hash: `0x${'ab'.repeat(32)}` })
    await sleep(50)
    lookups()
    expect(await nativeBalance(address)).toBe('1')
    expect((await historyHashes(address))[0]).toBe(hash)
    expect(lookups()).toBeGreaterThanOrEqual(1)
  })
})
