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
  /**
   * Foyer's RPC gateway on your API, tried before `urls`:
   * `${apiUrl}/v1/?chainId=<chainId>&projectId=<projectId>`, which forwards to the operator's nodes
   * (no provider key in the page). It takes part in the ranking like any other URL.
   * @default undefined (only `urls`)
   * @example { apiUrl: 'https://foyer-api.example.com', projectId: 'my-app', chainId: 8453 }
   */
  gateway?: FoyerGateway | undefined
  /**
   * A chain (viem's or wagmi's) whose default RPC URLs (`rpcUrls.default.http`) are tried after `urls`.
   * @default undefined (only `urls`)
   * @example base
   */
  chain?: { rpcUrls: { default: { http: readonly string[] } } } | undefined
}

/** Where Foyer's RPC gateway is: the API, the project and the chain (see {@link FoyerTransportOptions.gateway}). */
export type FoyerGateway = {
  /** Foyer's API, e.g. `foyerConfig.apiUrl`. */
  apiUrl: string
  /** The project id the API serves, e.g. `foyerConfig.projectId`. */
  projectId: string
  /** The EIP-155 chain id. */
  chainId: number
}

/**
 * The transport's fixed settings and option defaults. Ranking pings every URL each 4 s, scores the last
 * 10 samples and counts a ping slower than 1 s as failed; stability outweighs latency, so a fast URL
 * that drops requests does not stay first. A failed request is retried 3 times from 150 ms, the delay
 * doubling each time. One HTTP request may take 10 s, and a batch gathers up to 1000 requests of one tick.
 */
export const foyerTransportDefaults = {
  rank: { interval: 4_000, sampleCount: 10, timeout: 1_000, weights: { stability: 0.7, latency: 0.3 } },
  retryCount: 3,
  retryDelay: 150,
  http: { timeout: 10_000, batchSize: 1_000, batchWait: 0 },
} as const
const { rank: rankDefaults, http: httpDefaults } = foyerTransportDefaults

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
  if (urls.length === 0) return 'at least one RPC URL is required'
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
  const { gateway, chain } = options
  if (gateway !== undefined) {
    const api = typeof gateway?.apiUrl === 'string' ? parseUrl(gateway.apiUrl) : undefined
    if (api?.protocol !== 'http:' && api?.protocol !== 'https:') return '`gateway.apiUrl` must be an http(s) URL'
    if (typeof gateway.projectId !== 'string' || gateway.projectId.trim() === '') return '`gateway.projectId` must be a project id'
    if (!Number.isSafeInteger(gateway.chainId) || gateway.chainId <= 0) return '`gateway.chainId` must be a positive integer'
  }
  if (chain !== undefined && !Array.isArray(chain?.rpcUrls?.default?.http)) return '`chain` must have `rpcUrls.default.http`'
  return undefined
}

/** The gateway's URL of a chain for a project. */
function gatewayUrl({ apiUrl, projectId, chainId }: FoyerGateway): string {
  return `${apiUrl.replace(/\/+$/, '')}/v1/?chainId=${chainId}&projectId=${encodeURIComponent(projectId)}`
}

/**
 * A viem transport over several RPC URLs of one chain: requests go to the best-ranked URL and move
 * on to the next one when it fails (user rejections and other final errors are thrown at once),
 * with HTTP batching and retries with doubling back-off. Use it in wagmi's `transports`. The list is
 * Foyer's RPC gateway (`gateway`), then `urls`, then the `chain`'s defaults, each URL once.
 *
 * @param urls RPC URLs of one chain, the preferred one first (may be empty with `gateway` or `chain`).
 * @throws {FoyerTransportError} when there is no URL at all, a URL is not `http(s)://` or an option
 * is invalid.
 * @example
 * const config = createConfig({
 *   chains: [mainnet],
 *   transports: {
 *     [mainnet.id]: foyerTransport(['https://eth.example.org'], { gateway: { apiUrl: 'https://foyer-api.example.com', projectId: 'my-app', chainId: mainnet.id }, chain: mainnet }),
 *   },
 * })
 */
export function foyerTransport(urls: readonly string[], options: FoyerTransportOptions = {}): FallbackTransport<readonly HttpTransport[]> {
  const optionProblem = Array.isArray(urls) ? invalidOptions(options) : 'at least one RPC URL is required'
  if (optionProblem) throw new FoyerTransportError({ details: optionProblem })
  const all = [...new Set([...(options.gateway ? [gatewayUrl(options.gateway)] : []), ...urls, ...(options.chain?.rpcUrls.default.http ?? [])])]
  const problem = invalidUrls(all)
  if (problem) throw new FoyerTransportError({ details: problem })
  const {
    rank = true,
    rankInterval = rankDefaults.interval,
    retryCount = foyerTransportDefaults.retryCount,
    retryDelay = foyerTransportDefaults.retryDelay,
    timeout = httpDefaults.timeout,
    batch = true,
  } = options
  const transports = all.map((url) =>
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
