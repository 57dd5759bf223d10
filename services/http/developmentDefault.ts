import { productionReason } from './developmentMode'
import type { ModeEnv } from './developmentMode'
import { ServerConfigError } from './ServerConfigError'

/**
 * A factory option with a development default: the value given, else the default that suits
 * `npm start` and tests (the local projects, loopback origins and hosts, the local API's URL). The
 * default applies only in development (`FOYER_DEV=1` with `NODE_ENV` `development` or `test`); anywhere
 * else a missing value throws when the server or routes are built: a server an operator assembles
 * from these factories must never serve localhost's projects or origins because an option was left
 * out, and it fails at start-up rather than on the first request.
 *
 * @param env where `FOYER_DEV` and `NODE_ENV` are read. @default process.env
 * @throws when `value` is `undefined` outside development; the message names `option` and what to set.
 * @example
 * const allowedOrigins = developmentDefault(options.allowedOrigins, LOCAL_ORIGIN_PATTERNS, 'createApiServer({ allowedOrigins })')
 */
export function developmentDefault<T>(value: T | undefined, fallback: T, option: string, env: ModeEnv = process.env): T {
  if (value !== undefined) return value
  const reason = productionReason(env)
  if (reason !== undefined) {
    throw new ServerConfigError(
      `${option} is required in production (its development default allows only the local projects, loopback origins and URLs): ${reason}`,
    )
  }
  return fallback
}
