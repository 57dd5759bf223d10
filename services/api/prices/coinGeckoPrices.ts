import { z } from 'zod'
import { PriceSourceError } from './priceSourceError'
import { tokenKey } from './priceService'
import type { PriceService, TokenPrice, TokenRef } from './priceService'

/** How CoinGecko names one chain: its asset platform (for tokens by contract) and its coin's id. */
export type CoinGeckoPlatform = {
  /** Asset platform id for `simple/token_price/{id}` (e.g. `ethereum`, `polygon-pos`). Without it, the chain's tokens are not asked for. */
  platform?: string | undefined
  /** Coin id of the chain's own coin for `simple/price?ids=` (e.g. `ethereum`). Without it, the coin is not asked for. */
  nativeCoinId?: string | undefined
}

/** The header CoinGecko reads the key from: the paid API's or the demo plan's. */
export type CoinGeckoKeyHeader = 'x-cg-pro-api-key' | 'x-cg-demo-api-key'

/** Options of {@link coinGeckoPrices}. */
export type CoinGeckoPricesOptions = {
  /** The API's base, up to and including `/api/v3` (e.g. `https://pro-api.coingecko.com/api/v3`). */
  url: string
  /**
   * The operator's API key, sent in {@link CoinGeckoPricesOptions.apiKeyHeader}.
   * @default none (no key header)
   */
  apiKey?: string | undefined
  /**
   * Which header carries the key.
   * @default 'x-cg-pro-api-key'
   */
  apiKeyHeader?: CoinGeckoKeyHeader | undefined
  /** CoinGecko's names of each chain, by CAIP-2 id; a chain not named here is not asked for. */
  platforms: Readonly<Record<string, CoinGeckoPlatform>>
  /**
   * How long one request may take; a request that takes longer leaves its tokens unpriced.
   * @default 5_000
   */
  timeoutMs?: number | undefined
  /**
   * A price whose `last_updated_at` is older than this (ms) is no price.
   * @default 3_600_000 (one hour)
   */
  maxAgeMs?: number | undefined
  /**
   * The clock a price's age is measured by (ms since the epoch).
   * @default Date.now
   */
  now?: (() => number) | undefined
  /**
   * Told about a request that failed or answered something unusable (its tokens are then absent).
   * @default ignored
   */
  onError?: ((error: PriceSourceError) => void) | undefined
}

// `{ "<contract or coin id>": { "usd": 1.0, "last_updated_at": 1700000000 } }`; an entry CoinGecko
// cannot price comes back empty (`{}`).
const priceAnswerSchema = z.record(z.string(), z.object({ usd: z.number().finite().optional(), last_updated_at: z.number().int().positive().optional() }))

type Entry = z.output<typeof priceAnswerSchema>[string]

/**
 * A second price source: an HTTP price API speaking CoinGecko's documented `simple` endpoints,
 * `GET {url}/simple/token_price/{platform}?contract_addresses=…&vs_currencies=usd&include_last_updated_at=true`
 * for tokens (one request per chain) and `GET {url}/simple/price?ids=…` for chains' coins (one
 * request for all). Answers are checked with zod; a failed, slow or malformed answer, a price that is
 * not positive or is too old leaves those tokens absent. Never throws.
 *
 * @example
 * coinGeckoPrices({ url: 'https://pro-api.coingecko.com/api/v3', apiKey, platforms: { 'eip155:1': { platform: 'ethereum', nativeCoinId: 'ethereum' } } })
 */
export function coinGeckoPrices(options: CoinGeckoPricesOptions): PriceService {
  const base = options.url.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 5_000
  const maxAgeMs = options.maxAgeMs ?? 3_600_000
  const now = options.now ?? Date.now

  const ask = async (path: string, query: Record<string, string>): Promise<Map<string, Entry>> => {
    const url = `${base}${path}?${new URLSearchParams({ ...query, vs_currencies: 'usd', include_last_updated_at: 'true' })}`
    const headers: Record<string, string> = { accept: 'application/json' }
    if (options.apiKey) headers[options.apiKeyHeader ?? 'x-cg-pro-api-key'] = options.apiKey
    // The path names the endpoint and platform; the query (and any key) stays out of the reports.
    const failed = (cause: unknown) => {
      options.onError?.(new PriceSourceError(`The price API did not answer ${path}`, { cause }))
      return new Map<string, Entry>()
    }
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) })
      if (!response.ok) return failed(new PriceSourceError(`HTTP ${response.status}`))
      return new Map(Object.entries(priceAnswerSchema.parse(await response.json())))
    } catch (error) {
      return failed(error)
    }
  }

  const price = (entry: Entry | undefined): TokenPrice | undefined => {
    if (!entry?.usd || entry.usd <= 0 || !entry.last_updated_at) return undefined
    const updatedAt = entry.last_updated_at * 1000
    return now() - updatedAt > maxAgeMs ? undefined : { usd: entry.usd, updatedAt }
  }

  return {
    async prices(tokens: readonly TokenRef[]): Promise<ReadonlyMap<string, TokenPrice>> {
      const coins = new Map<string, string[]>()
      const contracts = new Map<string, Map<string, string>>()
      for (const token of tokens) {
        const names = options.platforms[token.chainId]
        if (token.address === 'native') {
          if (names?.nativeCoinId) coins.set(names.nativeCoinId, [...(coins.get(names.nativeCoinId) ?? []), tokenKey(token)])
        } else if (names?.platform) {
          const byAddress = contracts.get(names.platform) ?? new Map<string, string>()
          // CoinGecko answers EVM contracts in lower case; Solana mints keep their case.
          byAddress.set(token.chainId.startsWith('eip155:') ? token.address.toLowerCase() : token.address, tokenKey(token))
          contracts.set(names.platform, byAddress)
        }
      }
      const answer = new Map<string, TokenPrice>()
      const reads: Promise<void>[] = []
      if (coins.size > 0) {
        reads.push(
          ask('/simple/price', { ids: [...coins.keys()].join(',') }).then((entries) => {
            for (const [id, keys] of coins) {
              const found = price(entries.get(id))
              if (found) for (const key of keys) answer.set(key, found)
            }
          }),
        )
      }
      for (const [platform, byAddress] of contracts) {
        reads.push(
          ask(`/simple/token_price/${encodeURIComponent(platform)}`, { contract_addresses: [...byAddress.keys()].join(',') }).then((entries) => {
            const lowerCased = new Map([...entries].map(([address, entry]) => [address.toLowerCase(), entry]))
            for (const [address, key] of byAddress) {
              const found = price(entries.get(address) ?? (address.startsWith('0x') ? lowerCased.get(address) : undefined))
              if (found) answer.set(key, found)
            }
          }),
        )
      }
      await Promise.all(reads)
      return answer
    },
  }
}
