import { z } from 'zod'
import devPrices from './prices.dev.json'

/** One priced token of a {@link PriceTable}. */
export type PriceEntry = { name: string; price: number; iconUrl: string }

/** USD prices keyed by token symbol (the API only quotes `usd`, spec section 9). */
export type PriceTable = {
  currency: 'usd'
  prices: Readonly<Record<string, PriceEntry>>
}

const priceTableSchema = z.object({
  description: z.string().optional(),
  currency: z.literal('usd'),
  prices: z.record(
    z.string().min(1),
    z.object({ name: z.string(), price: z.number().nonnegative().finite(), iconUrl: z.string().default('') }),
  ),
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
