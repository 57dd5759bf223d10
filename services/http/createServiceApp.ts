import { Hono } from 'hono'
import type { Context } from 'hono'
import type { Logger } from 'pino'
import { hostMatcher } from './matchHost'
import { redactPath } from './redactPath'
import type { NodeEnv } from './NodeEnv'
import { securityHeaders } from './securityHeaders'
import type { SecurityHeadersOptions } from './securityHeaders'

/** Options for {@link createServiceApp}. */
export type ServiceAppOptions = Omit<SecurityHeadersOptions, 'trustProxy'> & {
  allowedHosts: readonly string[]
  trustProxy: number
  logger: Logger
  /** The answer to a request for a host that is not allowed (status 421). */
  refuseHost: (context: Context) => Response
}

/**
 * A Hono app with what every Foyer service needs before its own routes: the security headers, the
 * Host allow-list (checked before anything else runs) and a `debug` line per answer (its path with
 * token-like segments redacted, no query string).
 *
 * @throws when an allowed-host pattern is invalid.
 * @example
 * const app = createServiceApp({ allowedHosts: ['api.example.com'], trustProxy: 1, logger, ... })
 * app.get('/health', (c) => c.json({ ok: true }))
 */
export function createServiceApp<E extends NodeEnv = NodeEnv>(options: ServiceAppOptions): Hono<E> {
  const allowedHost = hostMatcher(options.allowedHosts)
  const app = new Hono<E>()
  app.use(async (context, next) => {
    const started = performance.now()
    await next()
    if (options.logger.isLevelEnabled('debug')) {
      const ms = Math.round((performance.now() - started) * 10) / 10
      options.logger.debug({ method: context.req.method, path: redactPath(context.req.path), status: context.res.status, ms }, 'answered')
    }
  })
  app.use(...securityHeaders(options))
  app.use(async (context, next) => {
    if (!allowedHost(context.req.header('host'))) {
      context.res = options.refuseHost(context)
      return
    }
    await next()
  })
  return app
}
