import { openDatabase } from '../../services/store/openDatabase'
import type { SqlDatabase } from '../../services/store/SqlDatabase'

/** In-memory databases for the tests of one file, handed out empty (see {@link memoryDatabasePool}). */
export type MemoryDatabasePool = {
  /** An empty database with the schema, of the caller's own until the next {@link release}. */
  take(): Promise<SqlDatabase>
  /** Empties every database taken since the last release and keeps it for the next {@link take}. */
  release(): Promise<void>
  /** Releases, then closes every database. */
  close(): Promise<void>
}

/**
 * A pool of in-memory databases for a test file whose tests each want a database of their own.
 * Opening one costs about a second of CPU (PGlite's WebAssembly start and the schema's copy); emptying
 * one (TRUNCATE of every table but the migrations' record) costs a few milliseconds, so a file opens
 * as many as one test uses at once instead of one per test.
 *
 * @example
 * const databases = memoryDatabasePool()
 * afterEach(() => databases.release())
 * afterAll(() => databases.close())
 * it('…', async () => { const database = await databases.take() })
 */
export function memoryDatabasePool(): MemoryDatabasePool {
  const idle: SqlDatabase[] = []
  const taken: SqlDatabase[] = []
  const release = async () => {
    for (const database of taken.splice(0)) {
      await empty(database)
      idle.push(database)
    }
  }
  return {
    async take() {
      const database = idle.pop() ?? (await openDatabase({ memory: true }))
      taken.push(database)
      return database
    },
    release,
    async close() {
      await release()
      for (const database of idle.splice(0)) await database.close()
    },
  }
}

async function empty(database: SqlDatabase): Promise<void> {
  const rows = await database.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'")
  const tables = rows.map((row) => `"${String(row.tablename)}"`)
  if (tables.length > 0) await database.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`)
}
