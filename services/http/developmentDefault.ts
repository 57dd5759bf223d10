import { ServerConfigError } from './ServerConfigError'

/**
 * A factory option with a development default: the value given, else the default that suits
 * `npm start` and tests (the local projects, loopback origins, the local API's URL). Under
 * `NODE_ENV=production` a missing value throws when the server or routes are built: a server an
 * operator assembles from these factories must never serve localhost's projects or origins because
 * an option was left out, and it fails at start-up rather than on the first request.
 *
 * @throws when `value` is `undefined` and `NODE_ENV` is `production`; the message names `option`.
 * @example
 * const allowedOrigins = developmentDefault(options.allowedOrigins, LOCAL_ORIGIN_PATTERNS, 'createApiServer({ allowedOrigins })')
 */
export function developmentDefault<T>(value: T | undefined, fallback: T, option: string, env: Readonly<Record<string, string | undefined>> = process.env): T {
  if (value !== undefined) return value
  if (env.NODE_ENV === 'production') {
    throw new ServerConfigError(`${option} is required in production: its development default allows only the local projects, loopback origins and URLs`)
  }
  return fallback
}
