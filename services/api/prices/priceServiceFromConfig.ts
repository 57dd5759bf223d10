import { createPriceService } from './createPriceService'
import { DEFAULT_PRICE_FEEDS } from './defaultPriceFeeds'
import { priceFeedsFromConfig } from './priceFeedsConfig'
import type { PriceFeeds, PriceFeedsConfig } from './priceFeedsConfig'
import type { PriceSourceError } from './priceSourceError'
import type { PriceService } from './priceService'
import { DEFAULT_COINGECKO_PLATFORMS } from './pricesConfig'
import type { PricesConfig } from './pricesConfig'

/** The parts of the services' configuration the price service is built from (a `ServerConfig` fits). */
export type PriceServiceConfig = {
  /** The configured EVM chains: feeds are read through their `rpcUrl`. */
  chains: readonly { id: number; rpcUrl: string }[]
  /** The configured Solana clusters, whose tokens are priced by feeds on EVM chains. */
  solana?: { chains: readonly { caipNetworkId: string }[] } | undefined
  /** The `prices` key (its feeds parsed or as written). */
  prices: Omit<PricesConfig, 'feeds'> & { feeds: PriceFeedsConfig }
}

/** Options of {@link priceServiceFromConfig}. */
export type PriceServiceFromConfigOptions = {
  /**
   * Told about each source that failed while answering (a chain's feeds, the HTTP API).
   * @default ignored
   */
  onError?: ((error: PriceSourceError) => void) | undefined
  /**
   * The clock for the price lifetime and staleness (ms since the epoch).
   * @default Date.now
   */
  now?: (() => number) | undefined
}

/**
 * Builds the account endpoints' {@link PriceService} from the configuration: the default feeds (unless
 * `prices.defaultFeeds` is false) with `prices.feeds` over them, read through the configured chains,
 * then `prices.http` if set. A feed on a chain that is not configured is skipped; `warnings` names
 * those that matter: every configured one, and default ones for tokens of a configured chain.
 *
 * @example
 * const { service, warnings } = priceServiceFromConfig(config)
 * for (const warning of warnings) log(`warning: ${warning}`)
 */
export function priceServiceFromConfig(
  config: PriceServiceConfig,
  options: PriceServiceFromConfigOptions = {},
): { service: PriceService; feeds: PriceFeeds; warnings: string[] } {
  const defaults = config.prices.defaultFeeds ? priceFeedsFromConfig(DEFAULT_PRICE_FEEDS) : {}
  const configured = priceFeedsFromConfig(config.prices.feeds)
  const readable = new Set(config.chains.map((chain) => `eip155:${chain.id}`))
  const served = new Set([...readable, ...(config.solana?.chains ?? []).map((chain) => chain.caipNetworkId)])

  const feeds: Record<string, PriceFeeds[string]> = {}
  // Skipped feeds by "<token chain> -> <feed chain>", counted for one warning each.
  const skipped = new Map<string, number>()
  for (const [key, feed] of Object.entries({ ...defaults, ...configured })) {
    if (readable.has(feed.feedChainId)) {
      feeds[key] = feed
      continue
    }
    const tokenChain = key.slice(0, key.lastIndexOf(':'))
    if (!(key in configured) && !served.has(tokenChain)) continue
    const pair = `${tokenChain} -> ${feed.feedChainId}`
    skipped.set(pair, (skipped.get(pair) ?? 0) + 1)
  }
  const warnings = [...skipped].map(([pair, count]) => {
    const [tokenChain, feedChain] = pair.split(' -> ')
    return `prices: ${count} feed${count === 1 ? '' : 's'} for ${tokenChain} ${count === 1 ? 'is' : 'are'} on ${feedChain}, which is not among the configured chains: skipped (those tokens show no USD value unless prices.http prices them)`
  })

  const http = config.prices.http
  const service = createPriceService({
    chains: config.chains,
    feeds,
    ...(http
      ? {
          http: {
            url: http.url,
            apiKey: http.apiKey,
            apiKeyHeader: http.apiKeyHeader,
            timeoutMs: http.timeoutMs,
            maxAgeMs: http.maxAgeSeconds * 1000,
            platforms: { ...DEFAULT_COINGECKO_PLATFORMS, ...http.platforms },
          },
        }
      : {}),
    now: options.now,
    onError: options.onError,
  })
  return { service, feeds, warnings }
}
