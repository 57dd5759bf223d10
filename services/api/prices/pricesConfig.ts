import { z } from 'zod'
import type { CoinGeckoPlatform } from './coinGeckoPrices'
import { priceFeedsConfigSchema } from './priceFeedsConfig'

const caip2Schema = z.string().regex(/^(eip155:[1-9][0-9]{0,19}|solana:[1-9A-HJ-NP-Za-km-z]{1,32})$/, 'Expected a CAIP-2 chain id')
const idSchema = z.string().regex(/^[a-z0-9][a-z0-9._-]{0,99}$/, 'Expected a CoinGecko id (lower case letters, digits, dots, dashes)')

/**
 * CoinGecko's names of some of the default chains, as its documentation gives them: asset platforms
 * `ethereum`, `binance-smart-chain`, `avalanche` and `polygon-pos`, and the coin `ethereum`. Other
 * chains are named in `prices.http.platforms`.
 */
export const DEFAULT_COINGECKO_PLATFORMS: Readonly<Record<string, CoinGeckoPlatform>> = {
  'eip155:1': { platform: 'ethereum', nativeCoinId: 'ethereum' },
  'eip155:56': { platform: 'binance-smart-chain' },
  'eip155:137': { platform: 'polygon-pos' },
  'eip155:43114': { platform: 'avalanche' },
}

/** The HTTP price API (CoinGecko's `simple` endpoints, or any API speaking them). */
export const priceHttpConfigSchema = z.strictObject({
  /** The API's base, up to and including `/api/v3`, e.g. `https://pro-api.coingecko.com/api/v3`. */
  url: z.url({ protocol: /^https?$/, error: 'Invalid URL (expected http:// or https://)' }),
  /** The operator's key; sent in `apiKeyHeader`, never in the URL. */
  apiKey: z.string().min(1).max(500).optional(),
  /** `x-cg-pro-api-key` (paid plans, the default) or `x-cg-demo-api-key` (demo plan). */
  apiKeyHeader: z.enum(['x-cg-pro-api-key', 'x-cg-demo-api-key']).default('x-cg-pro-api-key'),
  /** How long one request may take (ms). */
  timeoutMs: z.number().int().min(100).max(60_000).default(5_000),
  /** A price older than this (seconds) is no price. */
  maxAgeSeconds: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60 * 60)
    .default(3_600),
  /**
   * CoinGecko's names of each chain, by CAIP-2 id: `{ platform, nativeCoinId }`, over
   * {@link DEFAULT_COINGECKO_PLATFORMS}. A chain without a platform is not asked for its tokens,
   * without a coin id not for its coin.
   */
  platforms: z.record(caip2Schema, z.strictObject({ platform: idSchema.optional(), nativeCoinId: idSchema.optional() })).default({}),
})

/**
 * Where USD prices come from (`prices` in the configuration): Chainlink feeds, read through the
 * configured chains' `rpcUrl`, and optionally an HTTP price API for the tokens the feeds do not price.
 *
 * @example
 * { "feeds": { "eip155:1": { "0x…": { "feed": "0x…", "heartbeatSeconds": 86400 } } }, "http": { "url": "https://pro-api.coingecko.com/api/v3", "apiKey": "…" } }
 */
export const pricesConfigSchema = z
  .strictObject({
    /**
     * Feeds by CAIP-2 chain, then token address (`native` for the coin): `{ feed, heartbeatSeconds,
     * chainId? }`, `chainId` naming the chain the feed is on when it is not the token's. They override
     * or add to the defaults (`DEFAULT_PRICE_FEEDS`).
     */
    feeds: priceFeedsConfigSchema.default({}),
    /** Whether the shipped default feeds apply (the configured `feeds` are added over them). */
    defaultFeeds: z.boolean().default(true),
    /** The HTTP price API asked for the tokens no feed prices; none by default. */
    http: priceHttpConfigSchema.optional(),
  })
  .default({ feeds: {}, defaultFeeds: true })

/** The parsed `prices` configuration. */
export type PricesConfig = z.output<typeof pricesConfigSchema>
