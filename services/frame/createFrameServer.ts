import type { RunningServer } from '../api/listenHttp'
import { defaultLogger } from '../http/defaultLogger'
import { HTTP_SERVER_DEFAULTS } from '../http/HttpServerOptions'
import type { HttpServerOptions } from '../http/HttpServerOptions'
import { resolveLimits, serveApp } from '../http/serveApp'
import { LOCAL_ORIGIN_PATTERNS, originPatternToRegExp } from '../../src/origins/matchOrigin'
import { buildFrameApp } from './buildFrameApp'
import type { FrameAssets } from './buildFrameApp'
import type { FramePageConfig } from './framePage'
import { frameHttpApp } from './frameHttpApp'
import { developmentDefault } from '../http/developmentDefault'
import { frameSolanaClustersConfig } from './frameSolanaClusters'
import { projectAnswers } from './projectAnswers'
import type { ProjectAnswersOptions } from './projectAnswers'
import type { FrameSolanaClusterOption } from './frameSolanaClusters'
import { ServerConfigError } from '../http/ServerConfigError'
import { publishableRpcUrl } from './publishableRpcUrl'

/** Options for {@link createFrameServer}; the host allow-list, proxies, log and limits are {@link HttpServerOptions}. */
export type CreateFrameServerOptions = HttpServerOptions & {
  /**
   * Host page origins allowed to embed the frame and receive its messages; `*` wildcards as in
   * `matchOrigin`. Also the page's CSP `frame-ancestors`. Required outside development (`FOYER_DEV=1`).
   * @default ['http://127.0.0.1:*', 'http://localhost:*'] (development only)
   */
  allowedOrigins?: readonly string[]
  /**
   * The auth API the frame calls (its origin joins the CSP's `connect-src`). Required
   * outside development (`FOYER_DEV=1`).
   * @default 'http://127.0.0.1:8787' (development only)
   */
  apiUrl?: string
  /**
   * Extra origins the frame may call besides the API and its chains' RPC URLs (CSP `connect-src`,
   * same pattern grammar). The frame itself only calls the URLs in `chains` (and the API).
   * @default the origins of the `chains[].rpcUrl` given
   */
  rpcOrigins?: readonly string[]
  /**
   * The chains the frame reads and signs on, each with the JSON-RPC URL the frame itself uses for
   * gas, fee and nonce estimation, reads and broadcasting: the API's RPC gateway unless a public
   * `rpcUrl` is given. The `rpcUrl` a host page sends is never used; a chain missing here is refused.
   * @default []
   * @example
   * [{ id: 1 }, { id: 8453, rpcUrl: 'https://mainnet.base.org', maxFeeWei: 10n ** 16n }]
   */
  chains?: readonly FrameChainOption[]
  /**
   * The largest maximum fee (gas limit × maxFeePerGas, or × gasPrice), in wei of the chain's native
   * currency, a transaction may have; above it the frame refuses the request before any approval.
   * A chain's own `maxFeeWei` overrides it.
   * @default 50_000_000_000_000_000n (0.05 of the native currency)
   */
  maxFeeWei?: bigint
  /**
   * The Solana clusters the embedded wallet signs for, each with the JSON-RPC URL the frame itself
   * uses for fees, token accounts and sending (`solana_signAndSendTransaction`); a cluster missing
   * here is refused.
   * @default []
   * @example
   * [{ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', rpcUrl: 'https://solana.example.com', name: 'Solana' }]
   */
  solana?: readonly FrameSolanaClusterOption[]
  /**
   * The app's files, already built (e.g. by `npm run build:services`, or in another process so that
   * Vite's bundler never sits in the server's memory).
   * @default built in this process by `buildFrameApp()` when the server starts listening
   */
  assets?: FrameAssets | Promise<FrameAssets>
  /**
   * How the server keeps the API's answers about projects (`GET /projects/v1/origins`), which each
   * frame page carries so the frame does not ask the API on every visitor's page load.
   * @default { maxAgeMs: 60_000, max: 1_000, timeoutMs: 2_000 }
   */
  projectCache?: ProjectAnswersOptions
}

/** One chain of {@link CreateFrameServerOptions.chains}. */
export type FrameChainOption = {
  /** EIP-155 chain id. */
  id: number
  /**
   * A public JSON-RPC URL (http or https) the frame uses for the chain. The page publishes it, so it
   * may not carry credentials: a URL with user information or a key-like path or query is refused.
   * @default the API's RPC gateway, `${apiUrl}/v1/?chainId=<id>&projectId=<the page's project>`
   */
  rpcUrl?: string | undefined
  /** This chain's fee cap in wei. @default the server's `maxFeeWei` */
  maxFeeWei?: bigint | undefined
  /** Symbol of the native currency, shown with the value and fee (18 decimals). @default 'ETH' */
  nativeSymbol?: string | undefined
  /**
   * Address of the EIP-7702 smart account implementation (`Simple7702Account`) on this chain. When
   * set, the embedded wallet's account can be a smart account here (atomic `wallet_sendCalls`);
   * without it the chain is EOA-only.
   * @default undefined
   */
  smartAccountImplementation?: string | undefined
  /**
   * Let apps ask the embedded wallet for smart sessions (ERC-7715 `wallet_grantPermissions`) on this
   * chain. Needs `smartAccountImplementation` to be a `SessionAccount`, which enforces each session
   * on chain; the app must turn them on too (`createFoyerConfig({ smartSessions: true })`).
   * @default false
   */
  smartSessions?: boolean | undefined
}

/** Default of {@link CreateFrameServerOptions.maxFeeWei}: 0.05 of the native currency. */
export const DEFAULT_FRAME_MAX_FEE_WEI = 50_000_000_000_000_000n

/** A frame server that is configured but not yet listening. */
export type FrameServer = {
  /** Starts listening; `port` 0 picks a free one. Run it on its own port so it has its own origin. */
  listen(port: number, host?: string): Promise<RunningServer>
}

/**
 * Creates the login frame's site: `GET /` (the frame page), `GET /social-result` (the OAuth popup's
 * landing page), the app's scripts (`/frame.js`, `/social-result.js`, `/chunks/*`, bundled by Vite
 * in memory when the server starts listening) and `/frame.css`. Pages carry a strict CSP: scripts and
 * styles only from this origin, `connect-src` only this origin, the API and the RPC origins.
 *
 * @throws when an allowed-origin or RPC-origin pattern is invalid, or a chain is (id, URL, cap).
 * @example
 * await createFrameServer({ apiUrl: 'http://127.0.0.1:8787' }).listen(8788)
 */
export function createFrameServer(options: CreateFrameServerOptions = {}): FrameServer {
  const allowedOrigins = developmentDefault(options.allowedOrigins, LOCAL_ORIGIN_PATTERNS, 'createFrameServer({ allowedOrigins })')
  const apiUrl = developmentDefault(options.apiUrl, 'http://127.0.0.1:8787', 'createFrameServer({ apiUrl })')
  const chains = frameChainsConfig(options.chains ?? [], options.maxFeeWei ?? DEFAULT_FRAME_MAX_FEE_WEI)
  const solana = frameSolanaClustersConfig(options.solana ?? [])
  const published = [...chains, ...solana].flatMap((chain) => (chain.rpcUrl === undefined ? [] : [new URL(chain.rpcUrl).origin]))
  const rpcOrigins = [...new Set([...(options.rpcOrigins ?? []), ...published])]
  for (const pattern of [...allowedOrigins, ...rpcOrigins]) originPatternToRegExp(pattern)
  // The page carries every network's URL; one the operator did not make public is the API's gateway
  // for the page's own project (the API's origin is in connect-src already).
  const gateway = (chainId: string, projectId: string) =>
    `${apiUrl.replace(/\/+$/, '')}/v1/?chainId=${encodeURIComponent(chainId)}&projectId=${encodeURIComponent(projectId)}`
  const networks = (projectId: string) => ({
    chains: chains.map((chain) => ({ ...chain, rpcUrl: chain.rpcUrl ?? gateway(String(chain.id), projectId) })),
    solana: solana.map((cluster) => ({ ...cluster, rpcUrl: cluster.rpcUrl ?? gateway(cluster.caipNetworkId, projectId) })),
  })
  const config = { allowedOrigins, apiUrl, chains: [], solana: [] }
  const csp = (frameAncestors: string, connect: string) =>
    [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      `connect-src ${connect}`,
      "base-uri 'none'",
      "form-action 'none'",
      // CSP host-sources share matchOrigin's grammar, so the patterns are valid here as written.
      `frame-ancestors ${frameAncestors}`,
    ].join('; ')
  const frameCsp = csp(allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'", ["'self'", new URL(apiUrl).origin, ...rpcOrigins].join(' '))
  const popupCsp = csp("'none'", "'none'")
  const logger = options.logger ?? defaultLogger('foyer-frame')
  const limits = resolveLimits(options)
  // Built once per server, at its first start; requests for scripts wait for it.
  let assets: Promise<FrameAssets> | undefined = options.assets ? Promise.resolve(options.assets) : undefined
  const loadAssets = () => {
    assets ??= buildFrameApp().catch((error: unknown) => {
      assets = undefined
      throw error
    })
    return assets
  }
  const app = frameHttpApp({
    allowedHosts: options.allowedHosts ?? HTTP_SERVER_DEFAULTS.allowedHosts,
    trustProxy: options.trustProxy ?? HTTP_SERVER_DEFAULTS.trustProxy,
    logger,
    config,
    networks,
    frameCsp,
    popupCsp,
    loadAssets,
    projectAnswer: projectAnswers(apiUrl, options.projectCache),
  })

  return {
    async listen(port, host) {
      // Awaited: Vite's build changes process.env.NODE_ENV while it runs, and a Vite dev server started
      // meanwhile in this process (the stack's demo) would take itself for a production build.
      await loadAssets().catch((error: unknown) => {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
        logger.error({ error: { message } }, 'frame app build failed')
      })
      return serveApp(app, limits, logger, port, host)
    },
  }
}

/** A chain as the page's config block carries it, before a missing `rpcUrl` becomes the gateway's. */
type FrameChainEntry = Omit<FramePageConfig['chains'][number], 'rpcUrl'> & { rpcUrl: string | undefined }

/** The chains as the page's config block carries them (caps as decimal strings: JSON has no bigint). */
function frameChainsConfig(chains: readonly FrameChainOption[], maxFeeWei: bigint): FrameChainEntry[] {
  const seen = new Set<number>()
  return chains.map(({ id, rpcUrl, maxFeeWei: chainCap, nativeSymbol = 'ETH', smartAccountImplementation, smartSessions }) => {
    if (!Number.isSafeInteger(id) || id <= 0 || seen.has(id)) throw new ServerConfigError(`Frame chains: invalid or repeated chain id ${id}`)
    seen.add(id)
    if (rpcUrl !== undefined) publishableRpcUrl(rpcUrl, `Frame chains: chain ${id}`)
    const cap = chainCap ?? maxFeeWei
    if (cap <= 0n) throw new ServerConfigError(`Frame chains: chain ${id} needs a positive maxFeeWei`)
    if (!/^[A-Za-z0-9.$-]{1,12}$/.test(nativeSymbol)) throw new ServerConfigError(`Frame chains: chain ${id} has an invalid nativeSymbol`)
    if (smartAccountImplementation !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(smartAccountImplementation)) {
      throw new ServerConfigError(`Frame chains: chain ${id} has an invalid smartAccountImplementation`)
    }
    if (smartSessions && smartAccountImplementation === undefined) {
      throw new ServerConfigError(`Frame chains: chain ${id} has smartSessions but no smartAccountImplementation (a SessionAccount)`)
    }
    return {
      id,
      rpcUrl,
      maxFeeWei: cap.toString(),
      nativeSymbol,
      ...(smartAccountImplementation ? { smartAccountImplementation } : {}),
      ...(smartSessions ? { smartSessions: true } : {}),
    }
  })
}
