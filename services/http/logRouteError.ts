import type { Logger } from 'pino'

// Query strings and fragments of URLs quoted in a message (an OAuth callback, an RPC URL with a key).
const URL_TAIL = /(\bhttps?:\/\/[^\s?#"'`]*)[?#][^\s"'`]*/g

/**
 * Logs an error a route threw unexpectedly as one `error` line: method, path (no query string), and the
 * error's type, message and stack with any URL's query string cut off. The error's other properties are
 * left out, since libraries attach request bodies and headers to their errors.
 *
 * @example
 * logRouteError(logger, error, { method: 'POST', path: '/auth/email/verify' })
 */
export function logRouteError(logger: Logger, error: unknown, request: { method: string; path: string }): void {
  const err =
    error instanceof Error
      ? { type: error.name, message: scrub(error.message), stack: scrub(error.stack ?? '') }
      : { type: typeof error, message: scrub(String(error)) }
  logger.error({ method: request.method, path: request.path, error: err }, 'route failed')
}

function scrub(text: string): string {
  return text.replace(URL_TAIL, '$1?…')
}
