import { createMiddleware } from 'hono/factory'
import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { isHttps } from './clientIp'
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
 * The security headers every Foyer service sends, on every answer (errors and refusals too), without
 * replacing a header a handler set itself (e.g. a page's own `Content-Security-Policy`): Hono's
 * `secureHeaders` (`X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer` as URLs can carry
 * codes, `Cross-Origin-Resource-Policy`, `Origin-Agent-Cluster`, `X-Frame-Options: DENY` unless
 * framable, the legacy hardening headers), then `Cache-Control: no-store` (answers carry sessions and
 * key shares) and HSTS only when the client really used https (Hono's would send it over plain http
 * too, and cannot see through the trusted proxies).
 * No `Cross-Origin-Opener-Policy`: the social sign-in popup reports to its opener, which a
 * browsing-context-group switch anywhere along the popup's navigations would cut off.
 *
 * @example
 * app.use(securityHeaders({ crossOriginResourcePolicy: 'cross-origin', framable: false, trustProxy: 0 }))
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler<NodeEnv>[] {
  return [
    secureHeaders({
      crossOriginResourcePolicy: options.crossOriginResourcePolicy,
      crossOriginOpenerPolicy: false,
      strictTransportSecurity: false,
      xFrameOptions: options.framable ? false : 'DENY',
      overwrite: false,
    }),
    createMiddleware<NodeEnv>(async (context, next) => {
      await next()
      const headers = context.res.headers
      if (!headers.has('cache-control')) headers.set('cache-control', 'no-store')
      if (isHttps(context.env.incoming, options.trustProxy)) headers.set('strict-transport-security', HSTS)
    }),
  ]
}
