import { createPublicClient, formatUnits, getAddress, http, parseAbi } from 'viem'
import type { Address, PublicClient } from 'viem'
import type { PriceFeed, PriceFeeds } from './priceFeedsConfig'
import { PriceSourceError } from './priceSourceError'
import { tokenKey } from './priceService'
import type { PriceService, TokenPrice, TokenRef } from './priceService'

/** The two reads of Chainlink's `AggregatorV3Interface` a price needs. */
export const aggregatorV3Abi = parseAbi([
  'function decimals() view returns (uint8)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
])

/** Multicall3's address on every chain that has it (deployed from one pre-signed transaction). */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** Options of {@link chainlinkPrices}. */
export type ChainlinkPricesOptions = {
  /** The operator's JSON-RPC URL of each chain feeds are read on, by CAIP-2 id (`eip155:1`). A feed on another chain is not read. */
  rpcUrls: Readonly<Record<string, string>>
  /** Which feed prices which token, by {@link tokenKey}. */
  feeds: PriceFeeds
  /**
   * The clock a feed's age is measured by (ms since the epoch).
   * @default Date.now
   */
  now?: () => number
  /**
   * How long one chain's read may take before its tokens count as unpriced.
   * @default 5_000
   */
  timeoutMs?: number
  /**
   * Told about a chain whose read failed (its tokens are then absent, nothing is thrown).
   * @default ignored
   */
  onError?: (error: PriceSourceError) => void
}

type RoundData = readonly [roundId: bigint, answer: bigint, startedAt: bigint, updatedAt: bigint, answeredInRound: bigint]
type CallResult = { status: 'success'; result: unknown } | { status: 'failure'; error: unknown }
type FeedReading = { answer: bigint; updatedAt: bigint; decimals: number }

/**
 * Reads USD prices from Chainlink feeds through the operator's RPC: for each chain, every feed asked
 * for in one request (one Multicall3 call where the chain has it, else one JSON-RPC batch). A feed's
 * decimals are read once and kept. A token gets no price when its feed's answer is not positive, is
 * older than the feed's heartbeat, or the feed reverts; a chain that does not answer leaves its
 * tokens absent. Never throws.
 *
 * @example
 * const feeds = chainlinkPrices({ rpcUrls: { 'eip155:1': rpcUrl }, feeds: priceFeedsFromConfig(config) })
 * await feeds.prices([{ chainId: 'eip155:1', address: 'native' }]) // Map { 'eip155:1:native' => { usd, updatedAt } }
 */
export function chainlinkPrices(options: ChainlinkPricesOptions): PriceService {
  const now = options.now ?? Date.now
  const timeoutMs = options.timeoutMs ?? 5_000
  const clients = new Map<string, PublicClient>()
  const decimalsOf = new Map<string, number>()
  const multicallOn = new Map<string, Promise<boolean>>()

  const clientOf = (chainId: string): PublicClient | undefined => {
    const rpcUrl = options.rpcUrls[chainId]
    if (!rpcUrl) return undefined
    let client = clients.get(chainId)
    if (!client) {
      // `batch`: reads made together leave in one JSON-RPC batch, for chains without Multicall3.
      client = createPublicClient({ transport: http(rpcUrl, { batch: true, retryCount: 0, timeout: timeoutMs }) })
      clients.set(chainId, client)
    }
    return client
  }

  // Whether the chain has Multicall3, asked once per chain; a failed look-up is asked again next time.
  const hasMulticall3 = (chainId: string, client: PublicClient): Promise<boolean> => {
    let known = multicallOn.get(chainId)
    if (!known) {
      known = client.getCode({ address: MULTICALL3_ADDRESS }).then((code) => code !== undefined && code !== '0x')
      known.catch(() => multicallOn.delete(chainId))
      multicallOn.set(chainId, known)
    }
    return known
  }

  const readChain = async (chainId: string, client: PublicClient, feeds: readonly Address[]): Promise<Map<Address, FeedReading>> => {
    const decimalsKey = (feed: Address) => `${chainId}:${feed}`
    const unknownDecimals = feeds.filter((feed) => !decimalsOf.has(decimalsKey(feed)))
    const contracts = [
      ...feeds.map((address) => ({ address, abi: aggregatorV3Abi, functionName: 'latestRoundData' as const })),
      ...unknownDecimals.map((address) => ({ address, abi: aggregatorV3Abi, functionName: 'decimals' as const })),
    ]
    const results: CallResult[] = (await hasMulticall3(chainId, client))
      ? await client.multicall({ contracts, allowFailure: true, multicallAddress: MULTICALL3_ADDRESS, batchSize: 0 })
      : await Promise.all(
          contracts.map((contract) =>
            client.readContract(contract).then(
              (result): CallResult => ({ status: 'success', result }),
              (error: unknown): CallResult => ({ status: 'failure', error }),
            ),
          ),
        )
    unknownDecimals.forEach((feed, index) => {
      const result = results[feeds.length + index]
      if (result?.status === 'success' && typeof result.result === 'number') decimalsOf.set(decimalsKey(feed), result.result)
    })
    const readings = new Map<Address, FeedReading>()
    feeds.forEach((feed, index) => {
      const result = results[index]
      const decimals = decimalsOf.get(decimalsKey(feed))
      if (result?.status !== 'success' || decimals === undefined) return
      const [, answer, , updatedAt] = result.result as RoundData
      readings.set(feed, { answer, updatedAt, decimals })
    })
    return readings
  }

  return {
    async prices(tokens: readonly TokenRef[]): Promise<ReadonlyMap<string, TokenPrice>> {
      // Tokens by the chain their feed is read on; a feed shared by several tokens is read once.
      const byChain = new Map<string, { client: PublicClient; asked: Map<string, PriceFeed> }>()
      for (const token of tokens) {
        const key = tokenKey(token)
        const feed = options.feeds[key]
        const client = feed && clientOf(feed.feedChainId)
        if (!feed || !client) continue
        const chain = byChain.get(feed.feedChainId) ?? { client, asked: new Map() }
        chain.asked.set(key, feed)
        byChain.set(feed.feedChainId, chain)
      }
      const answer = new Map<string, TokenPrice>()
      await Promise.all(
        [...byChain].map(async ([chainId, { client, asked }]) => {
          const feeds = [...new Set([...asked.values()].map((feed) => getAddress(feed.feed)))]
          let readings: Map<Address, FeedReading>
          try {
            readings = await readChain(chainId, client, feeds)
          } catch (error) {
            // viem's short message names the failure without the RPC URL, which may carry the operator's key.
            const details = (error as { shortMessage?: unknown }).shortMessage
            options.onError?.(
              new PriceSourceError(`Chainlink feeds on ${chainId} could not be read`, {
                cause: error,
                details: typeof details === 'string' ? details : error instanceof Error ? error.name : 'unknown error',
              }),
            )
            return
          }
          const nowMs = now()
          for (const [key, feed] of asked) {
            const reading = readings.get(getAddress(feed.feed))
            if (!reading || reading.answer <= 0n) continue
            const updatedAt = Number(reading.updatedAt) * 1000
            if (nowMs - updatedAt > feed.heartbeatMs) continue
            answer.set(key, { usd: Number(formatUnits(reading.answer, reading.decimals)), updatedAt })
          }
        }),
      )
      return answer
    },
  }
}
