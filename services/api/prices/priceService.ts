/**
 * A token whose USD price is asked for, identified by chain and contract, never by symbol: a token
 * anyone can deploy may call itself "USDC".
 *
 * - `chainId`: CAIP-2 (`eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`).
 * - `address`: the ERC-20 contract (any case) or SPL mint (base58, case-sensitive), or `'native'`
 *   for the chain's own coin (ETH on Ethereum, POL on Polygon, SOL on Solana).
 */
export type TokenRef = { chainId: string; address: string }

/** A price as read from its source. */
export type TokenPrice = {
  /** US dollars per whole token (not per base unit). */
  usd: number
  /** When the source last updated it (ms since the epoch): a feed's `updatedAt`, an API's timestamp. */
  updatedAt: number
}

/**
 * Where the account endpoints get USD prices: on-chain feeds first, then an operator-configured HTTP
 * price API, each answer kept for the price lifetime. A token with no fresh price from any source is
 * missing from the answer, never priced by a default.
 */
export type PriceService = {
  /**
   * Prices of `tokens`, keyed by {@link tokenKey}; a token without a fresh price is absent. Never
   * throws for a source that fails: that source's tokens are absent instead.
   */
  prices(tokens: readonly TokenRef[]): Promise<ReadonlyMap<string, TokenPrice>>
}

/**
 * The key of a token in a {@link PriceService} answer: the CAIP-2 chain id and the address, EVM
 * addresses lower-cased (Solana mints keep their case: base58 is case-sensitive).
 *
 * @example
 * tokenKey({ chainId: 'eip155:1', address: '0xA0b8…eB48' }) // 'eip155:1:0xa0b8…eb48'
 */
export function tokenKey({ chainId, address }: TokenRef): string {
  return `${chainId}:${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
}

/** A price service that knows no price: what the account endpoints use when none is configured. */
export const noPrices: PriceService = { prices: async () => new Map() }
