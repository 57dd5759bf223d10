import { tokenKey } from '../../services/api/prices/priceService'
import type { PriceService, TokenPrice, TokenRef } from '../../services/api/prices/priceService'

/** A {@link PriceService} of set prices that records what it was asked (tests only). */
export type FixedPrices = PriceService & {
  /** Every `prices()` call's tokens, in order. */
  asked: TokenRef[][]
  /** Sets or (with `undefined`) removes the price of a token. */
  set(token: TokenRef, usd: number | undefined): void
}

/**
 * A price service for the account endpoints' tests: USD prices by chain and address (`'native'` for
 * the coin), each reported as updated now; any other token is unpriced. Tests of the real sources
 * (feeds, the HTTP API) live beside `createPriceService`.
 *
 * @example
 * fixedPrices([[{ chainId: 'eip155:31337', address: 'native' }, 3000], [{ chainId: 'eip155:31337', address: USDC_ADDRESS }, 1]])
 */
export function fixedPrices(entries: readonly (readonly [TokenRef, number])[]): FixedPrices {
  const usd = new Map(entries.map(([token, price]) => [tokenKey(token), price]))
  const asked: TokenRef[][] = []
  return {
    asked,
    set: (token, price) => (price === undefined ? usd.delete(tokenKey(token)) : usd.set(tokenKey(token), price)),
    async prices(tokens) {
      asked.push([...tokens])
      const answer = new Map<string, TokenPrice>()
      const updatedAt = Date.now()
      for (const token of tokens) {
        const key = tokenKey(token)
        const price = usd.get(key)
        if (price !== undefined) answer.set(key, { usd: price, updatedAt })
      }
      return answer
    },
  }
}
