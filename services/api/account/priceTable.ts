import { formatUnits } from 'viem'
import { z } from 'zod'
import type { TokenBalance } from '../../../src/api/wire/accountSchemas'
import devPrices from './prices.dev.json'

/** One priced token of a {@link PriceTable}. */
export type PriceEntry = { name: string; price: number; iconUrl: string }

/** USD prices keyed by token symbol (the API only quotes `usd`). */
export type PriceTable = {
  currency: 'usd'
  prices: Readonly<Record<string, PriceEntry>>
}

const priceTableSchema = z.object({
  description: z.string().optional(),
  currency: z.literal('usd'),
  prices: z.record(z.string().min(1), z.object({ name: z.string(), price: z.number().nonnegative().finite(), iconUrl: z.string().default('') })),
})

/**
 * Parses a price table (e.g. a JSON config file) with zod.
 *
 * @throws {ZodError} when the table is not `{ currency: 'usd', prices: { SYMBOL: { name, price, iconUrl } } }`.
 * @example
 * parsePriceTable({ currency: 'usd', prices: { ETH: { name: 'Ether', price: 3000, iconUrl: '' } } })
 */
export function parsePriceTable(input: unknown): PriceTable {
  const { currency, prices } = priceTableSchema.parse(input)
  return { currency, prices }
}

/**
 * The local stack's development prices (`prices.dev.json`: ETH 3000, USDC 1). Fixed numbers so
 * tests and the demo show stable USD values; never market data.
 */
export function devPriceTable(): PriceTable {
  return parsePriceTable(devPrices)
}

/** A token as a balance entry names it: static metadata, no address. */
export type PricedToken = { name: string; symbol: string; decimals: number; iconUrl?: string | undefined }

/**
 * One entry of the balance endpoint: `amount` base units of `token` on the CAIP-2 `chainId`, valued
 * at the table's USD price by symbol (0 when unpriced). `address` is the token's id on that chain
 * (an ERC-20 contract, an SPL mint), absent for the native coin.
 *
 * @example
 * balanceEntry(prices, { name: 'USD Coin', symbol: 'USDC', decimals: 6 }, 1_500_000n, 'eip155:31337', usdcAddress)
 */
export function balanceEntry(prices: PriceTable, token: PricedToken, amount: bigint, chainId: string, address?: string): TokenBalance {
  const numeric = formatUnits(amount, token.decimals)
  const priced = prices.prices[token.symbol]
  const price = priced?.price ?? 0
  return {
    name: token.name,
    symbol: token.symbol,
    chainId,
    ...(address ? { address: `${chainId}:${address}` } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: token.iconUrl || priced?.iconUrl || '',
  }
}
