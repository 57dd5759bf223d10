import { openDatabase } from './openDatabase'
import type { SqlDatabase } from './SqlDatabase'
import { isDevelopment } from '../http/developmentMode'
import { ServerConfigError } from '../http/ServerConfigError'

let shared: Promise<SqlDatabase> | undefined

const noDatabase =
  'No database given: in production pass `database: await openDatabase(...)` (FOYER_DATABASE_URL or FOYER_DATA_DIR); the in-memory one is only for development (FOYER_DEV=1)'

/**
 * The in-memory database route factories fall back to when they are given none: one per process,
 * opened on first use, so tests and `npm start` need no set-up. Everything in it is lost on exit.
 *
 * @throws outside development (`FOYER_DEV=1` with `NODE_ENV` `development` or `test`): a production
 * server must pass its own database (`openDatabase`), and losing every wallet on restart must never
 * happen by omission.
 */
export function developmentDatabase(env: Readonly<Record<string, string | undefined>> = process.env): Promise<SqlDatabase> {
  if (!isDevelopment(env)) {
    return Promise.reject(new ServerConfigError(noDatabase))
  }
  shared ??= openDatabase({ memory: true })
  return shared
}

/** Closes the shared development database if it was opened (test teardown). */
export async function closeDevelopmentDatabase(): Promise<void> {
  const open = shared
  shared = undefined
  if (open) await (await open).close()
}

/**
 * What a route factory uses: the database it was given, else (in development only) the shared
 * development database (`FOYER_DEV=1` with `NODE_ENV` `development` or `test`). Checked when the
 * routes are built, so a production server that forgot its database fails at start-up, not on the
 * first request.
 *
 * @throws when no database is given outside development.
 */
export function databaseOrDevelopment(
  database: SqlDatabase | undefined,
  env: Readonly<Record<string, string | undefined>> = process.env,
): () => Promise<SqlDatabase> {
  if (database) return () => Promise.resolve(database)
  if (!isDevelopment(env)) {
    throw new ServerConfigError(noDatabase)
  }
  // Opening takes a second or more (longer on a loaded machine): start now, not on the first request.
  developmentDatabase(env).catch(() => undefined)
  return () => developmentDatabase(env)
}
