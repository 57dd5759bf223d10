import type { MiddlewareHandler } from 'hono'
import { isComplete } from '../http/completeAnswer'
import type { NodeEnv } from '../http/NodeEnv'

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
 * `Access-Control-Allow-Origin` for an allowed origin and `Vary: Origin`.
 *
 * Headers are added to the route's own answer after it is made, never by touching the answer before
 * the route runs: Hono would then copy the route's answer into a new one whose body is a stream,
 * which the Node adapter must read chunk by chunk instead of writing the string at once. An answer
 * marked with `markComplete` already carries them ({@link corsAnswerHeaders}) and is left as it is.
 *
 * @example
 * app.use(corsHeaders({ allowed: (origin) => origin === 'https://app.example', methods: ['GET', 'POST'] }))
 */
export function corsHeaders(options: CorsHeadersOptions): MiddlewareHandler<NodeEnv> {
  const methods = options.methods.join(',')
  const headers = (options.headers ?? ['Content-Type', 'Authorization']).join(',')
  const maxAge = String(options.maxAgeSeconds ?? 600)
  return async (context, next) => {
    const origin = context.req.header('origin')
    const allowed = origin !== undefined && options.allowed(origin)
    if (context.req.method === 'OPTIONS') {
      const grants: Record<string, string> = allowed
        ? { 'access-control-allow-origin': origin, 'access-control-allow-methods': methods }
        : {}
      // Without an allow-origin header the browser fails the preflight, so a bare 204 is safe either way.
      return new Response(null, {
        status: 204,
        headers: { ...grants, 'access-control-allow-headers': headers, 'access-control-max-age': maxAge, vary: 'Origin, Access-Control-Request-Headers' },
      })
    }
    await next()
    if (isComplete(context.res)) return
    const answer = context.res.headers
    answer.append('vary', 'Origin')
    if (allowed) answer.set('access-control-allow-origin', origin)
  }
}

/**
 * The CORS headers of an answer made in one go, as {@link corsHeaders} would add them: `Vary` gains
 * `Origin` (after the handler's own `vary`), and an allowed origin gets `Access-Control-Allow-Origin`.
 *
 * @example
 * const cors = corsAnswerHeaders((origin) => origin === 'https://app.example')
 * cors('https://app.example', undefined) // { vary: 'Origin', 'access-control-allow-origin': 'https://app.example' }
 */
export function corsAnswerHeaders(allowed: CorsHeadersOptions['allowed']): (origin: string | undefined, vary: string | undefined) => Record<string, string> {
  return (origin, vary) => {
    const headers: Record<string, string> = { vary: vary ? `${vary}, Origin` : 'Origin' }
    if (origin !== undefined && allowed(origin)) headers['access-control-allow-origin'] = origin
    return headers
  }
}
