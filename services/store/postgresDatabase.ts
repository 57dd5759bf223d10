import pg from 'pg'
import type { SqlDatabase, SqlParam, SqlRow } from './SqlDatabase'
import { DatabaseUnavailableError } from './storeErrors'

/** Options of {@link openPostgresDatabase}. */
export type PostgresDatabaseOptions = {
  /** A `postgres://user:password@host:port/database` URL. */
  url: string
  /**
   * Connections kept open to the server.
   * @default 10
   */
  maxConnections?: number
}

/**
 * Connects to a PostgreSQL server through a `pg` pool. Several API instances may share one database:
 * the stores use single atomic statements or transactions for everything that must not interleave.
 *
 * @example
 * const database = await openPostgresDatabase({ url: process.env.FOYER_DATABASE_URL! })
 */
export async function openPostgresDatabase(options: PostgresDatabaseOptions): Promise<SqlDatabase> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 })
  // An idle connection the server drops (restart, network) must not crash the process.
  pool.on('error', () => undefined)
  // Fails here, with the server's reason, rather than on the first request.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end()
    throw new DatabaseUnavailableError(`Cannot connect to PostgreSQL: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  })
  probe.release()
  const run = async (target: pg.Pool | pg.PoolClient, sql: string, params: readonly SqlParam[] = []): Promise<SqlRow[]> =>
    (await target.query<SqlRow>(sql, [...params])).rows
  return {
    backend: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async exec(sql) {
      await pool.query(sql)
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn({ query: (sql, params) => run(client, sql, params) })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
