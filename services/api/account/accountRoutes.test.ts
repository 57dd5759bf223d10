import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from '../../../devstack/chain/addresses'
import { deployContracts } from '../../../devstack/chain/deployContracts'
import { startAnvil, type RunningAnvil } from '../../../devstack/chain/startAnvil'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { accountRoutes } from './accountRoutes'
import { localTokens } from '../../../devstack/chain/testToken'
import { anvilRpc, recordingRpcProxy, type RecordingRpcProxy } from '../../../test/services/anvilRpc'

/*
 * Route-level checks the client tests cannot see: on a chain without Multicall3 the balance reads
 * reach anvil as ONE JSON-RPC batch and are cached per chain, address and block (through a counting
 * proxy), and raw HTTP answers for bad input. The Multicall3 path is in balanceMulticall.test.ts.
 */
let anvil: RunningAnvil
let proxy: RecordingRpcProxy
let api: RunningServer
const posts: unknown[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployContracts(anvil.rpcUrl, 31337)
  proxy = await recordingRpcProxy(anvil.rpcUrl, (body) => posts.push(JSON.parse(body)))
  const rpcUrl = proxy.url
  // A second chain id on the same node: its answers must still be its own (the cache keys by chain).
  const chains = [
    { id: 31337, name: 'Local', rpcUrl },
    { id: 1, name: 'Other', rpcUrl },
  ]
  // The history indexers look at the head once at start, then not again during the test: the calls
  // counted below are the balance path's alone.
  // The token is listed on both chain ids (tokens are listed per chain), at the node's one contract.
  const domain = accountRoutes({ chains, tokens: localTokens(USDC_ADDRESS, [31337, 1]), historyPollMs: 3_600_000 })
  api = await createApiServer({ chains, domains: [domain] }).listen(0, '127.0.0.1')
  for (const chainId of [31337, 1]) await fetch(`${api.url}/v1/account/${ANVIL_ACCOUNTS[1].address}/history?chainId=${chainId}`)
})

/** The JSON-RPC methods of the posts, batches flattened, in order. */
function methods(bodies: readonly unknown[]): string[] {
  return bodies.flatMap((body) => (Array.isArray(body) ? body : [body])).map((call) => (call as { method: string }).method)
}

const rpc = (method: string, params: unknown[]) => anvilRpc(anvil.rpcUrl, method, params)

afterAll(async () => {
  await api?.close()
  await proxy?.close()
  await anvil?.stop()
})

describe('accountRoutes', () => {
  it('reads all balances of one request in a single JSON-RPC batch, at the latest block', async () => {
    posts.length = 0
    const response = await fetch(`${api.url}/v1/account/${ANVIL_ACCOUNTS[1].address}/balance?chainId=31337`)
    expect(response.status).toBe(200)
    // The head lookup, then one batch with every balance read pinned to that block.
    expect(posts).toHaveLength(2)
    expect(methods([posts[0]])).toEqual(['eth_getBlockByNumber'])
    const head = (await rpc('eth_blockNumber', [])) as string
    expect(posts[1]).toEqual([
      expect.objectContaining({ method: 'eth_getBalance', params: [ANVIL_ACCOUNTS[1].address, head] }),
      expect.objectContaining({ method: 'eth_call', params: [expect.anything(), head] }),
    ])
  })

  it('answers again at the same block from its cache, never for another address or chain, and reads again after a new block', async () => {
    const balance = async (account: number, chainId = 31337) => {
      posts.length = 0
      const response = await fetch(`${api.url}/v1/account/${ANVIL_ACCOUNTS[account]!.address}/balance?chainId=${chainId}`)
      expect(response.status).toBe(200)
      // Cached as JSON text, sent as the server sends the JSON it serialises.
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
      return { body: (await response.json()) as { balances: { symbol: string; quantity: { numeric: string } }[] }, reads: methods(posts) }
    }
    const first = await balance(2)
    expect(first.reads).toEqual(['eth_getBlockByNumber', 'eth_getBalance', 'eth_call'])
    const again = await balance(2)
    expect(again.reads).toEqual(['eth_getBlockByNumber'])
    expect(again.body).toEqual(first.body)
    // Another address at the same block, and the same address on another chain, are read.
    expect((await balance(3)).reads).toEqual(['eth_getBlockByNumber', 'eth_getBalance', 'eth_call'])
    expect((await balance(2, 1)).reads).toEqual(['eth_getBlockByNumber', 'eth_getBalance', 'eth_call'])
    // A new block (a payment to the address) is read, and shows the payment.
    const hash = await rpc('eth_sendTransaction', [{ from: ANVIL_ACCOUNTS[0].address, to: ANVIL_ACCOUNTS[2].address, value: '0xde0b6b3a7640000' }])
    // anvil answers with the hash as the transaction enters its pool: the block is in once the
    // receipt is (on a loaded machine the head lookup could otherwise still see the block before).
    await vi.waitFor(async () => expect(await rpc('eth_getTransactionReceipt', [hash])).not.toBeNull(), { timeout: 10_000 })
    const after = await balance(2)
    expect(after.reads).toEqual(['eth_getBlockByNumber', 'eth_getBalance', 'eth_call'])
    const eth = (body: typeof first.body) => Number(body.balances.find((entry) => entry.symbol === 'ETH')?.quantity.numeric)
    expect(eth(after.body)).toBe(eth(first.body) + 1)
  })

  it.each([
    ['/v1/account/0xnope/balance?chainId=31337', 400, 'Invalid address'],
    [`/v1/account/${USDC_ADDRESS}/balance`, 400, 'Invalid chainId'],
    [`/v1/account/${USDC_ADDRESS}/balance?chainId=31337&currency=eur`, 400, 'Unsupported currency'],
    ['/v1/convert/gas-price', 400, 'Network not supported for Gas Price'],
    ['/v1/convert/gas-price?chainId=eip155:31338', 400, 'Network not supported for Gas Price'],
    ['/v1/identity/0x12', 400, 'Invalid address'],
  ])('GET %s answers %i %s', async (path, status, error) => {
    const response = await fetch(`${api.url}${path}`)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ error })
  })

  it('refuses a price request that is not { currency: usd, addresses }', async () => {
    const post = (body: unknown) =>
      fetch(`${api.url}/v1/fungible/price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect((await post({ currency: 'eur', addresses: [] })).status).toBe(400)
    expect((await post({ currency: 'usd' })).status).toBe(400)
    expect(await (await post({ currency: 'usd', addresses: [], projectId: 'p' })).json()).toEqual({ fungibles: [] })
  })
})
