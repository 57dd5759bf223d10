import { z } from 'zod'
import type { SqlQueryable } from './SqlDatabase'

/** A fixed-window counter: hits so far in the window, and when the window ends (ms since epoch). */
export type RateCounter = { count: number; resetAt: number }

// PGlite answers BIGINT columns as numbers, node-postgres as strings.
const int = z.union([z.number(), z.string().regex(/^-?\d+$/)]).transform(Number)
const counterRow = z.object({ count: int, reset_at: int })

/**
 * Counts one hit against `key` in the `counters` table and returns the window's count. Shared by
 * every service instance on the database, so a limit holds however many instances serve. The table
 * is unlogged: a hit costs no disk sync, and a crash (never a clean stop) starts every window over.
 * Windows that have ended are swept on the way.
 *
 * @example
 * const { count, resetAt } = await hitCounter(database, 'rate:project:demo', 60_000, Date.now())
 */
export async function hitCounter(database: SqlQueryable, key: string, windowMs: number, now: number): Promise<RateCounter> {
  await database.query('DELETE FROM counters WHERE reset_at <= $1 AND key <> $2', [now, key])
  // One statement, so instances sharing the database count every hit: a window that has ended
  // starts over at this hit.
  const [row] = await database.query(
    `INSERT INTO counters (key, count, reset_at) VALUES ($1, 1, $2::bigint + $3::bigint)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN counters.reset_at <= $2::bigint THEN 1 ELSE counters.count + 1 END,
       reset_at = CASE WHEN counters.reset_at <= $2::bigint THEN $2::bigint + $3::bigint ELSE counters.reset_at END
     RETURNING count, reset_at`,
    [key, now, windowMs],
  )
  const parsed = counterRow.parse(row)
  return { count: parsed.count, resetAt: parsed.reset_at }
}
