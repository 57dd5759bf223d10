import { getAddress } from 'viem'
import type { Address } from 'viem'
import { z } from 'zod'
import { tokenKey } from './priceService'

/**
 * Where one token's USD price is read: a Chainlink `AggregatorV3Interface` (a feed's proxy) on the
 * chain `feedChainId`, whose answer counts only while it is younger than `heartbeatMs`.
 */
export type PriceFeed = {
  /** CAIP-2 id of the chain the feed lives on (`eip155:1`); a Solana token's feed lives on an EVM chain. */
  feedChainId: string
  /** The feed's proxy contract. */
  feed: Address
  /** The feed's heartbeat: an answer whose `updatedAt` is older than this is no price. */
  heartbeatMs: number
}

/** Feeds by {@link tokenKey} (`eip155:1:0xa0b8…`, `eip155:1:native`, `solana:5eyk…:<mint>`). */
export type PriceFeeds = Readonly<Record<string, PriceFeed>>

const caip2Schema = z
  .string()
  .regex(/^(eip155:[1-9][0-9]{0,19}|solana:[1-9A-HJ-NP-Za-km-z]{1,32})$/, 'Expected a CAIP-2 chain id: eip155:<chain id> or solana:<genesis hash prefix>')

const feedAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a feed contract address: 0x and 40 hex characters')
  .transform((address) => getAddress(address.toLowerCase()))

// A token: an ERC-20 contract, an SPL mint or `native` for the chain's own coin.
const tokenAddressSchema = z.string().regex(/^(native|0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, 'Expected a token address, a Solana mint or "native"')

/** One feed as the configuration writes it (`prices.feeds["eip155:1"]["native"]`). */
export const priceFeedEntrySchema = z.strictObject({
  /** The feed's proxy contract. */
  feed: feedAddressSchema,
  /** The feed's heartbeat in seconds, as Chainlink publishes it for that feed: an older answer is no price. */
  heartbeatSeconds: z
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 60 * 60),
  /** CAIP-2 id of the chain the feed is read on, when it is not the token's (e.g. a Solana mint priced by an Ethereum feed). */
  chainId: caip2Schema.optional(),
})

/**
 * Feeds as the configuration writes them: by CAIP-2 chain, then by token address (`native` for the
 * coin). They are read through the `rpcUrl` of the configured chain they live on.
 *
 * @example
 * { "eip155:1": { "native": { "feed": "0x5f4e…8419", "heartbeatSeconds": 3600 } } }
 */
export const priceFeedsConfigSchema = z.record(caip2Schema, z.record(tokenAddressSchema, priceFeedEntrySchema))

/** {@link priceFeedsConfigSchema} as written in a configuration file. */
export type PriceFeedsConfig = z.input<typeof priceFeedsConfigSchema>

/**
 * Turns configured feeds into {@link PriceFeeds} keyed by {@link tokenKey}; a feed without its own
 * `chainId` is read on the token's chain.
 *
 * @throws {ZodError} when an entry is not `{ feed, heartbeatSeconds, chainId? }` under a CAIP-2 id and a token address.
 * @example
 * priceFeedsFromConfig({ 'eip155:1': { native: { feed: '0x5f4e…8419', heartbeatSeconds: 3600 } } })
 * // { 'eip155:1:native': { feedChainId: 'eip155:1', feed: '0x5f4E…8419', heartbeatMs: 3_600_000 } }
 */
export function priceFeedsFromConfig(config: PriceFeedsConfig): PriceFeeds {
  const parsed = priceFeedsConfigSchema.parse(config)
  const feeds: Record<string, PriceFeed> = {}
  for (const [chainId, tokens] of Object.entries(parsed)) {
    for (const [address, entry] of Object.entries(tokens)) {
      feeds[tokenKey({ chainId, address })] = { feedChainId: entry.chainId ?? chainId, feed: entry.feed, heartbeatMs: entry.heartbeatSeconds * 1000 }
    }
  }
  return feeds
}
