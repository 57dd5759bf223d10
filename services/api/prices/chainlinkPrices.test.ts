import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, createWalletClient, http, parseUnits } from 'viem'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, USDC_ADDRESS, WETH_ADDRESS } from '../../../devstack/chain/addresses'
import { deployMulticall3 } from '../../../devstack/chain/multicall3'
import {
  LOCAL_FEED_ADDRESSES,
  deployPriceFeeds,
  devPriceFeeds,
  mockAggregatorAbi,
  mockAggregatorBytecode,
  setFeedAnswer,
  updateFeedRound,
} from '../../../devstack/chain/priceFeeds'
import { startAnvil } from '../../../devstack/chain/startAnvil'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import { SOLANA_LOCALNET_CAIP_NETWORK_ID, SOLANA_TEST_USDC } from '../../../devstack/solana/solanaTestAccounts'
import { chainlinkPrices } from './chainlinkPrices'
import { priceFeedsFromConfig } from './priceFeedsConfig'
import type { PriceSourceError } from './priceSourceError'

/* Chainlink's MockV3Aggregator on a real anvil, read through the operator's RPC. */
let anvil: RunningAnvil
let rpcUrl: string
const CHAIN = 'eip155:31337'
const feeds = () => priceFeedsFromConfig(devPriceFeeds({ chainIds: [31337] }))
const native = { chainId: CHAIN, address: 'native' }
const usdc = { chainId: CHAIN, address: USDC_ADDRESS }

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  rpcUrl = anvil.rpcUrl
  await deployPriceFeeds(rpcUrl, 31337)
})
afterAll(() => anvil?.stop())

// An HTTP proxy in front of anvil that counts the requests reaching it.
async function countingProxy(target: string) {
  let requests = 0
  const server = createServer((request, response) => {
    requests += 1
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      void fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) }).then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': 'application/json' })
        response.end(await answer.text())
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function deployFeed(decimals: number, answer: bigint): Promise<Address> {
  const account = privateKeyToAccount(ANVIL_ACCOUNTS[3].privateKey)
  const wallet = createWalletClient({ account, transport: http(rpcUrl) })
  const client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
  const hash = await wallet.deployContract({ abi: mockAggregatorAbi, bytecode: mockAggregatorBytecode, args: [decimals, answer], chain: null })
  return (await client.waitForTransactionReceipt({ hash })).contractAddress!
}

describe('chainlinkPrices', () => {
  it('prices the coin, WETH and USDC from fresh feeds in one JSON-RPC batch when the chain has no Multicall3', async () => {
    const proxy = await countingProxy(rpcUrl)
    try {
      const service = chainlinkPrices({ rpcUrls: { [CHAIN]: proxy.url }, feeds: feeds() })
      const before = Date.now()
      const prices = await service.prices([native, usdc, { chainId: CHAIN, address: WETH_ADDRESS.toUpperCase().replace('0X', '0x') }])
      expect(prices.get(`${CHAIN}:native`)?.usd).toBe(3000)
      expect(prices.get(`${CHAIN}:${WETH_ADDRESS.toLowerCase()}`)?.usd).toBe(3000)
      expect(prices.get(`${CHAIN}:${USDC_ADDRESS.toLowerCase()}`)?.usd).toBe(1)
      // updatedAt is the block's timestamp, in ms.
      expect(prices.get(`${CHAIN}:native`)!.updatedAt).toBeLessThanOrEqual(before + 1000)
      // One look-up for Multicall3, then one batch with every feed's round and decimals.
      expect(proxy.count()).toBe(2)
      await service.prices([native, usdc])
      expect(proxy.count()).toBe(3)
    } finally {
      await proxy.close()
    }
  })

  it('reads every feed of a chain in one Multicall3 call where the chain has it', async () => {
    const other = await startAnvil({ chainId: 31337 })
    const proxy = await countingProxy(other.rpcUrl)
    try {
      await deployPriceFeeds(other.rpcUrl, 31337)
      await deployMulticall3(other.rpcUrl)
      const service = chainlinkPrices({ rpcUrls: { [CHAIN]: proxy.url }, feeds: feeds() })
      const prices = await service.prices([native, usdc])
      expect([...prices.values()].map((price) => price.usd)).toEqual([3000, 1])
      const first = proxy.count()
      await service.prices([native, usdc])
      expect(proxy.count() - first).toBe(1)
    } finally {
      await proxy.close()
      await other.stop()
    }
  })

  it('leaves out a token whose feed is stale (updatedAt older than its heartbeat) or answers 0', async () => {
    const ethFeed = await deployFeed(8, parseUnits('3000', 8))
    const daiFeed = await deployFeed(8, parseUnits('1', 8))
    const config = { [CHAIN]: { native: { feed: ethFeed, heartbeatSeconds: 3600 }, [USDC_ADDRESS]: { feed: daiFeed, heartbeatSeconds: 3600 } } }
    const service = chainlinkPrices({ rpcUrls: { [CHAIN]: rpcUrl }, feeds: priceFeedsFromConfig(config) })
    expect((await service.prices([native, usdc])).size).toBe(2)
    await updateFeedRound(rpcUrl, ethFeed, { usd: 3000, updatedAt: Math.floor(Date.now() / 1000) - 3601 })
    await setFeedAnswer(rpcUrl, daiFeed, 0)
    expect((await service.prices([native, usdc])).size).toBe(0)
    // Within the heartbeat again: priced again (no answer is remembered by the reader).
    await updateFeedRound(rpcUrl, ethFeed, { usd: 2999.5, updatedAt: Math.floor(Date.now() / 1000) - 3500 })
    expect((await service.prices([native])).get(`${CHAIN}:native`)?.usd).toBe(2999.5)
  })

  it('measures staleness on the clock it is given', async () => {
    const service = chainlinkPrices({ rpcUrls: { [CHAIN]: rpcUrl }, feeds: feeds(), now: () => Date.now() + 86_401_000 })
    expect((await service.prices([native])).size).toBe(0)
  })

  it("scales by the feed's own decimals, read once", async () => {
    const feed = await deployFeed(18, parseUnits('2.5', 18))
    const service = chainlinkPrices({ rpcUrls: { [CHAIN]: rpcUrl }, feeds: priceFeedsFromConfig({ [CHAIN]: { native: { feed, heartbeatSeconds: 60 } } }) })
    expect((await service.prices([native])).get(`${CHAIN}:native`)?.usd).toBe(2.5)
    await setFeedAnswer(rpcUrl, feed, 2.75)
    expect((await service.prices([native])).get(`${CHAIN}:native`)?.usd).toBe(2.75)
  })

  it('leaves out the tokens of a feed that reverts or has no code, and keeps the others', async () => {
    const reverting: Address = '0x00000000000000000000000000000000000fee0d'
    // Runtime code that always reverts (PUSH1 0, PUSH1 0, REVERT).
    await createPublicClient({ transport: http(rpcUrl) }).request({ method: 'anvil_setCode' as 'eth_chainId', params: [reverting, '0x60006000fd'] as never })
    const config = {
      [CHAIN]: {
        native: { feed: reverting, heartbeatSeconds: 3600 },
        [WETH_ADDRESS]: { feed: '0x00000000000000000000000000000000000c0de0', heartbeatSeconds: 3600 },
        [USDC_ADDRESS]: { feed: LOCAL_FEED_ADDRESSES.usdcUsd, heartbeatSeconds: 3600 },
      },
    }
    const service = chainlinkPrices({ rpcUrls: { [CHAIN]: rpcUrl }, feeds: priceFeedsFromConfig(config) })
    const prices = await service.prices([native, usdc, { chainId: CHAIN, address: WETH_ADDRESS }])
    expect([...prices.keys()]).toEqual([`${CHAIN}:${USDC_ADDRESS.toLowerCase()}`])
  })

  it('answers without the tokens of a chain that is down, and says so through onError', async () => {
    const errors: PriceSourceError[] = []
    const down = await startAnvil({ chainId: 31337 })
    await down.stop()
    const service = chainlinkPrices({ rpcUrls: { [CHAIN]: down.rpcUrl, 'eip155:31338': rpcUrl }, feeds: feeds(), onError: (error) => errors.push(error) })
    expect((await service.prices([native])).size).toBe(0)
    expect(errors.map((error) => error.shortMessage)).toEqual(['Chainlink feeds on eip155:31337 could not be read'])
    // The RPC URL (where an operator's key may sit) stays out of what is logged.
    expect(errors[0]!.message).not.toContain(down.rpcUrl)
  })

  it('prices nothing for a token without a feed or a feed on a chain it has no RPC for', async () => {
    const service = chainlinkPrices({ rpcUrls: {}, feeds: feeds() })
    expect((await service.prices([native])).size).toBe(0)
    const served = chainlinkPrices({ rpcUrls: { [CHAIN]: rpcUrl }, feeds: feeds() })
    expect((await served.prices([{ chainId: CHAIN, address: '0x1111111111111111111111111111111111111111' }])).size).toBe(0)
  })

  it('prices Solana tokens by mint through feeds on an EVM chain', async () => {
    const service = chainlinkPrices({ rpcUrls: { [CHAIN]: rpcUrl }, feeds: feeds() })
    const prices = await service.prices([
      { chainId: SOLANA_LOCALNET_CAIP_NETWORK_ID, address: 'native' },
      { chainId: SOLANA_LOCALNET_CAIP_NETWORK_ID, address: SOLANA_TEST_USDC.mint },
      // Base58 is case-sensitive: another casing is another mint.
      { chainId: SOLANA_LOCALNET_CAIP_NETWORK_ID, address: SOLANA_TEST_USDC.mint.toLowerCase() },
    ])
    expect(Object.fromEntries([...prices].map(([key, price]) => [key, price.usd]))).toEqual({
      [`${SOLANA_LOCALNET_CAIP_NETWORK_ID}:native`]: 150,
      [`${SOLANA_LOCALNET_CAIP_NETWORK_ID}:${SOLANA_TEST_USDC.mint}`]: 1,
    })
  })
})
