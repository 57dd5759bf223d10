import { openDatabase } from '../../services/store/openDatabase'
import type { SqlDatabase } from '../../services/store/SqlDatabase'
import { startPostgres, type RunningPostgres } from './startPostgres'

/** One back end a store suite runs against. */
export type StoreBackend = {
  name: 'pglite' | 'postgres'
  /** Opens a database with the schema applied; PostgreSQL gets a new, empty database each time. */
  open(): Promise<SqlDatabase>
  /** For PostgreSQL: a second connection pool to the database `open` made last (another "instance"). */
  url(): string | undefined
}

/**
 * The two back ends for `describe.each`: in-memory PGlite and a throw-away PostgreSQL server (started
 * on the first `open`, stopped by `stopBackends`).
 *
 * @example
 * describe.each(storeBackends())('%s', (backend) => { ... })
 * afterAll(stopBackends)
 */
export function storeBackends(): StoreBackend[] {
  return [
    { name: 'pglite', open: () => openDatabase({ memory: true }), url: () => undefined },
    {
      name: 'postgres',
      async open() {
        server ??= startPostgres()
        lastUrl = await (await server).createDatabase(`store_${++created}`)
        return openDatabase({ url: lastUrl })
      },
      url: () => lastUrl,
    },
  ]
}

let server: Promise<RunningPostgres> | undefined
let lastUrl: string | undefined
let created = 0

/** Stops the PostgreSQL server if a suite started one. */
export async function stopBackends(): Promise<void> {
  const running = server
  server = undefined
  if (running) await (await running).stop()
}
