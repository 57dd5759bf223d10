/** Where the development switch (`FOYER_DEV`) and `NODE_ENV` are read. */
export type ModeEnv = Readonly<Record<string, string | undefined>>

/**
 * The mode variables (`FOYER_DEV`, `NODE_ENV`) of a partial environment, such as the auth routes'
 * SMTP and key settings, which says nothing about the mode: its own where it has the key (a key set to
 * `undefined` counts as unset), else the process's.
 *
 * @example
 * isDevelopment(modeOf(options.env ?? process.env))
 */
export function modeOf(env: ModeEnv): { FOYER_DEV: string | undefined; NODE_ENV: string | undefined } {
  const read = (key: 'FOYER_DEV' | 'NODE_ENV') => (key in env ? env[key] : process.env[key])
  return { FOYER_DEV: read('FOYER_DEV'), NODE_ENV: read('NODE_ENV') }
}

/** Whether `FOYER_DEV` turns development on: `1` or `true`, surrounding blanks ignored. */
export function developmentSwitchOn(env: ModeEnv = process.env): boolean {
  const text = env.FOYER_DEV?.trim()
  return text === '1' || text === 'true'
}

/**
 * Why development may not run in this environment, or `undefined` when it may. Development mounts
 * routes that hand out codes and sessions, so it needs a second, explicit switch besides `FOYER_DEV=1`:
 * `NODE_ENV` set to `development` or `test`; unset or anything else counts as production.
 *
 * @example
 * developmentRefusal({ FOYER_DEV: '1' }) // 'FOYER_DEV=1 (development mode) needs NODE_ENV=development or NODE_ENV=test, and NODE_ENV is unset: ...'
 */
export function developmentRefusal(env: ModeEnv = process.env): string | undefined {
  const nodeEnv = env.NODE_ENV
  return nodeEnv === 'development' || nodeEnv === 'test'
    ? undefined
    : `FOYER_DEV=1 (development mode) needs NODE_ENV=development or NODE_ENV=test, and NODE_ENV is ${nodeEnv === undefined ? 'unset' : `"${nodeEnv}"`}: development mounts test routes that hand out sessions`
}

/**
 * Whether the development defaults and stand-ins may apply: only when asked for (`FOYER_DEV=1`) and
 * allowed (`NODE_ENV` is `development` or `test`). Production is the default: an operator sets nothing.
 *
 * @example
 * isDevelopment({ FOYER_DEV: '1', NODE_ENV: 'test' }) // true
 * isDevelopment({ FOYER_DEV: undefined, NODE_ENV: 'development' }) // false: production unless asked
 */
export function isDevelopment(env: ModeEnv = process.env): boolean {
  return developmentSwitchOn(env) && developmentRefusal(env) === undefined
}

/**
 * Why the development defaults do not apply, as the end of a sentence naming what to set; `undefined`
 * in development.
 *
 * @example
 * `createApiServer({ allowedOrigins }) is required in production: ${productionReason(env)}`
 */
export function productionReason(env: ModeEnv = process.env): string | undefined {
  if (!developmentSwitchOn(env)) return 'production is the default, and the development defaults apply only with FOYER_DEV=1'
  return developmentRefusal(env)
}
