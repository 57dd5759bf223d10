import { LRUCache } from 'lru-cache'
import { chainlinkPrices } from './chainlinkPrices'
import { coinGeckoPrices } from './coinGeckoPrices'
import type { CoinGeckoPricesOptions } from './coinGeckoPrices'
import type { PriceFeeds } from './priceFeedsConfig'
import type { PriceSourceError } from './priceSourceError'
import { tokenKey } from './priceService'
import type { PriceService, TokenPrice, TokenRef } from './priceService'

/** How long a token's price (or its absence) is kept before it is read again: 15 s. */
export const TOKEN_PRICE_LIFETIME_MS = 15_000

/** Options of {@link createPriceService}. */
export type CreatePriceServiceOptions = {
  /** The EVM chains feeds are read on, each through its operator `rpcUrl`; a feed on another chain is not read. */
  chains: readonly { id: number; rpcUrl: string }[]
  /** Which Chainlink feed prices which token (see `priceFeedsFromConfig`, `DEFAULT_PRICE_FEEDS`). */
  feeds: PriceFeeds
  /**
   * The HTTP price API asked for the tokens the feeds did not price.
   * @default none: only the feeds price
   */
  http?: Omit<CoinGeckoPricesOptions, 'now' | 'onError'> | undefined
  /**
   * How long an answer is kept.
   * @default TOKEN_PRICE_LIFETIME_MS
   */
  lifetimeMs?: number | undefined
  /**
   * The clock for the cache and for the sources' staleness checks (ms since the epoch).
   * @default Date.now
   */
  now?: (() => number) | undefined
  /**
   * How long one chain's feeds may take to answer.
   * @default 5_000
   */
  feedTimeoutMs?: number | undefined
  /**
   * How many tokens' answers are kept at most; the least recently asked go first.
   * @default 10_000
   */
  maxTokens?: number | undefined
  /**
   * Told about each source that failed (its tokens are then absent, nothing is thrown).
   * @default ignored
   */
  onError?: ((error: PriceSourceError) => void) | undefined
}

/**
 * The account endpoints' prices: Chainlink feeds first, then the HTTP price API for the tokens the
 * feeds did not price, each token's answer kept for the price lifetime. Tokens asked for while their
 * read is under way share that read. A token no source prices is absent; nothing stands in for it.
 *
 * @example
 * const prices = createPriceService({ chains: config.chains, feeds: priceFeedsFromConfig(DEFAULT_PRICE_FEEDS) })
 * await prices.prices([{ chainId: 'eip155:1', address: 'native' }])
 */
export function createPriceService(options: CreatePriceServiceOptions): PriceService {
  const now = options.now ?? Date.now
  const sources: PriceService[] = [
    chainlinkPrices({
      rpcUrls: Object.fromEntries(options.chains.map((chain) => [`eip155:${chain.id}`, chain.rpcUrl])),
      feeds: options.feeds,
      now,
      ...(options.feedTimeoutMs === undefined ? {} : { timeoutMs: options.feedTimeoutMs }),
      ...(options.onError ? { onError: options.onError } : {}),
    }),
    ...(options.http ? [coinGeckoPrices({ ...options.http, now, onError: options.onError })] : []),
  ]
  // One entry per token: the read that answers it, absence (null) included, kept for the lifetime.
  const cache = new LRUCache<string, Promise<TokenPrice | null>>({
    max: options.maxTokens ?? 10_000,
    ttl: options.lifetimeMs ?? TOKEN_PRICE_LIFETIME_MS,
    perf: { now },
    // Ages are read from `now` on every look-up, not from a value lru-cache refreshes on a timer.
    ttlResolution: 0,
  })

  const read = async (tokens: readonly TokenRef[]): Promise<ReadonlyMap<string, TokenPrice>> => {
    const found = new Map<string, TokenPrice>()
    let left = tokens
    for (const source of sources) {
      if (left.length === 0) break
      const answer = await source.prices(left).catch(() => new Map<string, TokenPrice>())
      for (const [key, price] of answer) found.set(key, price)
      left = left.filter((token) => !found.has(tokenKey(token)))
    }
    return found
  }

  return {
    async prices(tokens: readonly TokenRef[]): Promise<ReadonlyMap<string, TokenPrice>> {
      const unique = new Map(tokens.map((token) => [tokenKey(token), token]))
      const missing = [...unique].filter(([key]) => !cache.has(key))
      if (missing.length > 0) {
        const reading = read(missing.map(([, token]) => token))
        for (const [key] of missing)
          cache.set(
            key,
            reading.then((answer) => answer.get(key) ?? null),
          )
      }
      const answer = new Map<string, TokenPrice>()
      await Promise.all(
        [...unique.keys()].map(async (key) => {
          const price = await cache.get(key)
          if (price) answer.set(key, price)
        }),
      )
      return answer
    },
  }
}
