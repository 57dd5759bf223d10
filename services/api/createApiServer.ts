import { createServiceApp } from '../http/createServiceApp'
import { defaultLogger } from '../http/defaultLogger'
import { developmentDefault } from '../http/developmentDefault'
import { HTTP_SERVER_DEFAULTS } from '../http/HttpServerOptions'
import type { HttpServerOptions } from '../http/HttpServerOptions'
import { resolveLimits, serveApp } from '../http/serveApp'
import { LOCAL_ORIGIN_PATTERNS, matchOrigin, originPatternToRegExp } from '../../src/origins/matchOrigin'
import type { ApiDomain, ApiEnv } from './apiDomain'
import { apiErrorHandler } from './apiErrorHandler'
import { coreRoutes } from './coreRoutes'
import type { ApiChain } from './coreRoutes'
import { corsHeaders } from './corsHeaders'
import type { RunningServer } from './listenHttp'
import { walletRoutes, type WalletRoutesOptions } from './wallets/walletRoutes'
import { imageRoutes, type ImageRoutesOptions } from './images/imageRoutes'
import { ServerConfigError } from '../http/ServerConfigError'

/** Options for {@link createApiServer}; the host allow-list, proxies, log and limits are {@link HttpServerOptions}. */
export type CreateApiServerOptions = HttpServerOptions & {
  /** Chains the API serves; listed by `/v1/supported-chains` and checked by `/health`. */
  chains: readonly ApiChain[]
  /**
   * Origins whose browser pages may call the API (CORS); `*` wildcards as in `matchOrigin`.
   * Required outside development (`FOYER_DEV=1`).
   * @default ['http://127.0.0.1:*', 'http://localhost:*'] (development only)
   */
  allowedOrigins?: readonly string[]
  /**
   * More domains (Hono sub-apps), served beside the core ones; this is how other modules (e.g. the
   * dev-only `POST /dev/test-wallet`) extend the server. A method and path may be registered once.
   * @default []
   */
  domains?: readonly ApiDomain[]
  /**
   * The wallet registry (`GET /getWallets`, `GET /getWalletImage/:id`), served by every API server;
   * `size` pads the real wallets with generated ones for tests at scale.
   * @default { size: 0 } (the real wallets of `wallets/wallets.json`)
   */
  walletRegistry?: WalletRoutesOptions
  /**
   * The image blobs (`GET /public/getAssetImage/:id`, `/public/getCurrencyImage/:id`,
   * `/public/getTokenImage/:id`), served by every API server from the operator's images directory.
   * @default {} (no directory: every image is a 404 and the kit draws its letters)
   */
  images?: ImageRoutesOptions
}

/** An API server that is configured but not yet listening. */
export type ApiServer = {
  /** Starts listening; `port` 0 picks a free one. */
  listen(port: number, host?: string): Promise<RunningServer>
}

/**
 * Creates Foyer's HTTP API: Hono on node's HTTP server, one sub-app per domain mounted with
 * `app.route()`, JSON in and out, CORS for `allowedOrigins`, only for `allowedHosts`, errors mapped
 * once by `onError`.
 *
 * @throws when an allowed-origin or allowed-host pattern or a limit is invalid, or two domains share a
 * method and path.
 * @example
 * const api = await createApiServer({ chains: [{ id: 31337, name: 'Local', rpcUrl }] }).listen(8787)
 * await api.close()
 */
export function createApiServer(options: CreateApiServerOptions): ApiServer {
  const allowedOrigins = developmentDefault(options.allowedOrigins, LOCAL_ORIGIN_PATTERNS, 'createApiServer({ allowedOrigins })')
  for (const pattern of allowedOrigins) originPatternToRegExp(pattern)
  const extra = options.domains ?? []
  // Domains that serve other namespaces (Solana's account endpoints) name their networks, so the
  // supported-chains list tells clients to ask for them.
  const otherChainIds = [...new Set(extra.flatMap((domain) => domain.chainIds ?? []))]
  const domains = [coreRoutes(options.chains, otherChainIds), walletRoutes(options.walletRegistry), imageRoutes(options.images), ...extra]
  const paths = routedPaths(domains)
  const limits = resolveLimits(options)
  const logger = options.logger ?? defaultLogger('foyer-api')
  const trustProxy = options.trustProxy ?? HTTP_SERVER_DEFAULTS.trustProxy

  const app = createServiceApp<ApiEnv>({
    allowedHosts: options.allowedHosts ?? HTTP_SERVER_DEFAULTS.allowedHosts,
    trustProxy,
    logger,
    // Browsers load the wallet icons with <img> from the host page's origin.
    crossOriginResourcePolicy: 'cross-origin',
    framable: false,
    refuseHost: (context) => context.json({ error: 'Unknown host' }, 421),
  })
  const methods = [...new Set(['OPTIONS', ...[...paths.values()].flat()])]
  app.use(corsHeaders({ allowed: (origin) => matchOrigin(origin, allowedOrigins), methods }))
  app.use(async (context, next) => {
    context.set('trustProxy', trustProxy)
    await next()
    // Every answer of the API is UTF-8 JSON unless a route chose another type.
    if (context.res.headers.get('content-type') === 'application/json') context.res.headers.set('content-type', 'application/json; charset=utf-8')
  })
  for (const domain of domains) app.route('/', domain.app)
  // A known path asked with another method: 405 naming the methods it has (after every route, so
  // only requests no route answered reach it).
  for (const [path, allowed] of paths) {
    app.all(path, (context) => context.json({ error: 'Method not allowed' }, 405, { allow: allowed.join(', ') }))
  }
  app.notFound((context) => context.json({ error: 'Not found' }, 404))
  app.onError(apiErrorHandler(logger))

  return {
    async listen(port, host) {
      const running = await serveApp(app, limits, logger, port, host)
      for (const domain of domains) domain.open?.()
      return {
        url: running.url,
        close: () => {
          for (const domain of domains) domain.close?.()
          return running.close()
        },
      }
    },
  }
}

/**
 * The methods of each routed path over all domains, in the order registered.
 *
 * @throws when two domains register the same method and path.
 */
function routedPaths(domains: readonly ApiDomain[]): Map<string, string[]> {
  const paths = new Map<string, string[]>()
  const owner = new Map<string, ApiDomain>()
  for (const domain of domains) {
    for (const { method, path } of domain.app.routes) {
      // Middlewares (`use`) are registered as ALL; a route with several handlers appears once per handler.
      if (method === 'ALL') continue
      const key = `${method} ${path}`
      const first = owner.get(key)
      if (first === domain) continue
      if (first) throw new ServerConfigError(`API route registered twice: ${key}`)
      owner.set(key, domain)
      paths.set(path, [...(paths.get(path) ?? []), method])
    }
  }
  return paths
}
