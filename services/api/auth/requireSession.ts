import { createMiddleware } from 'hono/factory'
import type { ApiEnv } from '../apiDomain'
import type { AuthContext } from './authContext'
import type { AuthSession } from './authStore'

/** The context of a route behind {@link requireSession}: `c.var.session` is the caller's session. */
export type SessionEnv = ApiEnv & { Variables: { session: AuthSession & { token: string } } }

/**
 * Middleware of the routes that need `Authorization: Bearer <sessionToken>`: 401 `invalid_session` (or `session_expired`)
 * before anything else of the request is read, else the session in `c.var.session`.
 *
 * @example
 * app.get('/auth/v1/session', requireSession(auth), (c) => c.json({ userId: c.var.session.userId }))
 */
export function requireSession(auth: AuthContext) {
  return createMiddleware<SessionEnv>(async (context, next) => {
    context.set('session', await auth.session(context.req.header('authorization')))
    await next()
  })
}
