import type { ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Logger } from 'pino'
import { $ZodError } from 'zod/v4/core'
import { logRouteError } from '../http/logRouteError'
import type { ApiEnv } from './apiDomain'
import { boundedIssues } from './boundedIssues'
import { HttpError } from './HttpError'

/**
 * The API's one error mapping (`app.onError`), the same for every domain: an {@link HttpError} answers
 * its status with `{ ...fields, error }`; a zod failure (from `zValidator` or a route's own parse) 400
 * `{ error: 'Invalid request', issues }` with the first issue only, cut short (`boundedIssues`);
 * Hono's own HTTP errors (e.g. a body that is not JSON) their status; a client that left mid-request 400, logged as one info line; anything else 500
 * `{ error: 'Internal error' }`, with the details in the log only.
 *
 * @example
 * app.onError(apiErrorHandler(logger))
 */
export function apiErrorHandler(logger: Logger): ErrorHandler<ApiEnv> {
  return (error, context) => {
    if (error instanceof HttpError) return context.json({ ...error.fields, error: error.shortMessage }, error.status as ContentfulStatusCode)
    // zod's core class covers both `zod` and `zod/mini` schemas.
    if (error instanceof $ZodError) return context.json({ error: 'Invalid request', issues: boundedIssues(error.issues) }, 400)
    const request = { method: context.req.method, path: context.req.path }
    const incoming = context.env?.incoming
    // A body cut short fails whoever reads it (the body limit, the validator); the cause is the client.
    if (incoming?.destroyed && !incoming.complete) {
      logger.info(request, 'client closed the connection mid-request')
      return context.json({ error: 'Request aborted' }, 400)
    }
    if (error instanceof HTTPException) return context.json({ error: error.message }, error.status)
    logRouteError(logger, error, request)
    return context.json({ error: 'Internal error' }, 500)
  }
}
