import { z } from 'zod'
import type { SqlDatabase } from '../../../store/SqlDatabase'
import type { IndexedSolanaTransaction } from './solanaTransfers'

const change = z.object({ asset: z.string(), owner: z.string(), delta: z.string().regex(/^-?\d+$/), decimals: z.number().int().min(0).max(255) })
const entrySchema = z.object({
  signature: z.string(),
  slot: z.number().int(),
  blockTime: z.number().int(),
  status: z.enum(['confirmed', 'failed']),
  feePayer: z.string(),
  fee: z.string(),
  changes: z.array(change),
})

/** A position in an account's Solana history, newest first; paging continues strictly below it. */
export type SolanaHistoryCursor = { slot: number; signature: string }

/**
 * Indexed Solana transactions per owner, and how far each scanned account (an owner or one of its
 * token accounts) has been read, in the services' database (migration `solana history`). Saving is
 * idempotent, so instances sharing a database may index the same owner at once.
 */
export function createSolanaHistoryStore(database: SqlDatabase) {
  return {
    /** The newest signature already read for `account` on `network`. */
    async newestSignature(network: string, account: string): Promise<string | undefined> {
      const [row] = await database.query('SELECT newest_signature FROM solana_history_cursors WHERE network = $1 AND account = $2', [network, account])
      return row ? String(row.newest_signature) : undefined
    },

    /** Which of `signatures` are already stored for `owner`. */
    async known(network: string, owner: string, signatures: readonly string[]): Promise<Set<string>> {
      if (signatures.length === 0) return new Set()
      const rows = await database.query('SELECT signature FROM solana_history WHERE network = $1 AND owner = $2 AND signature = ANY($3::text[])', [
        network,
        owner,
        [...signatures],
      ])
      return new Set(rows.map((row) => String(row.signature)))
    },

    /** Stores transactions for `owner` and moves the scanned accounts' cursors, atomically. */
    async save(network: string, owner: string, transactions: readonly IndexedSolanaTransaction[], cursors: ReadonlyMap<string, string>): Promise<void> {
      await database.transaction(async (tx) => {
        for (const entry of transactions) {
          await tx.query(
            `INSERT INTO solana_history (network, owner, signature, slot, entry) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (network, owner, signature) DO NOTHING`,
            [network, owner, entry.signature, entry.slot, JSON.stringify(entry)],
          )
        }
        for (const [account, signature] of cursors) {
          await tx.query(
            `INSERT INTO solana_history_cursors (network, account, newest_signature) VALUES ($1, $2, $3)
             ON CONFLICT (network, account) DO UPDATE SET newest_signature = EXCLUDED.newest_signature`,
            [network, account, signature],
          )
        }
      })
    },

    /** Up to `limit` transactions of `owner`, newest first, strictly below `cursor`. */
    async page(network: string, owner: string, cursor: SolanaHistoryCursor | undefined, limit: number) {
      const rows = cursor
        ? await database.query(
            `SELECT entry FROM solana_history WHERE network = $1 AND owner = $2 AND (slot, signature) < ($3::bigint, $4::text)
             ORDER BY slot DESC, signature DESC LIMIT $5`,
            [network, owner, cursor.slot, cursor.signature, limit + 1],
          )
        : await database.query('SELECT entry FROM solana_history WHERE network = $1 AND owner = $2 ORDER BY slot DESC, signature DESC LIMIT $3', [
            network,
            owner,
            limit + 1,
          ])
      const transactions = rows.slice(0, limit).map((row) => entrySchema.parse(JSON.parse(String(row.entry))))
      const last = transactions.at(-1)
      return { transactions, next: rows.length > limit && last ? { slot: last.slot, signature: last.signature } : undefined }
    },
  }
}

/** A store made by {@link createSolanaHistoryStore}. */
export type SolanaHistoryStore = ReturnType<typeof createSolanaHistoryStore>
