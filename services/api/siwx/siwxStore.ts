import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { SqlQueryable } from '../../store/SqlDatabase'

/** A SIWX session as stored (the id itself is never stored, only its hash). */
export type SiwxSessionRecord = {
  projectId: string
  /** CAIP-2, e.g. `eip155:31337`. */
  chainId: string
  address: string
  domain: string
  uri: string
  message: string
  signature: string
  createdAt: number
  expiresAt: number
  revokedAt: number | null
}

// BIGINT comes back as a string from `pg` and as a number from PGlite.
const int = z.union([z.number(), z.string().regex(/^-?\d+$/)]).transform(Number)
const sessionRow = z.object({
  project_id: z.string(),
  chain_id: z.string(),
  address: z.string(),
  domain: z.string(),
  uri: z.string(),
  message: z.string(),
  signature: z.string(),
  created_at: int,
  expires_at: int,
  revoked_at: int.nullable(),
})

/** SHA-256 (hex) of a session id: what the table keys on. */
export const hashSessionId = (id: string): string => createHash('sha256').update(id).digest('hex')

/**
 * The SIWX tables (`siwx_nonces`, `siwx_sessions`, migration 4) over any SQL database of the
 * services, so nonces and sessions hold across API instances and restarts.
 *
 * @example
 * const store = siwxStore(await openDatabase({ memory: true }))
 * await store.addNonce('abc123def456', 'foyer-local', Date.now() + 600_000, Date.now())
 */
export function siwxStore(database: SqlQueryable) {
  return {
    async addNonce(nonce: string, projectId: string, expiresAt: number, now: number): Promise<void> {
      // Nonces asked for and never used go on the next issue, so the table holds only live ones.
      await database.query('DELETE FROM siwx_nonces WHERE expires_at <= $1', [now])
      await database.query('INSERT INTO siwx_nonces (nonce, project_id, expires_at) VALUES ($1, $2, $3)', [nonce, projectId, expiresAt])
    },
    /** The project of a live nonce, without using it up. */
    async nonceProject(nonce: string, now: number): Promise<string | undefined> {
      const rows = await database.query('SELECT project_id FROM siwx_nonces WHERE nonce = $1 AND expires_at > $2', [nonce, now])
      return z.object({ project_id: z.string() }).optional().parse(rows[0])?.project_id
    },
    /**
     * Takes a nonce once: the row is deleted in the same statement that reads it, so two requests
     * racing with one nonce cannot both succeed. Expired nonces are swept on the way.
     *
     * @returns the nonce's project, or `undefined` when it is unknown, used or expired.
     */
    async takeNonce(nonce: string, now: number): Promise<string | undefined> {
      const rows = await database.query('DELETE FROM siwx_nonces WHERE nonce = $1 RETURNING project_id, expires_at', [nonce])
      await database.query('DELETE FROM siwx_nonces WHERE expires_at <= $1', [now])
      const row = z.object({ project_id: z.string(), expires_at: int }).optional().parse(rows[0])
      return row && row.expires_at > now ? row.project_id : undefined
    },
    async addSession(id: string, session: Omit<SiwxSessionRecord, 'revokedAt'>): Promise<void> {
      await database.query(
        `INSERT INTO siwx_sessions (id_hash, project_id, chain_id, address, domain, uri, message, signature, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          hashSessionId(id),
          session.projectId,
          session.chainId,
          session.address,
          session.domain,
          session.uri,
          session.message,
          session.signature,
          session.createdAt,
          session.expiresAt,
        ],
      )
    },
    async session(id: string): Promise<SiwxSessionRecord | undefined> {
      const rows = await database.query('SELECT * FROM siwx_sessions WHERE id_hash = $1', [hashSessionId(id)])
      if (!rows[0]) return undefined
      const row = sessionRow.parse(rows[0])
      return {
        projectId: row.project_id,
        chainId: row.chain_id,
        address: row.address,
        domain: row.domain,
        uri: row.uri,
        message: row.message,
        signature: row.signature,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        revokedAt: row.revoked_at,
      }
    },
    /**
     * Revokes every live session of one address in one project (first revocation times kept).
     * @returns how many sessions were revoked by this call.
     */
    async revokeAll(projectId: string, address: string, now: number): Promise<number> {
      const rows = await database.query(
        'UPDATE siwx_sessions SET revoked_at = $3 WHERE project_id = $1 AND lower(address) = lower($2) AND revoked_at IS NULL RETURNING id_hash',
        [projectId, address, now],
      )
      return rows.length
    },
    /** Marks a session revoked (the first revocation's time is kept). @returns whether it exists. */
    async revoke(id: string, now: number): Promise<boolean> {
      const rows = await database.query('UPDATE siwx_sessions SET revoked_at = COALESCE(revoked_at, $2) WHERE id_hash = $1 RETURNING id_hash', [
        hashSessionId(id),
        now,
      ])
      return rows.length > 0
    },
  }
}

/** What {@link siwxStore} returns. */
export type SiwxStore = ReturnType<typeof siwxStore>
