import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { ZodError } from 'zod'
import { coreRoutes } from './coreRoutes'
import type { ApiChain } from './coreRoutes'
import { HttpError } from './HttpError'
import { listenHttp } from './listenHttp'
import type { RunningServer } from './listenHttp'
import { LOCAL_ORIGIN_PATTERNS, matchOrigin, originPatternToRegExp } from '../../src/origins/matchOrigin'
import { matchRoute } from './matchRoute'
import type { ApiRoute } from './matchRoute'
import { walletRoutes, type WalletRoutesOptions } from './wallets/walletRoutes'

const MAX_BODY_BYTES = 1_000_000

/** Options for {@link createApiServer}. */
export type CreateApiServerOptions = {
  /** Chains the API serves; listed by `/v1/supported-chains` and checked by `/health`. */
  chains: readonly ApiChain[]
  /**
   * Origins whose browser pages may call the API (CORS); `*` wildcards as in `matchOrigin`.
   * @default ['http://127.0.0.1:*', 'http://localhost:*']
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
  /**
   * Receives errors a route threw that were not an `HttpError` or `ZodError` (answered as 500).
   * @default console.error
   */
  onError?: (error: unknown, request: { method: string; path: string }) => void
}

/** An API server that is configured but not yet listening. */
export type ApiServer = {
  /** Starts listening; `port` 0 picks a free one. */
  listen(port: number, host?: string): Promise<RunningServer>
}

/**
 * Creates Foyer's HTTP API (node:http, JSON in and out, CORS for `allowedOrigins`).
 *
 * @throws when an allowed-origin pattern is invalid or two routes share a method and path.
 * @example
 * const api = await createApiServer({ chains: [{ id: 31337, name: 'Local', rpcUrl }] }).listen(8787)
 * await api.close()
 */
export function createApiServer(options: CreateApiServerOptions): ApiServer {
  const allowedOrigins = options.allowedOrigins ?? LOCAL_ORIGIN_PATTERNS
  for (const pattern of allowedOrigins) originPatternToRegExp(pattern)
  const routes = [...coreRoutes(options.chains), ...walletRoutes(options.walletRegistry), ...(options.routes ?? [])]
  const seen = new Set<string>()
  for (const route of routes) {
    const key = `${route.method} ${route.path}`
    if (seen.has(key)) throw new Error(`API route registered twice: ${key}`)
    seen.add(key)
  }
  const onError = options.onError ?? ((error: unknown) => console.error(error))
  const allowMethods = [...new Set(['OPTIONS', ...routes.map((route) => route.method)])].join(', ')

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET'
    const url = new URL(request.url ?? '/', 'http://api.invalid')
    const origin = request.headers.origin
    const headers: Record<string, string> = { vary: 'Origin' }
    if (origin && matchOrigin(origin, allowedOrigins)) headers['access-control-allow-origin'] = origin

    if (method === 'OPTIONS') {
      // Without an allow-origin header the browser fails the preflight, so a 204 is safe either way.
      if (headers['access-control-allow-origin']) {
        headers['access-control-allow-methods'] = allowMethods
        headers['access-control-allow-headers'] = 'Content-Type, Authorization'
        headers['access-control-max-age'] = '600'
      }
      response.writeHead(204, headers).end()
      return
    }

    const match = matchRoute(routes, method, url.pathname)
    if (match.kind === 'notFound') return sendJson(response, 404, { error: 'Not found' }, headers)
    if (match.kind === 'wrongMethod') {
      headers.allow = match.allowed.join(', ')
      return sendJson(response, 405, { error: 'Method not allowed' }, headers)
    }
    try {
      const result = await match.route.handle({
        url,
        params: match.params,
        headers: request.headers,
        clientIp: request.socket.remoteAddress ?? 'unknown',
        json: () => readJsonBody(request),
      })
      if (result.contentType && (typeof result.body === 'string' || result.body instanceof Uint8Array)) {
        const rawHeaders = { 'cache-control': 'no-store', ...headers, ...result.headers }
        response
          .writeHead(result.status ?? 200, { ...rawHeaders, 'content-type': result.contentType, 'x-content-type-options': 'nosniff' })
          .end(result.body)
        return
      }
      sendJson(response, result.status ?? 200, result.body, { ...headers, ...result.headers })
    } catch (error) {
      if (error instanceof HttpError) return sendJson(response, error.status, { ...error.details, error: error.message }, headers)
      if (error instanceof ZodError) {
        return sendJson(response, 400, { error: 'Invalid request', issues: error.issues }, headers)
      }
      onError(error, { method, path: url.pathname })
      sendJson(response, 500, { error: 'Internal error' }, headers)
    }
  }

  return {
    listen(port, host) {
      const server = createServer((request, response) => {
        handle(request, response).catch((error: unknown) => {
          onError(error, { method: request.method ?? '', path: request.url ?? '' })
          if (!response.headersSent) response.writeHead(500)
          response.end()
        })
      })
      return listenHttp(server, port, host)
    },
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  response
    .writeHead(status, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    .end(JSON.stringify(body))
}

async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  if (!request.headers['content-type']?.startsWith('application/json')) {
    throw new HttpError(415, 'Expected a JSON body (Content-Type: application/json)')
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Body too large')
    chunks.push(chunk as Buffer)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
  } catch {
    throw new HttpError(400, 'Body is not valid JSON')
  }
}
