import { z } from 'zod'
import type { SqlQueryable } from '../../store/SqlDatabase'

/** An e-mail address a wallet's user verified for a project through DataCapture. */
export type EmailCaptureRecord = {
  projectId: string
  /** The wallet address, lower case when it is an EVM address. */
  address: string
  email: string
  verifiedAt: number
}

// BIGINT comes back as a string from `pg` and as a number from PGlite.
const int = z.union([z.number(), z.string().regex(/^-?\d+$/)]).transform(Number)
const row = z.object({ project_id: z.string(), address: z.string(), email: z.string(), verified_at: int })

/**
 * The `email_captures` table (migration 6): one verified address per project and wallet address; a
 * later verification replaces the earlier one.
 *
 * @example
 * await emailCaptureStore(database).save({ projectId: 'foyer-local', address: '0xab…', email: 'a@b.co', verifiedAt: Date.now() })
 */
export function emailCaptureStore(database: SqlQueryable) {
  return {
    async save(record: EmailCaptureRecord): Promise<void> {
      await database.query(
        `INSERT INTO email_captures (project_id, address, email, verified_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (project_id, address) DO UPDATE SET email = EXCLUDED.email, verified_at = EXCLUDED.verified_at`,
        [record.projectId, record.address, record.email, record.verifiedAt],
      )
    },
    async find(projectId: string, address: string): Promise<EmailCaptureRecord | undefined> {
      const rows = await database.query('SELECT * FROM email_captures WHERE project_id = $1 AND address = $2', [projectId, address])
      const found = row.optional().parse(rows[0])
      return found && { projectId: found.project_id, address: found.address, email: found.email, verifiedAt: found.verified_at }
    },
  }
}
