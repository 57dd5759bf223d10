import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USDC_ADDRESS } from '../../../devstack/chain/addresses'
import { LOCAL_FEED_ADDRESSES, deployPriceFeeds, devPriceFeeds } from '../../../devstack/chain/priceFeeds'
import { startAnvil } from '../../../devstack/chain/startAnvil'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import { serverConfigSchema } from '../../server/serverConfigSchema'
import { loadServerConfig } from '../../server/loadServerConfig'
import { SOLANA_MAINNET_CAIP2 } from './defaultPriceFeeds'
import { priceServiceFromConfig } from './priceServiceFromConfig'

/* The `prices` configuration key, parsed by the server schema and turned into a price service. */
let anvil: RunningAnvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployPriceFeeds(anvil.rpcUrl, 31337)
})
afterAll(() => anvil?.stop())

const chain = (id: number, rpcUrl: string) => ({ id, name: `Chain ${id}`, rpcUrl })

describe('priceServiceFromConfig', () => {
  it('prices through configured feeds on a configured chain, over the defaults', async () => {
    const config = serverConfigSchema.parse({ chains: [chain(31337, anvil.rpcUrl)], prices: { feeds: devPriceFeeds({ chainIds: [31337] }) } })
    const { service, feeds, warnings } = priceServiceFromConfig(config)
    expect(warnings).toEqual([])
    // Only feeds on configured chains are kept: Ethereum's defaults are not read without Ethereum.
    expect(Object.keys(feeds).every((key) => feeds[key]!.feedChainId === 'eip155:31337')).toBe(true)
    const prices = await service.prices([
      { chainId: 'eip155:31337', address: 'native' },
      { chainId: 'eip155:31337', address: USDC_ADDRESS },
    ])
    expect([...prices.values()].map((price) => price.usd)).toEqual([3000, 1])
  })

  it('warns about a configured feed on a chain that is not configured, and skips it', () => {
    const config = serverConfigSchema.parse({
      chains: [chain(31337, anvil.rpcUrl)],
      prices: { feeds: { 'eip155:31337': { native: { feed: LOCAL_FEED_ADDRESSES.ethUsd, heartbeatSeconds: 60, chainId: 'eip155:5' } } } },
    })
    const { feeds, warnings } = priceServiceFromConfig(config)
    expect(feeds['eip155:31337:native']).toBeUndefined()
    expect(warnings).toEqual([
      'prices: 1 feed for eip155:31337 is on eip155:5, which is not among the configured chains: skipped (those tokens show no USD value unless prices.http prices them)',
    ])
  })

  it('warns when a served chain’s default feeds live on a chain that is not configured (Solana on Ethereum)', () => {
    const config = serverConfigSchema.parse({
      chains: [chain(1, 'http://127.0.0.1:1')],
      solana: { chains: [{ caipNetworkId: SOLANA_MAINNET_CAIP2, name: 'Solana', rpcUrl: 'http://127.0.0.1:2' }] },
    })
    expect(priceServiceFromConfig(config).warnings).toEqual([])
    const withoutEthereum = serverConfigSchema.parse({ ...config, chains: [chain(10, 'http://127.0.0.1:1')] })
    expect(priceServiceFromConfig(withoutEthereum).warnings).toEqual([
      `prices: 3 feeds for ${SOLANA_MAINNET_CAIP2} are on eip155:1, which is not among the configured chains: skipped (those tokens show no USD value unless prices.http prices them)`,
    ])
  })

  it('drops the defaults when defaultFeeds is false', () => {
    const config = serverConfigSchema.parse({ chains: [chain(1, 'http://127.0.0.1:1')], prices: { defaultFeeds: false } })
    expect(priceServiceFromConfig(config).feeds).toEqual({})
    expect(Object.keys(priceServiceFromConfig(serverConfigSchema.parse({ chains: [chain(1, 'http://127.0.0.1:1')] })).feeds)).toContain('eip155:1:native')
  })

  it('reads prices from FOYER_PRICES and the key from FOYER_PRICES_API_KEY', () => {
    const config = loadServerConfig({
      FOYER_PRICES: JSON.stringify({ http: { url: 'https://pro-api.coingecko.com/api/v3', platforms: { 'eip155:10': { platform: 'optimistic-ethereum' } } } }),
      FOYER_PRICES_API_KEY: 'cg-key',
    })
    expect(config.prices.http).toEqual({
      url: 'https://pro-api.coingecko.com/api/v3',
      apiKey: 'cg-key',
      apiKeyHeader: 'x-cg-pro-api-key',
      timeoutMs: 5_000,
      maxAgeSeconds: 3_600,
      platforms: { 'eip155:10': { platform: 'optimistic-ethereum' } },
    })
  })

  it.each([
    [{ feeds: { 'eip155:1': { native: { feed: '0x12', heartbeatSeconds: 60 } } } }, 'prices.feeds.eip155:1.native.feed'],
    [{ feeds: { 'eip155:1': { native: { feed: LOCAL_FEED_ADDRESSES.ethUsd, heartbeatSeconds: 0 } } } }, 'prices.feeds.eip155:1.native.heartbeatSeconds'],
    [{ feeds: { 'eip155:1': { USDC: { feed: LOCAL_FEED_ADDRESSES.ethUsd, heartbeatSeconds: 60 } } } }, 'prices.feeds.eip155:1.USDC'],
    [{ feeds: { mainnet: {} } }, 'prices.feeds.mainnet'],
    [{ feeds: { 'eip155:1': { native: { feed: LOCAL_FEED_ADDRESSES.ethUsd, heartbeatSeconds: 60, price: 3000 } } } }, 'prices.feeds.eip155:1.native'],
    [{ http: { url: 'ftp://prices.example' } }, 'prices.http.url'],
    [{ http: { url: 'https://prices.example', apiKeyHeader: 'authorization' } }, 'prices.http.apiKeyHeader'],
  ])('refuses %j (%s)', (prices, path) => {
    const result = serverConfigSchema.safeParse({ prices })
    expect(result.success).toBe(false)
    const paths = result.error!.issues.map((issue) => issue.path.join('.'))
    expect(paths.some((issuePath) => issuePath.startsWith(path))).toBe(true)
  })
})
