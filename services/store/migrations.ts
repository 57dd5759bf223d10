import type { SqlDatabase } from './SqlDatabase'

/** One schema change; versions are applied once each, in ascending order. */
export type Migration = { version: number; name: string; sql: string }

// Any fixed 64-bit key works: it only has to be the same for every instance of the services.
const MIGRATION_LOCK_KEY = 7_405_118_331

/**
 * Applies the migrations the database has not seen yet, recording each in `schema_migrations`. The
 * whole run holds a transaction-scoped advisory lock, so instances starting at once on one PostgreSQL
 * apply each version exactly once (the second waits, then finds nothing left to do).
 *
 * @returns the versions this call applied.
 */
export async function applyMigrations(database: SqlDatabase, migrations: readonly Migration[]): Promise<number[]> {
  const sorted = [...migrations].sort((a, b) => a.version - b.version)
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
    )
    const done = new Set((await tx.query('SELECT version FROM schema_migrations')).map((row) => Number(row.version)))
    const applied: number[] = []
    for (const migration of sorted) {
      if (done.has(migration.version)) continue
      // Statements one by one: a prepared query takes a single statement on both drivers.
      for (const statement of splitStatements(migration.sql)) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name])
      applied.push(migration.version)
    }
    return applied
  })
}

// Migrations hold plain DDL (no functions with bodies), so a semicolon always ends a statement.
function splitStatements(sql: string): string[] {
  return sql
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0)
}
