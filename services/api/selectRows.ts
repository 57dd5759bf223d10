import type { Database, SqlValue } from 'sql.js'

/** One result row of {@link selectRows}, by column name. */
export type SqlRow = Record<string, SqlValue>

/**
 * Runs a parameterised query on a sql.js database and returns every row, freeing the statement
 * even when binding or stepping throws (sql.js statements hold wasm memory until freed).
 *
 * @example
 * selectRows(db, 'SELECT id FROM users WHERE email = ?', [email])[0]?.id
 */
export function selectRows(db: Database, sql: string, values: SqlValue[]): SqlRow[] {
  const statement = db.prepare(sql)
  try {
    statement.bind(values)
    const result: SqlRow[] = []
    while (statement.step()) result.push(statement.getAsObject())
    return result
  } finally {
    statement.free()
  }
}
