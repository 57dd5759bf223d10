import { describe, expect, it } from 'vitest'
import { fixedPrices } from '../../../test/services/fixedPrices'
import { noPrices } from '../prices/priceService'
import type { PriceService } from '../prices/priceService'
import { priceBalances, unpricedBalance } from './priceBalances'
import { priceTransactions } from './priceTransactions'

/* Pricing at answer time: by chain and address only, absent (never 0) when unpriced, and a failing service is no price. */
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const coin = unpricedBalance({ name: 'Ether', symbol: 'ETH', decimals: 18 }, 2n * 10n ** 18n, 'eip155:1')
const token = unpricedBalance({ name: 'USD Coin', symbol: 'USDC', decimals: 6 }, 1_500_000n, 'eip155:1', usdc)

describe('priceBalances', () => {
  it('prices by chain and address, and leaves value and price out for an unpriced token', async () => {
    const prices = fixedPrices([[{ chainId: 'eip155:1', address: 'native' }, 2500]])
    const [eth, usd] = await priceBalances(prices, [coin, token])
    expect(eth).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      price: 2500,
      value: 5000,
      quantity: { decimals: '18', numeric: '2' },
      iconUrl: '',
    })
    expect(usd).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      address: `eip155:1:${usdc}`,
      quantity: { decimals: '6', numeric: '1.5' },
      iconUrl: '',
    })
    // The same address on another chain is another token.
    expect(prices.asked).toEqual([
      [
        { chainId: 'eip155:1', address: 'native' },
        { chainId: 'eip155:1', address: usdc },
      ],
    ])
  })

  it('answers the amounts unpriced when the service fails or knows nothing', async () => {
    const failing: PriceService = { prices: () => Promise.reject(new Error('down')) }
    for (const service of [failing, noPrices]) {
      const balances = await priceBalances(service, [coin])
      expect(balances[0]).not.toHaveProperty('value')
      expect(balances[0]).not.toHaveProperty('price')
    }
  })
})

describe('priceTransactions', () => {
  it('prices only the transfers that carry a token identity', async () => {
    const prices = fixedPrices([[{ chainId: 'eip155:1', address: usdc }, 1]])
    const transfer = { fungible_info: { name: 'USD Coin', symbol: 'USDC' }, direction: 'in' as const, quantity: { numeric: '3' } }
    const [tx] = await priceTransactions(prices, [
      {
        id: '0x1',
        metadata: { minedAt: '2026-01-01T00:00:00.000Z', chain: 'eip155:1', operationType: 'receive', status: 'confirmed', sentFrom: '', sentTo: '' },
        transfers: [{ transfer, ref: { chainId: 'eip155:1', address: usdc } }, { transfer }],
      },
    ])
    expect(tx!.transfers[0]).toMatchObject({ price: 1, value: 3 })
    expect(tx!.transfers[1]).toEqual(transfer)
  })
})
