import type { IncomingHttpHeaders } from 'node:http'

/** HTTP methods a route can answer. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** What a route handler receives. */
export type ApiRequest = {
  url: URL
  /** Values of `:name` segments in the route's path. */
  params: Record<string, string>
  headers: IncomingHttpHeaders
  /**
   * The client's IP address as the server sees it: the socket's peer, or behind `trustProxy` reverse
   * proxies the `X-Forwarded-For` entry the outermost of them appended (`'unknown'` if that is not an
   * IP address); per-client rate limits key on it.
   */
  clientIp: string
  /** Reads and parses the JSON body (at most 1 MB); throws an `HttpError` (400, 413 or 415) otherwise. Parse it with zod. */
  json(): Promise<unknown>
}

/** What a route handler returns; `body` is sent as JSON unless `contentType` is set. */
export type ApiResponse = {
  /** @default 200 */
  status?: number
  body: unknown
  headers?: Record<string, string>
  /**
   * Sends `body` (a string or bytes) as is with this Content-Type instead of as JSON, e.g. an
   * `image/svg+xml` icon.
   * @default undefined (JSON)
   */
  contentType?: string
}

/**
 * One endpoint of the API server. Other modules (e.g. the dev-only `POST /dev/test-wallet`) plug
 * their endpoints in through `createApiServer({ routes })`.
 */
export type ApiRoute = {
  method: ApiMethod
  /** Exact path; a segment `:name` matches any one segment and lands in `params.name`. */
  path: string
  handle(request: ApiRequest): ApiResponse | Promise<ApiResponse>
  /** CAIP-2 ids of non-EVM networks the route answers for, listed by `GET /v1/supported-chains` (e.g. `solana:…`). */
  chainIds?: readonly string[]
  /** Releases what the route holds open (e.g. a chain subscription); called once when the server closes. */
  close?(): void
  /**
   * Starts what the route keeps running (e.g. following a chain's new heads); called once when the
   * server starts listening, so the first requests do not pay for it.
   */
  open?(): void
}

/** Result of {@link matchRoute}. */
export type RouteMatch =
  | { kind: 'found'; route: ApiRoute; params: Record<string, string> }
  | { kind: 'wrongMethod'; allowed: ApiMethod[] }
  | { kind: 'notFound' }

/** Finds the route for a method and path, telling a wrong method (405) apart from an unknown path (404). */
export function matchRoute(routes: readonly ApiRoute[], method: string, pathname: string): RouteMatch {
  const allowed: ApiMethod[] = []
  for (const route of routes) {
    const params = matchPath(route.path, pathname)
    if (!params) continue
    if (route.method === method) return { kind: 'found', route, params }
    allowed.push(route.method)
  }
  return allowed.length > 0 ? { kind: 'wrongMethod', allowed } : { kind: 'notFound' }
}

function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const expected = pattern.split('/')
  const actual = pathname.split('/')
  if (expected.length !== actual.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? ''
    if (segment.startsWith(':') && value !== '') {
      try {
        params[segment.slice(1)] = decodeURIComponent(value)
      } catch {
        return undefined
      }
    } else if (segment !== value) {
      return undefined
    }
  }
  return params
}
