import { Hono } from 'hono'
import type { HttpBindings } from '@hono/node-server'
import type { ApiDomain, ApiEnv } from '../../services/api/apiDomain'
import { apiErrorHandler } from '../../services/api/apiErrorHandler'
import { captureLogger } from './captureLogger'

/**
 * Sends one request to an API domain without a socket: the domain mounted as the server mounts it,
 * with the server's error mapping, a loopback client (`clientIpOf` gives `127.0.0.1`) and no proxy.
 *
 * @example
 * const answer = await requestDomain(projectRoutes({ projects }), '/appkit/v1/config?projectId=app')
 * expect(await answer.json()).toEqual({ features: {} })
 */
export function requestDomain(domain: ApiDomain, path: string, init?: RequestInit): Promise<Response> {
  const app = new Hono<ApiEnv>()
  app.use((context, next) => {
    context.set('trustProxy', 0)
    return next()
  })
  app.route('/', domain.app)
  app.onError(apiErrorHandler(captureLogger().logger))
  const incoming = { socket: { remoteAddress: '127.0.0.1' }, headers: {}, destroyed: false, complete: true }
  const bindings = { incoming, outgoing: {} } as unknown as HttpBindings
  return Promise.resolve(app.request(path.startsWith('http') ? path : `http://api.test${path}`, init, bindings))
}
