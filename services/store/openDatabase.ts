import { createHash } from 'node:crypto'
import { z } from 'zod'
import { applyMigrations } from './migrations'
import { openPgliteDatabase, type MemoryTemplate } from './pgliteDatabase'
import { openPostgresDatabase } from './postgresDatabase'
import { schemaMigrations } from './schemaMigrations'
import type { SqlDatabase } from './SqlDatabase'

/** Where the services keep their data. Exactly one of `url`, `dataDir` or `memory` must be given. */
export type OpenDatabaseOptions = {
  /**
   * A PostgreSQL server (`FOYER_DATABASE_URL`); the choice for several API instances.
   * @example 'postgres://foyer:secret@db.internal:5432/foyer'
   */
  url?: string
  /**
   * A directory for the embedded database (PGlite), created when missing (`FOYER_DATA_DIR`).
   * @example './data'
   */
  dataDir?: string
  /** An embedded database in memory, lost on close: tests and development only. @default false */
  memory?: boolean
  /**
   * Connections kept open to PostgreSQL (ignored for PGlite, which has one).
   * @default 10
   */
  maxConnections?: number
}

const optionsSchema = z
  .object({
    url: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    dataDir: z.string().min(1).optional(),
    memory: z.boolean().optional(),
    maxConnections: z.number().int().positive().optional(),
  })
  .refine((options) => [options.url, options.dataDir, options.memory || undefined].filter(Boolean).length === 1, {
    message: 'give exactly one of url (FOYER_DATABASE_URL), dataDir (FOYER_DATA_DIR) or memory',
  })

// New embedded databases start from a cached copy with the schema applied (named by the migrations'
// hash, so a new migration makes a new copy); the migrations below then find nothing left to do.
const schemaTemplate: MemoryTemplate = {
  key: createHash('sha256').update(JSON.stringify(schemaMigrations)).digest('hex').slice(0, 16),
  prepare: async (database) => void (await applyMigrations(database, schemaMigrations)),
}

/**
 * Opens the services' database and brings its schema up to date: PostgreSQL when `url` is given,
 * otherwise embedded PGlite in `dataDir` (or in memory). Both back ends run the same SQL and
 * migrations.
 *
 * @throws when the options are contradictory or the database cannot be reached.
 * @example
 * const database = await openDatabase(databaseOptionsFromEnv(process.env) ?? { dataDir: './data' })
 * authRoutes({ database }); accountRoutes({ chains, database }); analyticsRoutes({ database })
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<SqlDatabase> {
  const parsed = optionsSchema.parse(options)
  const database = parsed.url
    ? await openPostgresDatabase({ url: parsed.url, maxConnections: parsed.maxConnections })
    : await openPgliteDatabase({ dataDir: parsed.dataDir, template: schemaTemplate })
  try {
    await applyMigrations(database, schemaMigrations)
  } catch (error) {
    await database.close().catch(() => undefined)
    throw error
  }
  return database
}

/**
 * The database options the environment names: `FOYER_DATABASE_URL` (PostgreSQL) wins over
 * `FOYER_DATA_DIR` (embedded); `undefined` when neither is set.
 */
export function databaseOptionsFromEnv(env: Readonly<Record<string, string | undefined>>): OpenDatabaseOptions | undefined {
  if (env.FOYER_DATABASE_URL) return { url: env.FOYER_DATABASE_URL }
  if (env.FOYER_DATA_DIR) return { dataDir: env.FOYER_DATA_DIR }
  return undefined
}
