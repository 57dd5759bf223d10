import { createPublicClient, createWalletClient, http, parseAbi, parseEther } from 'viem'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { deployMulticall3, MULTICALL3_ADDRESS } from '../../../devstack/chain/multicall3'
import { deployTestTokens } from '../../../devstack/chain/deployTestTokens'
import { localChain } from '../../../devstack/chain/localChain'
import { startAnvil, type RunningAnvil } from '../../../devstack/chain/startAnvil'
import type { TokenBalance, TransactionHistoryPage } from '../../../src/api/wire/accountSchemas'
import { anvilRpc, recordingRpcProxy, type RecordingRpcProxy } from '../../../test/services/anvilRpc'
import { fixedPrices } from '../../../test/services/fixedPrices'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { parseTokenList } from '../tokens/loadTokenLists'
import { accountRoutes } from './accountRoutes'

/*
 * Balances on a chain that has Multicall3, over a real anvil that says it is Polygon (137): the coin
 * and 50 listed tokens in ONE eth_call (counted at a proxy), the coin named as the chain definition
 * names it (POL), USD values only for priced tokens (absent otherwise, priced at answer time), and a
 * token that calls itself "USDC" at an unlisted address never valued, in balances or in Activity.
 */
const CHAIN = 137
const [funder, alice, bob] = ANVIL_ACCOUNTS
let anvil: RunningAnvil
let proxy: RecordingRpcProxy
let api: RunningServer
let listed: Address[] = []
let spoof: Address
const posts: unknown[] = []
const caip2 = `eip155:${CHAIN}`
const prices = fixedPrices([])
// The set-up's last stage begun, printed when the set-up did not finish (a hook timeout says nothing more).
let stage = 'start anvil'

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN })
  stage = 'deploy Multicall3'
  await deployMulticall3(anvil.rpcUrl)
  stage = 'deploy 51 tokens'
  // 50 listed tokens, then one more TestToken (named "USD Coin" / USDC on chain) that no list names.
  const deployed = await deployTestTokens(anvil.rpcUrl, CHAIN, { count: 51, from: funder, recipients: [alice.address], amountEach: 2_000_000n })
  listed = deployed.slice(0, 50)
  spoof = deployed[50]!
  const list = {
    name: 'Test',
    timestamp: '2026-01-01T00:00:00.000Z',
    version: { major: 1, minor: 0, patch: 0 },
    tokens: [
      ...listed.map((address, index) => ({
        chainId: CHAIN,
        address,
        name: index === 0 ? 'USD Coin' : `Token ${index}`,
        symbol: index === 0 ? 'USDC' : `TK${index}`,
        decimals: 6,
      })),
      // Listed at an account with no code: its balanceOf fails inside the multicall and it is left out.
      { chainId: CHAIN, address: ANVIL_ACCOUNTS[7].address, name: 'Nothing', symbol: 'NONE', decimals: 18 },
    ],
  }
  prices.set({ chainId: caip2, address: 'native' }, 0.5)
  prices.set({ chainId: caip2, address: listed[0]! }, 1)
  stage = 'start the proxy and the API'
  proxy = await recordingRpcProxy(anvil.rpcUrl, (body) => posts.push(JSON.parse(body)))
  const chains = [{ id: CHAIN, name: 'Polygon (anvil)', rpcUrl: proxy.url, historyStartBlock: 0 }]
  // The history indexer reads the same node in the background (blocks, and each new token's name,
  // symbol and decimals): it catches up once here and then looks again only when a request wakes it,
  // so the requests the balance tests count are the balance route's own.
  const domain = accountRoutes({ chains, tokens: parseTokenList('test', list), prices, historyBlocksPerSecond: 10_000, historyPollMs: 3_600_000 })
  api = await createApiServer({ chains, domains: [domain] }).listen(0, '127.0.0.1')
  // Once through, so the look for Multicall3 (at start) is done before the counting starts.
  stage = 'first balance request'
  await balances(bob.address)
  stage = 'history indexer catching up'
  const head = Number(await anvilRpc(anvil.rpcUrl, 'eth_blockNumber'))
  await vi.waitFor(
    async () => {
      const response = await fetch(`${api.url}/v1/account/${alice.address}/history?chainId=${caip2}`)
      expect(((await response.json()) as TransactionHistoryPage).indexed?.toBlock).toBe(head)
    },
    { timeout: 30_000, interval: 100 },
  )
  stage = 'done'
  // A loaded CI machine (both cores busy with the end-to-end stack's start) made 90 s too short once.
}, 180_000)

afterAll(async () => {
  if (stage !== 'done') console.error(`balanceMulticall set-up did not finish: stopped at "${stage}"`)
  await api?.close()
  await proxy?.close()
  await anvil?.stop()
})

async function balances(address: Address): Promise<TokenBalance[]> {
  const response = await fetch(`${api.url}/v1/account/${address}/balance?chainId=${caip2}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { balances: TokenBalance[] }).balances
}

/** The JSON-RPC calls of the posts, batches flattened, in order. */
const calls = () => posts.flatMap((body) => (Array.isArray(body) ? body : [body])) as { method: string; params: unknown[] }[]

describe('balances through Multicall3', () => {
  it('reads the coin and 50 listed tokens in one eth_call to Multicall3, at the head', async () => {
    posts.length = 0
    const answer = await balances(alice.address)
    expect(calls().map((call) => call.method)).toEqual(['eth_getBlockByNumber', 'eth_call'])
    const [call, block] = calls()[1]!.params as [{ to: string }, string]
    expect(call.to.toLowerCase()).toBe(MULTICALL3_ADDRESS.toLowerCase())
    expect(block).toBe(await anvilRpc(anvil.rpcUrl, 'eth_blockNumber'))
    // The coin, then the 50 tokens; the entry without code and the unlisted "USDC" are not there.
    expect(answer).toHaveLength(51)
    expect(answer.filter((entry) => entry.address).map((entry) => entry.address)).toEqual(listed.map((address) => `${caip2}:${address}`))
    expect(answer.every((entry) => entry.symbol !== 'NONE')).toBe(true)
  })

  it('names the coin from the chain definition (POL on Polygon) and values only what the price service prices', async () => {
    const [coin, usdc, other] = await balances(alice.address)
    expect(coin).toEqual({ name: 'POL', symbol: 'POL', chainId: caip2, price: 0.5, value: 5_000, quantity: { decimals: '18', numeric: '10000' }, iconUrl: '' })
    expect(usdc).toMatchObject({ symbol: 'USDC', address: `${caip2}:${listed[0]}`, price: 1, value: 2, quantity: { numeric: '2' } })
    // Unpriced: no value and no price at all (not 0).
    expect(other).toEqual({
      name: 'Token 1',
      symbol: 'TK1',
      chainId: caip2,
      address: `${caip2}:${listed[1]}`,
      quantity: { decimals: '6', numeric: '2' },
      iconUrl: '',
    })
  })

  it('prices a balance cached for its block at answer time', async () => {
    await balances(alice.address)
    posts.length = 0
    prices.set({ chainId: caip2, address: listed[1]! }, 3)
    const answer = await balances(alice.address)
    // Same block: no read but the head's, and the new price shows.
    expect(calls().map((call) => call.method)).toEqual(['eth_getBlockByNumber'])
    expect(answer[2]).toMatchObject({ symbol: 'TK1', price: 3, value: 6 })
    prices.set({ chainId: caip2, address: listed[1]! }, undefined)
    expect((await balances(alice.address))[2]).not.toHaveProperty('value')
  })

  it('answers fungible prices for the coin and priced listed tokens only, by address', async () => {
    const response = await fetch(`${api.url}/v1/fungible/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: 'p',
        addresses: [`${caip2}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`, `${caip2}:${spoof}`, `${caip2}:${listed[0]}`, `${caip2}:${listed[1]}`],
      }),
    })
    expect(await response.json()).toEqual({
      fungibles: [
        { name: 'POL', symbol: 'POL', iconUrl: '', price: 0.5 },
        { name: 'USD Coin', symbol: 'USDC', iconUrl: '', price: 1 },
      ],
    })
  })
})

describe('Activity', () => {
  it('values the coin and listed tokens by address; a "USDC" at another address shows no USD value', async () => {
    const wallet = createWalletClient({ chain: localChain(CHAIN, anvil.rpcUrl), transport: http(anvil.rpcUrl), account: privateKeyToAccount(alice.privateKey) })
    const transfer = parseAbi(['function transfer(address to, uint256 amount) returns (bool)'])
    await wallet.writeContract({ address: spoof, abi: transfer, functionName: 'transfer', args: [bob.address, 1_000_000n] })
    await wallet.writeContract({ address: listed[0]!, abi: transfer, functionName: 'transfer', args: [bob.address, 1_500_000n] })
    const last = await wallet.sendTransaction({ to: bob.address, value: parseEther('2') })
    // Anvil answers a sent transaction before it mines it: the head counts once the last one is in.
    const { blockNumber } = await createPublicClient({ transport: http(anvil.rpcUrl) }).waitForTransactionReceipt({ hash: last, pollingInterval: 50 })
    const head = Number(blockNumber)
    // The index catches up from block 0 in the background (the deployments are more blocks than a request waits for).
    const page = await vi.waitFor(
      async () => {
        const response = await fetch(`${api.url}/v1/account/${bob.address}/history?chainId=${caip2}&forceUpdate=1`)
        const answer = (await response.json()) as TransactionHistoryPage
        expect(answer.indexed?.toBlock).toBe(head)
        return answer
      },
      { timeout: 20_000, interval: 100 },
    )
    const [coin, usdc, spoofed] = page.data.map((tx) => tx.transfers[0]!)
    expect(coin).toMatchObject({ fungible_info: { name: 'POL', symbol: 'POL' }, quantity: { numeric: '2' }, price: 0.5, value: 1 })
    expect(usdc).toMatchObject({ fungible_info: { symbol: 'USDC' }, quantity: { numeric: '1.5' }, price: 1, value: 1.5 })
    // Named as the contract names itself, never valued.
    expect(spoofed).toMatchObject({ fungible_info: { name: 'USD Coin', symbol: 'USDC' }, quantity: { numeric: '1' } })
    expect(spoofed).not.toHaveProperty('value')
    expect(spoofed).not.toHaveProperty('price')
  })
})
