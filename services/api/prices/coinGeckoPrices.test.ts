import { afterEach, describe, expect, it } from 'vitest'
import { startCoinGeckoStandIn } from '../../../test/services/coinGeckoStandIn'
import type { CoinGeckoStandInOptions } from '../../../test/services/coinGeckoStandIn'
import { coinGeckoPrices } from './coinGeckoPrices'
import type { CoinGeckoPricesOptions } from './coinGeckoPrices'
import type { PriceSourceError } from './priceSourceError'

/* The HTTP price source against a local server speaking CoinGecko's `simple` wire format. */
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const SOL_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const nowSeconds = () => Math.floor(Date.now() / 1000)
const platforms = { 'eip155:1': { platform: 'ethereum', nativeCoinId: 'ethereum' }, [SOLANA]: { platform: 'solana', nativeCoinId: 'solana' } }

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function standIn(options: CoinGeckoStandInOptions) {
  const server = await startCoinGeckoStandIn(options)
  close = server.close
  return server
}

function source(url: string, extra: Partial<CoinGeckoPricesOptions> = {}) {
  const errors: PriceSourceError[] = []
  const service = coinGeckoPrices({ url, platforms, onError: (error) => errors.push(error), ...extra })
  return { service, errors }
}

describe('coinGeckoPrices', () => {
  it('prices contracts by platform and coins by id, one request each, with the key in its header', async () => {
    const at = nowSeconds() - 30
    const server = await standIn({
      tokens: { ethereum: { [USDC]: { usd: 0.9998, lastUpdatedAt: at } }, solana: { [SOL_USDC]: { usd: 1.0001, lastUpdatedAt: at } } },
      coins: { ethereum: { usd: 3012.5, lastUpdatedAt: at }, solana: { usd: 151.2, lastUpdatedAt: at } },
      apiKey: { header: 'x-cg-demo-api-key', value: 'demo-key' },
    })
    const { service, errors } = source(server.url, { apiKey: 'demo-key', apiKeyHeader: 'x-cg-demo-api-key' })
    const prices = await service.prices([
      { chainId: 'eip155:1', address: 'native' },
      { chainId: 'eip155:1', address: USDC },
      { chainId: 'eip155:1', address: '0x1111111111111111111111111111111111111111' },
      { chainId: SOLANA, address: 'native' },
      { chainId: SOLANA, address: SOL_USDC },
    ])
    expect(errors).toEqual([])
    expect(Object.fromEntries([...prices].map(([key, price]) => [key, price]))).toEqual({
      'eip155:1:native': { usd: 3012.5, updatedAt: at * 1000 },
      [`eip155:1:${USDC.toLowerCase()}`]: { usd: 0.9998, updatedAt: at * 1000 },
      [`${SOLANA}:native`]: { usd: 151.2, updatedAt: at * 1000 },
      [`${SOLANA}:${SOL_USDC}`]: { usd: 1.0001, updatedAt: at * 1000 },
    })
    expect(server.requests.map((request) => request.path).sort()).toEqual([
      '/api/v3/simple/price',
      '/api/v3/simple/token_price/ethereum',
      '/api/v3/simple/token_price/solana',
    ])
    const ethereum = server.requests.find((request) => request.path.endsWith('/ethereum'))!
    expect(ethereum.query).toEqual({
      contract_addresses: `${USDC.toLowerCase()},0x1111111111111111111111111111111111111111`,
      vs_currencies: 'usd',
      include_last_updated_at: 'true',
    })
    expect(server.requests.find((request) => request.path.endsWith('/price'))!.query.ids).toBe('ethereum,solana')
  })

  it('asks nothing for chains it has no platform or coin id for', async () => {
    const server = await standIn({})
    const { service } = source(server.url)
    expect(
      (
        await service.prices([
          { chainId: 'eip155:56', address: 'native' },
          { chainId: 'eip155:56', address: USDC },
        ])
      ).size,
    ).toBe(0)
    expect(server.requests).toEqual([])
  })

  it('leaves out prices that are not positive, have no timestamp or are older than maxAgeMs', async () => {
    const server = await standIn({
      coins: { ethereum: { usd: 0, lastUpdatedAt: nowSeconds() } },
      tokens: { ethereum: { [USDC]: { usd: 1, lastUpdatedAt: nowSeconds() - 7200 } } },
    })
    const { service } = source(server.url)
    expect(
      (
        await service.prices([
          { chainId: 'eip155:1', address: 'native' },
          { chainId: 'eip155:1', address: USDC },
        ])
      ).size,
    ).toBe(0)
    const lenient = source(server.url, { maxAgeMs: 3 * 3600_000 }).service
    expect((await lenient.prices([{ chainId: 'eip155:1', address: USDC }])).size).toBe(1)
  })

  it.each([
    ['a 500', { status: 500, body: '{"error":"internal"}' }],
    ['a 429', { status: 429, body: '{"status":{"error_code":429}}' }],
    ['the wrong shape', { status: 200, body: '[{"usd":1}]' }],
    ['a price that is not a number', { status: 200, body: '{"ethereum":{"usd":"3000","last_updated_at":1}}' }],
    ['no JSON', { status: 200, body: '<html>busy</html>' }],
  ])('answers without those tokens, and reports it, on %s', async (_, failure) => {
    const server = await standIn({ misbehave: () => failure })
    const { service, errors } = source(server.url)
    expect((await service.prices([{ chainId: 'eip155:1', address: 'native' }])).size).toBe(0)
    expect(errors.map((error) => error.shortMessage)).toEqual(['The price API did not answer /simple/price'])
  })

  it('gives up on a request slower than timeoutMs, keeping what the other requests answered', async () => {
    const at = nowSeconds()
    const server = await standIn({
      tokens: { ethereum: { [USDC]: { usd: 1, lastUpdatedAt: at } } },
      misbehave: ({ path }) => (path.endsWith('/price') ? 'hang' : undefined),
    })
    const { service, errors } = source(server.url, { timeoutMs: 200 })
    const prices = await service.prices([
      { chainId: 'eip155:1', address: 'native' },
      { chainId: 'eip155:1', address: USDC },
    ])
    expect([...prices.keys()]).toEqual([`eip155:1:${USDC.toLowerCase()}`])
    expect(errors).toHaveLength(1)
  })

  it('reports a rejected key without putting it in the message', async () => {
    const server = await standIn({ apiKey: { header: 'x-cg-pro-api-key', value: 'right' } })
    const { service, errors } = source(server.url, { apiKey: 'wrong-key' })
    expect((await service.prices([{ chainId: 'eip155:1', address: 'native' }])).size).toBe(0)
    expect(server.requests[0]!.headers['x-cg-pro-api-key']).toBe('wrong-key')
    expect(errors[0]!.message).toContain('HTTP 401')
    expect(errors[0]!.message).not.toContain('wrong-key')
  })

  it('answers without prices when the API is unreachable', async () => {
    const server = await standIn({})
    await server.close()
    close = undefined
    const { service, errors } = source(server.url)
    expect((await service.prices([{ chainId: 'eip155:1', address: 'native' }])).size).toBe(0)
    expect(errors).toHaveLength(1)
  })
})
