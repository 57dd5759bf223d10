import type { Hono } from 'hono'
import type { Logger } from 'pino'
import { createServiceApp } from '../../services/http/createServiceApp'
import type { NodeEnv } from '../../services/http/NodeEnv'

/**
 * The Hono app a local stand-in for a public chain node starts from: the service app's host
 * check (an unknown host gets 421) and logging, resources any site may load, and every answer
 * open to every origin, as public RPC and indexer nodes are, since pages call them from the browser.
 *
 * @param allowedHosts - The Host header values served.
 * @param logger - Where requests and errors are logged.
 * @example
 * const app = publicNodeApp({ allowedHosts: ['127.0.0.1', 'localhost'], logger })
 * app.get('/health', (context) => context.text('ok'))
 */
export function publicNodeApp({ allowedHosts, logger }: { allowedHosts: readonly string[]; logger: Logger }): Hono<NodeEnv> {
  const app = createServiceApp<NodeEnv>({
    allowedHosts,
    trustProxy: 0,
    logger,
    crossOriginResourcePolicy: 'cross-origin',
    framable: false,
    refuseHost: () => new Response('Unknown host', { status: 421 }),
  })
  app.use(async (context, next) => {
    await next()
    context.header('access-control-allow-origin', '*')
  })
  return app
}
