/** A value bound to a `$n` placeholder. Arrays become PostgreSQL arrays (e.g. for `= ANY($1)`). */
export type SqlParam = string | number | boolean | null | readonly string[] | readonly number[]

/** One result row by column name, as the driver returned it (callers parse it). */
export type SqlRow = Readonly<Record<string, unknown>>

/** Something that runs parameterised SQL: the database itself or an open transaction. */
export type SqlQueryable = {
  /** Runs one statement with `$1…$n` placeholders and returns its rows (none for a write without `RETURNING`). */
  query(sql: string, params?: readonly SqlParam[]): Promise<SqlRow[]>
}

/** Which engine runs a {@link SqlDatabase}: embedded PGlite or a PostgreSQL server. */
export type SqlBackend = 'pglite' | 'postgres'

/**
 * The one database interface of the services. Both back ends speak the same PostgreSQL SQL, so the
 * stores built on it never ask which one they have.
 *
 * @example
 * const database = await openDatabase({ dataDir: './data' })
 * const rows = await database.query('SELECT id FROM users WHERE email = $1', ['a@example.com'])
 */
export type SqlDatabase = SqlQueryable & {
  readonly backend: SqlBackend
  /** Runs one or more statements without parameters (schema changes). */
  exec(sql: string): Promise<void>
  /**
   * Runs `fn` in one transaction on one connection: committed when it resolves, rolled back when it
   * throws (the error is rethrown).
   */
  transaction<T>(fn: (tx: SqlQueryable) => Promise<T>): Promise<T>
  /** Closes the connections (PGlite: flushes and closes the data directory). */
  close(): Promise<void>
}
