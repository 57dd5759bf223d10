import { type FallbackTransport, fallback, type HttpTransport, http } from 'viem'
import { FoyerTransportError } from './transportErrors'

/** Options of {@link foyerTransport}. Every default is the one Foyer's transports are specified with. */
export type FoyerTransportOptions = {
  /**
   * Rank the URLs in the background by latency and stability and send each request to the best one
   * first. `false` keeps the given order (the first URL is tried first, the others on failure).
   * @default true
   */
  rank?: boolean
  /**
   * Milliseconds between two ranking pings of every URL.
   * @default 4_000
   */
  rankInterval?: number
  /**
   * Retries of a failed request (on the whole list) before the error is thrown.
   * @default 3
   */
  retryCount?: number
  /**
   * Base delay of the retries in milliseconds; it doubles at each retry.
   * @default 150
   */
  retryDelay?: number
  /**
   * Milliseconds one HTTP request may take.
   * @default 10_000
   */
  timeout?: number
  /**
   * Gather the requests of one tick into one JSON-RPC batch (at most 1000 requests).
   * @default true
   */
  batch?: boolean
}

// Ranking: ping every URL each 4 s, score the last 10 samples, a ping slower than 1 s counts as failed.
// Stability outweighs latency: a fast URL that drops requests must not stay first.
const rankDefaults = { sampleCount: 10, timeout: 1_000, weights: { stability: 0.7, latency: 0.3 } } as const
const httpDefaults = { timeout: 10_000, batchSize: 1_000, batchWait: 0 } as const

// Checked by hand, not with zod: the transport is built when the page loads (in wagmi's config), and
// zod's schemas would put its whole runtime in every app's first load. The values come from the
// app's own code, not from the network.
function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

function invalidUrls(urls: readonly string[]): string | undefined {
  if (!Array.isArray(urls) || urls.length === 0) return 'at least one RPC URL is required'
  for (const url of urls) {
    const parsed = typeof url === 'string' ? parseUrl(url) : undefined
    if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') return `not an http(s) URL: ${String(url).slice(0, 80)}`
  }
  return undefined
}

const numberOptions = { rankInterval: 1, retryCount: 0, retryDelay: 0, timeout: 1 } as const

function invalidOptions(options: FoyerTransportOptions): string | undefined {
  for (const [name, min] of Object.entries(numberOptions)) {
    const value: unknown = options[name as keyof typeof numberOptions]
    if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value) || value < min)) return `\`${name}\` must be a number of at least ${min}`
  }
  for (const name of ['rank', 'batch'] as const) {
    if (options[name] !== undefined && typeof options[name] !== 'boolean') return `\`${name}\` must be a boolean`
  }
  return undefined
}

/**
 * A viem transport over several RPC URLs of one chain: requests go to the best-ranked URL and move
 * on to the next one when it fails (user rejections and other final errors are thrown at once),
 * with HTTP batching and retries with doubling back-off. Use it in wagmi's `transports`.
 *
 * @param urls RPC URLs of one chain, the preferred one first.
 * @throws {FoyerTransportError} when `urls` is empty or holds a URL that is not `http(s)://`.
 * @example
 * const config = createConfig({
 *   chains: [mainnet],
 *   transports: { [mainnet.id]: foyerTransport(['https://eth.example.org', 'https://rpc.example.com']) },
 * })
 */
export function foyerTransport(urls: readonly string[], options: FoyerTransportOptions = {}): FallbackTransport<readonly HttpTransport[]> {
  const problem = invalidUrls(urls) ?? invalidOptions(options)
  if (problem) throw new FoyerTransportError({ details: problem })
  const { rank = true, rankInterval = 4_000, retryCount = 3, retryDelay = 150, timeout = httpDefaults.timeout, batch = true } = options
  const transports = urls.map((url) =>
    http(url, {
      timeout,
      batch: batch ? { batchSize: httpDefaults.batchSize, wait: httpDefaults.batchWait } : false,
      // The fallback retries across the whole list; retrying inside one URL too would multiply the attempts.
      retryCount: 0,
    }),
  )
  return fallback(transports, {
    rank: rank ? { ...rankDefaults, interval: rankInterval } : false,
    retryCount,
    retryDelay,
  })
}
