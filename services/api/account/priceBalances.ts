import { formatUnits } from 'viem'
import type { TokenBalance } from '../../../src/api/wire/accountSchemas'
import { tokenKey } from '../prices/priceService'
import type { PriceService, TokenPrice, TokenRef } from '../prices/priceService'

/** A token as a balance names it: what a list, the chain definition or the contract says. */
export type NamedToken = { name: string; symbol: string; decimals: number; iconUrl?: string | undefined }

/** A balance read at a block, not yet priced: what the balance cache keeps. */
export type UnpricedBalance = {
  /** The token's identity for the price service (chain and address, or `'native'`). */
  ref: TokenRef
  /** `tokenKey(ref)`, made once with the read rather than on every answer. */
  key: string
  token: NamedToken
  /** The amount as a decimal string of whole tokens. */
  numeric: string
}

/**
 * A balance of `amount` base units of `token` on the CAIP-2 chain, to be priced later; `address` is
 * the ERC-20 contract or SPL mint, absent for the native coin.
 *
 * @example
 * unpricedBalance({ name: 'USD Coin', symbol: 'USDC', decimals: 6 }, 1_500_000n, 'eip155:1', usdc)
 */
export function unpricedBalance(token: NamedToken, amount: bigint, chainId: string, address?: string): UnpricedBalance {
  const ref = { chainId, address: address ?? 'native' }
  return { ref, key: tokenKey(ref), token, numeric: formatUnits(amount, token.decimals) }
}

/**
 * The prices of `refs` from the service; a service that fails gives no prices rather than an error
 * (the amounts are still worth answering).
 */
export async function readPrices(prices: PriceService, refs: readonly TokenRef[]): Promise<ReadonlyMap<string, TokenPrice>> {
  if (refs.length === 0) return new Map()
  return prices.prices(refs).catch(() => new Map<string, TokenPrice>())
}

/** `price` and `value` of `numeric` whole tokens at `price`, or nothing when unpriced. */
export function usdFields(numeric: string, price: TokenPrice | undefined): { price?: number; value?: number } {
  return price ? { price: price.usd, value: Number(numeric) * price.usd } : {}
}

/**
 * The balance endpoint's entries: each balance with its USD `price` and `value` from the service at
 * this moment, both absent for a token it does not price (never 0, never a default).
 *
 * @example
 * await priceBalances(noPrices, [unpricedBalance(ETHER, 10n ** 18n, 'eip155:1')]) // [{ symbol: 'ETH', quantity: …, no value }]
 */
export async function priceBalances(prices: PriceService, balances: readonly UnpricedBalance[]): Promise<TokenBalance[]> {
  return withPrices(
    balances,
    await readPrices(
      prices,
      balances.map((balance) => balance.ref),
    ),
  )
}

/** The balance entries of `balances` at the given prices (keyed by `tokenKey`). */
export function withPrices(balances: readonly UnpricedBalance[], priced: ReadonlyMap<string, TokenPrice>): TokenBalance[] {
  return balances.map(({ ref, key, token, numeric }) => ({
    name: token.name,
    symbol: token.symbol,
    chainId: ref.chainId,
    ...(ref.address === 'native' ? {} : { address: `${ref.chainId}:${ref.address}` }),
    ...usdFields(numeric, priced.get(key)),
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: token.iconUrl ?? '',
  }))
}
