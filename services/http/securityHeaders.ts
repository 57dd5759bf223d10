import type { IncomingMessage } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import { isHttps } from './clientIp'
import { isComplete } from './completeAnswer'
import type { NodeEnv } from './NodeEnv'

/** Options for {@link securityHeaders}. */
export type SecurityHeadersOptions = {
  /**
   * `Cross-Origin-Resource-Policy`: `same-origin` for a site nobody else may load from (the frame),
   * `cross-origin` for one that other sites call or embed (the API, whose wallet icons are `<img>`s).
   */
  crossOriginResourcePolicy: 'same-origin' | 'same-site' | 'cross-origin'
  /**
   * Whether other sites may frame the pages: `false` sends `X-Frame-Options: DENY`; `true` sends none,
   * leaving framing to the page's CSP `frame-ancestors` (X-Frame-Options cannot name several origins).
   */
  framable: boolean
  /** Reverse proxies in front of the server, whose `X-Forwarded-Proto` tells whether the client used https. */
  trustProxy: number
}

/** `Strict-Transport-Security` once a response went out over https: two years, subdomains too. */
export const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * The security headers every answer carries (names in lower case), before `Cache-Control` and HSTS.
 * The same set as Hono's `secureHeaders` with these options sends (a test keeps them equal), written
 * out so an answer can carry them from the start (see {@link answerSecurityHeaders}).
 */
export function fixedSecurityHeaders(options: Pick<SecurityHeadersOptions, 'crossOriginResourcePolicy' | 'framable'>): Readonly<Record<string, string>> {
  return {
    'cross-origin-resource-policy': options.crossOriginResourcePolicy,
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    ...(options.framable ? {} : { 'x-frame-options': 'DENY' }),
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  }
}

/**
 * The headers of an answer made in one go: the security headers and `Cache-Control: no-store`, then
 * the handler's own (lower-case names; they win, as with {@link securityHeaders}), then HSTS over
 * https. Mark the answer with `markComplete` so the middleware does not add them again.
 *
 * @example
 * const headersFor = answerSecurityHeaders({ crossOriginResourcePolicy: 'cross-origin', framable: false, trustProxy: 0 })
 * new Response(text, { headers: headersFor(incoming, { 'content-type': 'text/plain' }) })
 */
export function answerSecurityHeaders(options: SecurityHeadersOptions): (incoming: IncomingMessage, own: Readonly<Record<string, string>>) => Record<string, string> {
  const fixed = { ...fixedSecurityHeaders(options), 'cache-control': 'no-store' }
  return (incoming, own) => {
    const headers: Record<string, string> = { ...fixed, ...own }
    if (isHttps(incoming, options.trustProxy)) headers['strict-transport-security'] = HSTS
    return headers
  }
}

/**
 * The security headers every Foyer service sends, on every answer (errors and refusals too), without
 * replacing a header a handler set itself (e.g. a page's own `Content-Security-Policy`):
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer` (URLs can carry codes),
 * `Cross-Origin-Resource-Policy`, `Cache-Control: no-store` (answers carry sessions and key shares),
 * `Origin-Agent-Cluster`, `X-Frame-Options: DENY` unless framable, the legacy hardening headers
 * (`X-DNS-Prefetch-Control`, `X-Download-Options`, `X-Permitted-Cross-Domain-Policies`,
 * `X-XSS-Protection: 0`), and HSTS over https. An answer marked with `markComplete` already carries
 * them ({@link answerSecurityHeaders}) and is left as it is.
 * No `Cross-Origin-Opener-Policy`: the social sign-in popup reports to its opener, which a
 * browsing-context-group switch anywhere along the popup's navigations would cut off.
 *
 * @example
 * app.use(securityHeaders({ crossOriginResourcePolicy: 'cross-origin', framable: false, trustProxy: 0 }))
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler<NodeEnv> {
  const fixed = Object.entries({ ...fixedSecurityHeaders(options), 'cache-control': 'no-store' })
  return async (context, next) => {
    await next()
    if (isComplete(context.res)) return
    const headers = context.res.headers
    for (const [name, value] of fixed) if (!headers.has(name)) headers.set(name, value)
    headers.delete('x-powered-by')
    if (isHttps(context.env.incoming, options.trustProxy)) headers.set('strict-transport-security', HSTS)
  }
}
