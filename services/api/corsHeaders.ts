import type { MiddlewareHandler } from 'hono'

/** Options of {@link corsHeaders}. */
export type CorsHeadersOptions = {
  /** Whether a page on `origin` may read the API's answers. */
  allowed: (origin: string) => boolean
  /** Methods a preflight grants an allowed origin. */
  methods: readonly string[]
  /** Request headers a preflight grants. @default ['Content-Type', 'Authorization'] */
  headers?: readonly string[]
  /** How long a browser may keep a preflight's answer, in seconds. @default 600 */
  maxAgeSeconds?: number
}

/**
 * CORS for the API: preflights (`OPTIONS`, any path) answer 204 with the grants for an allowed origin
 * and without them otherwise (the browser then refuses the request); every other answer gets
 * `Access-Control-Allow-Origin` for an allowed origin and `Vary: Origin` (after a route's own `Vary`).
 *
 * Written here rather than Hono's `cors` because `npm run bench:api` shows that one costing throughput
 * on large answers (figures in bench/README.md): it appends `Vary` through `c.header()` after the route
 * answered, which makes Hono copy the answer into a new one whose body is a stream the Node adapter
 * then reads chunk by chunk. Here the headers are added to the route's own answer in place (corsHeaders.test.ts pins the
 * exact headers and that the answer is not copied).
 *
 * @example
 * app.use(corsHeaders({ allowed: (origin) => origin === 'https://app.example', methods: ['GET', 'POST'] }))
 */
export function corsHeaders(options: CorsHeadersOptions): MiddlewareHandler {
  const methods = options.methods.join(',')
  const headers = (options.headers ?? ['Content-Type', 'Authorization']).join(',')
  const maxAge = String(options.maxAgeSeconds ?? 600)
  return async (context, next) => {
    const origin = context.req.header('origin')
    const allowed = origin !== undefined && options.allowed(origin)
    if (context.req.method === 'OPTIONS') {
      const grants: Record<string, string> = allowed ? { 'access-control-allow-origin': origin, 'access-control-allow-methods': methods } : {}
      // Without an allow-origin header the browser fails the preflight, so a bare 204 is safe either way.
      return context.body(null, 204, {
        ...grants,
        'access-control-allow-headers': headers,
        'access-control-max-age': maxAge,
        vary: 'Origin, Access-Control-Request-Headers',
      })
    }
    await next()
    const answer = context.res.headers
    answer.append('vary', 'Origin')
    if (allowed) answer.set('access-control-allow-origin', origin)
  }
}
