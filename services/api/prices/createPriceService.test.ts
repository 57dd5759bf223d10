import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DAI_ADDRESS, USDC_ADDRESS } from '../../../devstack/chain/addresses'
import { LOCAL_FEED_ADDRESSES, deployPriceFeeds, devPriceFeeds, setFeedAnswer } from '../../../devstack/chain/priceFeeds'
import { startAnvil } from '../../../devstack/chain/startAnvil'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import { startCoinGeckoStandIn } from '../../../test/services/coinGeckoStandIn'
import { TOKEN_PRICE_LIFETIME_MS, createPriceService } from './createPriceService'
import { priceFeedsFromConfig } from './priceFeedsConfig'

/* Feeds on a real anvil, then a CoinGecko-speaking stand-in, behind the price lifetime cache. */
let anvil: RunningAnvil
let closeStandIn: (() => Promise<void>) | undefined
const CHAIN = 'eip155:31337'
const native = { chainId: CHAIN, address: 'native' }
const usdc = { chainId: CHAIN, address: USDC_ADDRESS }
const OTHER_TOKEN = '0x2222222222222222222222222222222222222222'

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployPriceFeeds(anvil.rpcUrl, 31337)
})
afterAll(() => anvil?.stop())
afterEach(async () => {
  await closeStandIn?.()
  closeStandIn = undefined
})

// A clock only the test moves; it starts at the real time so the feeds' block timestamps are fresh.
function testClock() {
  let now = Date.now()
  return { now: () => now, advance: (ms: number) => void (now += ms) }
}

describe('createPriceService', () => {
  it('keeps a price for the lifetime, then shows a moved answer', async () => {
    const clock = testClock()
    const service = createPriceService({
      chains: [{ id: 31337, rpcUrl: anvil.rpcUrl }],
      feeds: priceFeedsFromConfig(devPriceFeeds({ chainIds: [31337] })),
      now: clock.now,
    })
    expect((await service.prices([native])).get(`${CHAIN}:native`)?.usd).toBe(3000)
    await setFeedAnswer(anvil.rpcUrl, LOCAL_FEED_ADDRESSES.ethUsd, 3100)
    try {
      clock.advance(TOKEN_PRICE_LIFETIME_MS - 1)
      expect((await service.prices([native])).get(`${CHAIN}:native`)?.usd).toBe(3000)
      clock.advance(2)
      expect((await service.prices([native])).get(`${CHAIN}:native`)?.usd).toBe(3100)
    } finally {
      await setFeedAnswer(anvil.rpcUrl, LOCAL_FEED_ADDRESSES.ethUsd, 3000)
    }
  })

  it('asks the HTTP API only for the tokens the feeds did not price, and shares one read among concurrent asks', async () => {
    const at = Math.floor(Date.now() / 1000)
    const standIn = await startCoinGeckoStandIn({
      tokens: { local: { [OTHER_TOKEN]: { usd: 42.5, lastUpdatedAt: at }, [USDC_ADDRESS]: { usd: 7, lastUpdatedAt: at } } },
    })
    closeStandIn = standIn.close
    const service = createPriceService({
      chains: [{ id: 31337, rpcUrl: anvil.rpcUrl }],
      feeds: priceFeedsFromConfig(devPriceFeeds({ chainIds: [31337] })),
      http: { url: standIn.url, platforms: { [CHAIN]: { platform: 'local' } } },
    })
    const tokens = [native, usdc, { chainId: CHAIN, address: OTHER_TOKEN }]
    const [first, second] = await Promise.all([service.prices(tokens), service.prices([...tokens].reverse())])
    for (const answer of [first, second]) {
      expect(Object.fromEntries([...answer].map(([key, price]) => [key, price.usd]))).toEqual({
        [`${CHAIN}:native`]: 3000,
        [`${CHAIN}:${USDC_ADDRESS.toLowerCase()}`]: 1,
        [`${CHAIN}:${OTHER_TOKEN}`]: 42.5,
      })
    }
    expect(standIn.requests.map((request) => request.query.contract_addresses)).toEqual([OTHER_TOKEN])
  })

  it('falls back to the HTTP API for the tokens of a chain that is down, and keeps the absence of an unpriced token', async () => {
    const at = Math.floor(Date.now() / 1000)
    const standIn = await startCoinGeckoStandIn({ coins: { 'local-coin': { usd: 2950, lastUpdatedAt: at } } })
    closeStandIn = standIn.close
    const down = await startAnvil({ chainId: 31337 })
    await down.stop()
    const errors: string[] = []
    const service = createPriceService({
      chains: [{ id: 31337, rpcUrl: down.rpcUrl }],
      feeds: priceFeedsFromConfig(devPriceFeeds({ chainIds: [31337] })),
      http: { url: standIn.url, platforms: { [CHAIN]: { nativeCoinId: 'local-coin' } } },
      onError: (error) => errors.push(error.shortMessage),
    })
    const prices = await service.prices([native, { chainId: CHAIN, address: DAI_ADDRESS }])
    expect(Object.fromEntries([...prices].map(([key, price]) => [key, price.usd]))).toEqual({ [`${CHAIN}:native`]: 2950 })
    expect(errors).toEqual(['Chainlink feeds on eip155:31337 could not be read'])
    // Within the lifetime, neither source is asked again, for the priced or the unpriced token.
    await service.prices([native, { chainId: CHAIN, address: DAI_ADDRESS }])
    expect(standIn.requests).toHaveLength(1)
    expect(errors).toHaveLength(1)
  })

  it('prices nothing, and asks nothing, without feeds or an HTTP API', async () => {
    const service = createPriceService({ chains: [{ id: 31337, rpcUrl: anvil.rpcUrl }], feeds: {} })
    expect((await service.prices([native, usdc])).size).toBe(0)
  })
})
