import type { Context, ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Logger } from 'pino'
import { $ZodError } from 'zod/v4/core'
import { clientIp } from '../http/clientIp'
import { createLogSampler } from '../http/logSampler'
import { logRouteError } from '../http/logRouteError'
import { redactPath } from '../http/redactPath'
import type { ApiEnv } from './apiDomain'
import { SmtpSendError } from './auth/smtpMailer'
import { requesterKey } from './auth/rateLimits'
import { boundedIssues } from './boundedIssues'
import { HttpError } from './HttpError'

// Refusals an operator must see: lock-outs, limits and mail that did not go out. The reason is the
// answer's `error` (too_many_attempts, throttled, rate_limited, Body too large, mail_failed).
const WARN_EVENTS: readonly { event: string; matches: (error: HttpError) => boolean; message: string }[] = [
  { event: 'lockout', matches: (error) => error.status === 429 && error.shortMessage !== 'rate_limited', message: 'lock-out: a request was refused' },
  { event: 'limit', matches: (error) => error.status === 429 || error.status === 413, message: 'limit hit: a request was refused' },
  { event: 'mail', matches: (error) => error.shortMessage === 'mail_failed', message: 'code e-mail failed' },
]

/**
 * The API's one error mapping (`app.onError`), the same for every domain: an {@link HttpError} answers
 * its status with `{ ...fields, error }`; a zod failure (from `zValidator` or a route's own parse) 400
 * `{ error: 'Invalid request', issues }` with the first issue only, cut short (`boundedIssues`);
 * Hono's own HTTP errors (e.g. a body that is not JSON) their status; a client that left mid-request 400, logged as one info line; anything else 500
 * `{ error: 'Internal error' }`, with the details in the log only.
 *
 * Lock-outs (429 `too_many_attempts`, `throttled`), limit hits (429 `rate_limited`, 413) and failed code
 * e-mails (502 `mail_failed`, with the SMTP response code) are logged at `warn` with the route (token
 * segments redacted), the reason and the client's key (its IP, an IPv6 address by /64): one line per
 * reason, route and client every 10 s, the next one counting those left out (`suppressed`).
 *
 * @example
 * app.onError(apiErrorHandler(logger))
 */
export function apiErrorHandler(logger: Logger): ErrorHandler<ApiEnv> {
  const sample = createLogSampler()
  return (error, context) => {
    if (error instanceof HttpError) {
      const warning = WARN_EVENTS.find((candidate) => candidate.matches(error))
      if (warning) warnRefusal(logger, sample, context, error, warning)
      return context.json({ ...error.fields, error: error.shortMessage }, error.status as ContentfulStatusCode)
    }
    // zod's core class covers both `zod` and `zod/mini` schemas.
    if (error instanceof $ZodError) return context.json({ error: 'Invalid request', issues: boundedIssues(error.issues) }, 400)
    const request = { method: context.req.method, path: context.req.path }
    const incoming = context.env?.incoming
    // A body cut short fails whoever reads it (the body limit, the validator); the cause is the client.
    if (incoming?.destroyed && !incoming.complete) {
      logger.info({ method: request.method, path: redactPath(request.path) }, 'client closed the connection mid-request')
      return context.json({ error: 'Request aborted' }, 400)
    }
    if (error instanceof HTTPException) return context.json({ error: error.message }, error.status)
    logRouteError(logger, error, request)
    return context.json({ error: 'Internal error' }, 500)
  }
}

function warnRefusal(
  logger: Logger,
  sample: (key: string) => { log: boolean; suppressed: number },
  context: Context<ApiEnv>,
  error: HttpError,
  warning: (typeof WARN_EVENTS)[number],
): void {
  const route = redactPath(context.req.path)
  const incoming = context.env?.incoming
  const client = incoming ? requesterKey(clientIp(incoming, context.get('trustProxy') ?? 0)) : 'unknown'
  const { log, suppressed } = sample(`${error.status} ${error.shortMessage} ${context.req.method} ${route} ${client}`)
  if (!log) return
  const smtp = error.cause instanceof SmtpSendError ? { smtp: error.cause.logFields } : {}
  logger.warn(
    {
      event: warning.event,
      method: context.req.method,
      route,
      status: error.status,
      reason: error.shortMessage,
      client,
      ...smtp,
      ...(suppressed ? { suppressed } : {}),
    },
    warning.message,
  )
}
