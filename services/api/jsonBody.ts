import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ApiEnv } from './apiDomain'
import { HttpError } from './HttpError'

/** Largest JSON body a route may read. */
export const MAX_BODY_BYTES = 1_000_000

// The media types Hono's validator reads as JSON; anything else it would silently read as `{}`.
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i

const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new HttpError(413, 'Body too large')
  },
})

/**
 * Guards a route that reads a JSON body, placed before `zValidator('json', schema, invalidInput)`:
 * 415 unless the request declares a JSON body, 413 past {@link MAX_BODY_BYTES} (declared or sent).
 * The validator then answers 400 when the body does not parse or does not fit the schema.
 *
 * @example
 * app.post('/auth/email/start', jsonBody, zValidator('json', startSchema, invalidInput), (c) => c.json(c.req.valid('json')))
 */
export const jsonBody: MiddlewareHandler<ApiEnv> = async (context, next) => {
  if (!JSON_TYPE.test(context.req.header('content-type') ?? '')) {
    throw new HttpError(415, 'Expected a JSON body (Content-Type: application/json)')
  }
  return limit(context, next)
}

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
