import type { Context } from 'hono'
import type { Logger } from 'pino'
import { ZodError } from 'zod'
import { ClientAbortError } from '../http/ClientAbortError'
import { clientIp } from '../http/clientIp'
import { markComplete } from '../http/completeAnswer'
import { createServiceApp } from '../http/createServiceApp'
import { defaultLogger } from '../http/defaultLogger'
import { HTTP_SERVER_DEFAULTS } from '../http/HttpServerOptions'
import type { HttpServerOptions } from '../http/HttpServerOptions'
import { logRouteError } from '../http/logRouteError'
import type { NodeEnv } from '../http/NodeEnv'
import { answerSecurityHeaders } from '../http/securityHeaders'
import type { SecurityHeadersOptions } from '../http/securityHeaders'
import { resolveLimits, serveApp } from '../http/serveApp'
import { coreRoutes } from './coreRoutes'
import { corsAnswerHeaders, corsHeaders } from './corsHeaders'
import type { ApiChain } from './coreRoutes'
import { HttpError } from './HttpError'
import type { RunningServer } from './listenHttp'
import { LOCAL_ORIGIN_PATTERNS, matchOrigin, originPatternToRegExp } from '../../src/origins/matchOrigin'
import { matchRoute } from './matchRoute'
import type { ApiResponse, ApiRoute } from './matchRoute'
import { readJsonBody } from './readJsonBody'
import { walletRoutes, type WalletRoutesOptions } from './wallets/walletRoutes'
import { developmentDefault } from '../http/developmentDefault'

/** Options for {@link createApiServer}; the host allow-list, proxies, log and limits are {@link HttpServerOptions}. */
export type CreateApiServerOptions = HttpServerOptions & {
  /** Chains the API serves; listed by `/v1/supported-chains` and checked by `/health`. */
  chains: readonly ApiChain[]
  /**
   * Origins whose browser pages may call the API (CORS); `*` wildcards as in `matchOrigin`.
   * Required under `NODE_ENV=production`.
   * @default ['http://127.0.0.1:*', 'http://localhost:*'] (development only)
   */
  allowedOrigins?: readonly string[]
  /**
   * More endpoints, served beside the core ones; this is how other modules (e.g. the dev-only
   * `POST /dev/test-wallet`) extend the server. A method and path may be registered once.
   * @default []
   */
  routes?: readonly ApiRoute[]
  /**
   * The wallet registry (`GET /getWallets`, `GET /getWalletImage/:id`), served by every API server;
   * `size` pads the real wallets with generated ones for tests at scale.
   * @default { size: 0 } (the real wallets of `wallets/wallets.json`)
   */
  walletRegistry?: WalletRoutesOptions
}

/** An API server that is configured but not yet listening. */
export type ApiServer = {
  /** Starts listening; `port` 0 picks a free one. */
  listen(port: number, host?: string): Promise<RunningServer>
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

// Browsers load the wallet icons with <img> from the host page's origin.
const SECURITY: Omit<SecurityHeadersOptions, 'trustProxy'> = { crossOriginResourcePolicy: 'cross-origin', framable: false }

/**
 * Creates Foyer's HTTP API (Hono on node's HTTP server, JSON in and out, CORS for `allowedOrigins`,
 * only for `allowedHosts`).
 *
 * @throws when an allowed-origin or allowed-host pattern or a limit is invalid, or two routes share a
 * method and path.
 * @example
 * const api = await createApiServer({ chains: [{ id: 31337, name: 'Local', rpcUrl }] }).listen(8787)
 * await api.close()
 */
export function createApiServer(options: CreateApiServerOptions): ApiServer {
  const allowedOrigins = developmentDefault(options.allowedOrigins, LOCAL_ORIGIN_PATTERNS, 'createApiServer({ allowedOrigins })')
  for (const pattern of allowedOrigins) originPatternToRegExp(pattern)
  // Routes that serve other namespaces (Solana's account endpoints) name their networks, so the
  // supported-chains list tells clients to ask for them.
  const otherChainIds = [...new Set((options.routes ?? []).flatMap((route) => route.chainIds ?? []))]
  const routes = [...coreRoutes(options.chains, otherChainIds), ...walletRoutes(options.walletRegistry), ...(options.routes ?? [])]
  const seen = new Set<string>()
  for (const route of routes) {
    const key = `${route.method} ${route.path}`
    if (seen.has(key)) throw new Error(`API route registered twice: ${key}`)
    seen.add(key)
  }
  const limits = resolveLimits(options)
  const logger = options.logger ?? defaultLogger('foyer-api')
  const trustProxy = options.trustProxy ?? HTTP_SERVER_DEFAULTS.trustProxy
  const allowMethods = [...new Set(['OPTIONS', ...routes.map((route) => route.method)])]

  const app = createServiceApp({
    allowedHosts: options.allowedHosts ?? HTTP_SERVER_DEFAULTS.allowedHosts,
    trustProxy,
    logger,
    ...SECURITY,
    refuseHost: () => json(421, { error: 'Unknown host' }),
  })
  const allowedOrigin = (origin: string) => matchOrigin(origin, allowedOrigins)
  app.use(corsHeaders({ allowed: allowedOrigin, methods: allowMethods }))
  // A route's answer is made with all its headers at once (security, CORS, its own) as one plain
  // object, which the Node adapter writes as is; the middlewares then leave it alone (markComplete).
  const security = answerSecurityHeaders({ ...SECURITY, trustProxy })
  const cors = corsAnswerHeaders(allowedOrigin)
  for (const route of routes) {
    app.on(route.method, route.path, async (context) => {
      const { incoming } = context.env
      const result = await route.handle({
        url: new URL(context.req.url),
        params: context.req.param(),
        headers: incoming.headers,
        // Read by the routes that limit per client only (most answer from a cache and never ask).
        get clientIp() {
          return clientIp(incoming, trustProxy)
        },
        json: () => readJsonBody(context.req.raw, incoming),
      })
      const { status, body, headers } = answerParts(result)
      const all = security(incoming, headers)
      Object.assign(all, cors(incoming.headers.origin, all.vary))
      return markComplete(new Response(body, { status, headers: all }))
    })
  }
  app.notFound((context) => {
    const match = matchRoute(routes, context.req.method, context.req.path)
    if (match.kind !== 'wrongMethod') return json(404, { error: 'Not found' })
    return json(405, { error: 'Method not allowed' }, { allow: match.allowed.join(', ') })
  })
  app.onError((error, context) => answerError(error, context, logger))

  return {
    async listen(port, host) {
      const running = await serveApp(app, limits, logger, port, host)
      for (const route of routes) route.open?.()
      return {
        url: running.url,
        close: () => {
          for (const route of routes) route.close?.()
          return running.close()
        },
      }
    },
  }
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 || status === 304 ? null : JSON.stringify(body), {
    status,
    headers: { ...headers, ...JSON_HEADERS },
  })
}

/** A route's answer as status, body and its own headers (lower-case names; JSON unless it has a content type). */
function answerParts(result: ApiResponse): { status: number; body: Uint8Array<ArrayBuffer> | string | null; headers: Record<string, string> } {
  const status = result.status ?? 200
  const own: Record<string, string> = {}
  for (const [name, value] of Object.entries(result.headers ?? {})) own[name.toLowerCase()] = value
  if (result.contentType && (typeof result.body === 'string' || result.body instanceof Uint8Array)) {
    // Route bytes are never a SharedArrayBuffer view; the DOM typing just cannot tell.
    return { status, body: result.body as Uint8Array<ArrayBuffer> | string, headers: { 'cache-control': 'no-store', ...own, 'content-type': result.contentType } }
  }
  return { status, body: status === 204 || status === 304 ? null : JSON.stringify(result.body), headers: { ...own, ...JSON_HEADERS } }
}

function answerError(error: unknown, context: Context<NodeEnv>, logger: Logger): Response {
  if (error instanceof HttpError) return json(error.status, { ...error.details, error: error.message })
  if (error instanceof ZodError) return json(400, { error: 'Invalid request', issues: error.issues })
  const request = { method: context.req.method, path: context.req.path }
  if (error instanceof ClientAbortError) {
    logger.info(request, 'client closed the connection mid-request')
    return json(400, { error: 'Request aborted' })
  }
  logRouteError(logger, error, request)
  return json(500, { error: 'Internal error' })
}
