import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ApiEnv } from './apiDomain'
import { HttpError } from './HttpError'

/**
 * Largest JSON body a route reads unless it names its own limit ({@link jsonBodyUpTo}): room for the
 * largest body any API route takes (a price request for 100 tokens, a SIWX message), and no more,
 * since a body is held whole in memory while it is read.
 */
export const MAX_BODY_BYTES = 64 * 1024

// The media types Hono's validator reads as JSON; anything else it would silently read as `{}`.
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i

/**
 * Guards a route that reads a JSON body of at most `maxBytes`, placed before
 * `zValidator('json', schema, invalidInput)`: 415 unless the request declares a JSON body, 413
 * `{ error: 'Body too large' }` past `maxBytes` (declared or sent, before the body is held whole).
 * The validator then answers 400 when the body does not parse or does not fit the schema.
 *
 * @example
 * app.post('/e', jsonBodyUpTo(16 * 1024), zValidator('json', eventSchema, invalidInput), handler)
 */
export function jsonBodyUpTo(maxBytes: number): MiddlewareHandler<ApiEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, 'Body too large')
    },
  })
  return async (context, next) => {
    if (!JSON_TYPE.test(context.req.header('content-type') ?? '')) {
      throw new HttpError(415, 'Expected a JSON body (Content-Type: application/json)')
    }
    return limit(context, next)
  }
}

/**
 * {@link jsonBodyUpTo} with the API's default limit, {@link MAX_BODY_BYTES}.
 *
 * @example
 * app.post('/auth/email/start', jsonBody, zValidator('json', startSchema, invalidInput), (c) => c.json(c.req.valid('json')))
 */
export const jsonBody: MiddlewareHandler<ApiEnv> = jsonBodyUpTo(MAX_BODY_BYTES)

/**
 * The hook every `zValidator` of the API takes: it throws the zod error, which the server's `onError`
 * answers as 400 `{ error: 'Invalid request', issues }` (one answer shape for every domain).
 *
 * @example
 * app.get('/getWallets', zValidator('query', getWalletsQuerySchema, invalidInput), (c) => c.json(c.req.valid('query')))
 */
export function invalidInput(result: { success: boolean; error?: unknown }): void {
  if (!result.success) throw result.error
}
