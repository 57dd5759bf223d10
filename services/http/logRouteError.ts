import type { Logger } from 'pino'
import { redactPath, redactUrls } from './redactPath'

/**
 * Logs an error a route threw unexpectedly as one `error` line: method, path (token-like segments
 * redacted, no query string), and the error's type, message and stack with any quoted URL's path
 * redacted and its query string cut off. The error's other properties are left out, since libraries
 * attach request bodies and headers to their errors.
 *
 * @example
 * logRouteError(logger, error, { method: 'POST', path: '/auth/email/verify' })
 */
export function logRouteError(logger: Logger, error: unknown, request: { method: string; path: string }): void {
  const err =
    error instanceof Error
      ? { type: error.name, message: redactUrls(error.message), stack: redactUrls(error.stack ?? '') }
      : { type: typeof error, message: redactUrls(String(error)) }
  logger.error({ method: request.method, path: redactPath(request.path), error: err }, 'route failed')
}
