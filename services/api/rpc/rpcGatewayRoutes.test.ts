import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { startAnvil } from '../../../devstack/chain/startAnvil'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import { anvilRpc } from '../../../test/services/anvilRpc'
import { captureLogger } from '../../../test/services/captureLogger'
import { rawHttp } from '../../../test/services/rawHttp'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { rpcGatewayRoutes } from './rpcGatewayRoutes'

/*
 * The RPC gateway against two real anvils on the same chain id: the first behind a provider-like
 * proxy that wants a key in its path and Basic credentials (so the upstream URL carries secrets), the
 * second plain. The first is stopped mid-run and the gateway goes on through the second.
 */
const CHAIN_ID = 31337
const KEY = '9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c'
const PASSWORD = 'gw-s3cret-passw0rd'
const SHOP = 'https://shop.example'
const FRAME = 'https://frame.example'
const projects = [{ id: 'shop', allowedOrigins: [SHOP] }]
const probe = '0x00000000000000000000000000000000000c0ffe' as const

let first: RunningAnvil
let second: RunningAnvil
let keyed: Server
let api: RunningServer
const log = captureLogger('debug')
const answers: string[] = []

/** A stand-in for a provider: refuses requests without its key and credentials, forwards the rest. */
function keyedProvider(target: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const basic = `Basic ${Buffer.from(`gateway:${PASSWORD}`).toString('base64')}`
    if (request.url !== `/v3/${KEY}` || request.headers.authorization !== basic) return response.writeHead(401).end('{"error":"invalid key"}')
    // Providers name the key in some errors (a rate limit of "project <key>").
    if (Buffer.concat(chunks).toString().includes('eth_getProof')) {
      return response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: `daily limit reached for /v3/${KEY}` } }))
    }
    try {
      const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) })
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
    } catch {
      response.writeHead(502).end('bad gateway')
    }
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

beforeAll(async () => {
  ;[first, second] = await Promise.all([startAnvil({ chainId: CHAIN_ID }), startAnvil({ chainId: CHAIN_ID })])
  keyed = await keyedProvider(first.rpcUrl)
  const keyedUrl = `http://gateway:${PASSWORD}@127.0.0.1:${(keyed.address() as AddressInfo).port}/v3/${KEY}`
  await anvilRpc(first.rpcUrl, 'anvil_setBalance', [probe, '0x7b'])
  await anvilRpc(second.rpcUrl, 'anvil_setBalance', [probe, '0x1c8'])
  const gateway = rpcGatewayRoutes({
    networks: [
      { id: CHAIN_ID, rpcUrls: [keyedUrl, second.rpcUrl] },
      // Nothing listens on port 9: every request to this network fails upstream.
      { id: 5, rpcUrls: ['http://127.0.0.1:9/'] },
    ],
    projects,
    frameOrigins: [FRAME],
    logger: log.logger,
    timeoutMs: 5_000,
  })
  api = await createApiServer({ chains: [], allowedOrigins: [SHOP, FRAME], domains: [gateway], logger: log.logger }).listen(0, '127.0.0.1')
}, 60_000)
afterAll(async () => {
  await api?.close()
  await new Promise((resolve) => keyed?.close(resolve))
  await Promise.all([first?.stop(), second?.stop()])
})

const gatewayUrl = (chainId: number | string = CHAIN_ID, projectId = 'shop') => `${api.url}/v1/?chainId=${chainId}&projectId=${projectId}`

/** Posts a JSON-RPC body to the gateway and keeps the answer for the secrets check. */
async function post(body: unknown, { url = gatewayUrl(), origin = SHOP }: { url?: string; origin?: string | undefined } = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  answers.push(text)
  return { status: response.status, json: JSON.parse(text) as unknown }
}

const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({ jsonrpc: '2.0', id, method, params })

describe('forwarding', () => {
  it('answers viem reads and sends a signed transaction through the keyed upstream', async () => {
    const transport = http(gatewayUrl(), { retryCount: 0 })
    const client = createPublicClient({ transport })
    expect(await client.getChainId()).toBe(CHAIN_ID)
    expect(await client.getBalance({ address: probe })).toBe(123n)
    const sender = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
    const wallet = createWalletClient({
      account: sender,
      transport,
      chain: { id: CHAIN_ID, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [gatewayUrl()] } } },
    })
    const hash = await wallet.sendTransaction({ to: probe, value: parseEther('0.001') })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: probe })).toBe(123n + parseEther('0.001'))
  })

  it('answers a batch in order, with refused calls as JSON-RPC errors beside the forwarded ones', async () => {
    const { status, json } = await post([call('eth_chainId', [], 1), call('eth_sign', [probe, '0x00'], 2), call('eth_blockNumber', [], 3)])
    expect(status).toBe(200)
    expect(json).toEqual([
      { jsonrpc: '2.0', id: 1, result: `0x${CHAIN_ID.toString(16)}` },
      { jsonrpc: '2.0', id: 3, result: expect.stringMatching(/^0x[0-9a-f]+$/) },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Requested RPC call is not allowed' } },
    ])
  })

  it("answers viem's ranking ping (net_listening)", async () => {
    expect((await post(call('net_listening'))).json).toEqual({ jsonrpc: '2.0', id: 1, result: true })
  })

  it("passes the node's own errors on", async () => {
    const { json } = await post(call('eth_getBalance', ['not an address', 'latest']))
    expect(json).toMatchObject({ jsonrpc: '2.0', id: 1, error: { code: expect.any(Number), message: expect.any(String) } })
  })
  it("cleans the upstream's key out of the node's answer", async () => {
    const { json } = await post(call('eth_getProof', [probe, [], 'latest']))
    expect(json).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'daily limit reached for /v3/[upstream]' } })
  })
})

describe('refusals', () => {
  it.each([
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData_v4',
    'personal_sign',
    'eth_sendTransaction',
    'eth_accounts',
    'eth_requestAccounts',
    'wallet_addEthereumChain',
    'admin_nodeInfo',
    'debug_traceTransaction',
    'miner_start',
    'txpool_content',
    'evm_mine',
    'anvil_setBalance',
  ])('refuses %s without asking the node', async (method) => {
    const before = await anvilRpc(first.rpcUrl, 'eth_blockNumber')
    const { status, json } = await post(call(method, method === 'anvil_setBalance' ? [probe, '0x1'] : []))
    expect(status).toBe(200)
    expect(json).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Requested RPC call is not allowed' } })
    expect(await anvilRpc(first.rpcUrl, 'eth_blockNumber')).toBe(before)
  })

  it('refuses the anvil cheat code for real: the balance it would set stays unset', async () => {
    await post(call('anvil_setBalance', [probe, '0x1']))
    expect(BigInt((await anvilRpc(first.rpcUrl, 'eth_getBalance', [probe, 'latest'])) as string)).toBeGreaterThan(1n)
  })

  it('refuses what is not a JSON-RPC request, a batch over the cap and a body over the limit', async () => {
    expect((await post({ id: 1, method: 'eth_chainId' })).status).toBe(400)
    expect((await post([])).status).toBe(400)
    expect((await post(Array.from({ length: 21 }, (_, id) => call('eth_chainId', [], id)))).status).toBe(400)
    expect((await post(Array.from({ length: 20 }, (_, id) => call('eth_chainId', [], id)))).status).toBe(200)
    // Over its own connection: the server stops reading a refused body and closes that connection.
    const large = JSON.stringify(call('eth_sendRawTransaction', [`0x${'00'.repeat(140_000)}`]))
    const refused = await rawHttp(gatewayUrl(), { method: 'POST', headers: { 'content-type': 'application/json', origin: SHOP }, body: large })
    answers.push(refused.body)
    expect(refused.status).toBe(413)
  })

  it('refuses an unknown project, a foreign origin and an unknown network; lets the frame and origin-less clients in', async () => {
    expect(await post(call('eth_chainId'), { url: gatewayUrl(CHAIN_ID, 'nope') })).toEqual({
      status: 404,
      json: { error: 'Unknown project', code: 'unknown_project' },
    })
    expect(await post(call('eth_chainId'), { origin: 'https://evil.example' })).toEqual({ status: 403, json: { error: 'Origin not allowed' } })
    expect(await post(call('eth_chainId'), { url: gatewayUrl(8453) })).toEqual({ status: 404, json: { error: 'Network not found' } })
    expect((await post(call('eth_chainId'), { url: gatewayUrl('eip155:x') })).status).toBe(400)
    expect((await post(call('eth_chainId'), { origin: FRAME })).status).toBe(200)
    expect((await post(call('eth_chainId'), { origin: undefined })).status).toBe(200)
    expect((await post(call('eth_chainId'), { url: gatewayUrl(`eip155:${CHAIN_ID}`) })).status).toBe(200)
  })

  it('GET names the network and its methods without asking an upstream', async () => {
    const response = await fetch(gatewayUrl(), { headers: { origin: SHOP } })
    const json = (await response.json()) as { chainId: string; methods: string[] }
    expect(json.chainId).toBe(`eip155:${CHAIN_ID}`)
    expect(json.methods).toContain('eth_sendRawTransaction')
    expect(json.methods).not.toContain('eth_sign')
  })
})

describe('upstream failures', () => {
  it('answers 502 when no upstream answers', async () => {
    expect(await post(call('eth_chainId'), { url: gatewayUrl(5) })).toEqual({ status: 502, json: { error: 'Upstream unavailable' } })
  })

  it('goes on through the second anvil once the first is stopped mid-run', async () => {
    const client = createPublicClient({ transport: http(gatewayUrl(), { retryCount: 0 }) })
    expect(await client.getBalance({ address: probe })).toBe(123n + parseEther('0.001'))
    await first.stop()
    // The keyed proxy now fails (502), then the proxy itself goes (connection refused): both fall over.
    expect(await client.getBalance({ address: probe })).toBe(456n)
    await new Promise((resolve) => keyed.close(resolve))
    for (let asked = 0; asked < 3; asked++) expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(0n)
    const failures = log.lines.filter((line) => line.msg === 'rpc upstream failed' && line.network === `eip155:${CHAIN_ID}`)
    expect(failures.length).toBeGreaterThan(0)
    expect(failures[0]).toMatchObject({ upstream: 0, reason: 'status 502' })
  })

  it('never puts the upstream key or password in an answer or a log line', () => {
    expect(answers.length).toBeGreaterThan(20)
    for (const text of [...answers, ...log.raw]) {
      expect(text).not.toContain(KEY)
      expect(text).not.toContain(PASSWORD)
    }
  })
})
