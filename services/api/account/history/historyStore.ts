import type { Address, Hex } from 'viem'
import type { SqlDatabase, SqlParam, SqlQueryable } from '../../../store/SqlDatabase'
import { nftRow, tokenRow, transferRow, txRow } from './historyRows'
import type { HistoryCursor, IndexedTransaction, TokenInfo } from './historyTypes'

export type { HistoryCursor, IndexedTransaction, IndexedTransfer, TokenInfo, TransferKind } from './historyTypes'

/** Where a chain's index starts (`first`) and the last block it holds, once it holds one. */
export type ChainCursor = { first: number; last?: { number: number; hash: Hex } }

/** The indexed blocks, transactions, transfers and tokens, in the services' database. */
export type HistoryStore = ReturnType<typeof createHistoryStore>

const ZERO = '0x0000000000000000000000000000000000000000'
const CHAIN_TABLES = ['history_chains', 'history_txs', 'history_transfers', 'history_tokens', 'history_account_txs'] as const

/**
 * The history index over the services' database (tables from `openDatabase`'s migrations).
 * Addresses are matched in lower case and returned as stored (checksummed). Saving is idempotent, so
 * instances sharing one PostgreSQL may index the same chain at once.
 *
 * @example
 * const store = createHistoryStore(await openDatabase({ memory: true }))
 * const { transactions } = await store.page(31337, address, undefined, 20)
 */
export function createHistoryStore(database: SqlDatabase) {
  async function tokens(chainId: number, addresses: readonly Address[]): Promise<Map<string, TokenInfo>> {
    const wanted = [...new Set(addresses.map((address) => address.toLowerCase()))]
    if (wanted.length === 0) return new Map()
    const rows = await database.query('SELECT address, kind, name, symbol, decimals FROM history_tokens WHERE chain_id = $1 AND address = ANY($2::text[])', [
      chainId,
      wanted,
    ])
    return new Map(rows.map((row) => tokenRow.parse(row)).map(({ address, ...info }) => [address.toLowerCase(), info]))
  }

  /**
   * Where a chain's index starts and the last block stored (`last` absent until the first one is),
   * or `undefined` for a chain not started.
   */
  async function chainCursor(chainId: number): Promise<ChainCursor | undefined> {
    const [row] = await database.query('SELECT first_block, last_block, last_hash FROM history_chains WHERE chain_id = $1', [chainId])
    if (!row) return undefined
    const first = Number(row.first_block)
    return row.last_block === null || row.last_hash === null
      ? { first }
      : { first, last: { number: Number(row.last_block), hash: String(row.last_hash) as Hex } }
  }

  return {
    chainCursor,

    /**
     * Starts a chain's index at `firstBlock` (nothing stored yet). Another instance may have started
     * it first: its start stands, and the stored one is returned.
     */
    async startChain(chainId: number, firstBlock: number): Promise<ChainCursor> {
      await database.query('INSERT INTO history_chains (chain_id, first_block) VALUES ($1, $2) ON CONFLICT (chain_id) DO NOTHING', [chainId, firstBlock])
      return (await chainCursor(chainId)) ?? { first: firstBlock }
    },

    /** Forgets everything indexed for a chain (e.g. anvil restarted with a new history). */
    async resetChain(chainId: number): Promise<void> {
      await database.transaction(async (tx) => {
        for (const table of CHAIN_TABLES) await tx.query(`DELETE FROM ${table} WHERE chain_id = $1`, [chainId])
      })
    },

    /** Stores one block's transactions and moves the chain's cursor to it, atomically. */
    async saveBlock(chainId: number, block: { number: number; hash: Hex }, transactions: readonly IndexedTransaction[]): Promise<void> {
      const txs: SqlParam[][] = []
      const transfers: SqlParam[][] = []
      const involvements: SqlParam[][] = []
      for (const tx of transactions) {
        txs.push([chainId, tx.hash, tx.blockNumber, tx.txIndex, tx.minedAt, tx.sender, tx.recipient, tx.nonce, tx.status, tx.isDeploy])
        const involved = new Set([tx.sender, tx.recipient ?? ZERO].map((address) => address.toLowerCase()))
        for (const transfer of tx.transfers) {
          transfers.push([
            chainId,
            tx.hash,
            transfer.position,
            transfer.kind,
            transfer.token,
            transfer.tokenId,
            transfer.sender,
            transfer.recipient,
            transfer.amount,
            tx.blockNumber,
            tx.txIndex,
          ])
          involved.add(transfer.sender.toLowerCase()).add(transfer.recipient.toLowerCase())
        }
        involved.delete(ZERO)
        for (const address of involved) involvements.push([chainId, address, tx.blockNumber, tx.txIndex, tx.hash])
      }
      await database.transaction(async (tx) => {
        await insertRows(
          tx,
          'history_txs',
          ['chain_id', 'hash', 'block_number', 'tx_index', 'mined_at', 'sender', 'recipient', 'nonce', 'status', 'is_deploy'],
          txs,
        )
        await insertRows(
          tx,
          'history_transfers',
          ['chain_id', 'hash', 'position', 'kind', 'token', 'token_id', 'sender', 'recipient', 'amount', 'block_number', 'tx_index'],
          transfers,
        )
        await insertRows(tx, 'history_account_txs', ['chain_id', 'address', 'block_number', 'tx_index', 'hash'], involvements)
        await tx.query(
          `INSERT INTO history_chains (chain_id, first_block, last_block, last_hash) VALUES ($1, $2, $2, $3)
           ON CONFLICT (chain_id) DO UPDATE SET last_block = EXCLUDED.last_block, last_hash = EXCLUDED.last_hash
           WHERE history_chains.last_block IS NULL OR history_chains.last_block < EXCLUDED.last_block`,
          [chainId, block.number, block.hash],
        )
      })
    },

    /** A token's stored metadata. */
    async token(chainId: number, address: Address): Promise<TokenInfo | undefined> {
      return (await tokens(chainId, [address])).get(address.toLowerCase())
    },

    /** Stored metadata of several tokens, by lower-case address (unknown ones are absent). */
    tokens,

    /** Stores a token's metadata. */
    async saveToken(chainId: number, address: Address, info: TokenInfo): Promise<void> {
      await database.query(
        `INSERT INTO history_tokens (chain_id, address, kind, name, symbol, decimals) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (chain_id, address) DO UPDATE SET kind = EXCLUDED.kind, name = EXCLUDED.name, symbol = EXCLUDED.symbol, decimals = EXCLUDED.decimals`,
        [chainId, address.toLowerCase(), info.kind, info.name, info.symbol, info.decimals],
      )
    },

    /**
     * ERC-721 tokens whose latest indexed `Transfer` went to `owner`, i.e. what it holds now as far
     * as the index knows; oldest acquisition first, at most `limit`.
     */
    async ownedNfts(chainId: number, owner: Address, limit: number): Promise<{ token: Address; tokenId: string }[]> {
      const rows = await database.query(
        `SELECT token, token_id FROM (
           SELECT token, token_id, recipient, block_number, tx_index, position,
             ROW_NUMBER() OVER (PARTITION BY token, token_id ORDER BY block_number DESC, tx_index DESC, position DESC) AS latest
           FROM history_transfers WHERE chain_id = $1 AND kind = 'erc721') AS latest_transfers
         WHERE latest = 1 AND lower(recipient) = $2 ORDER BY block_number, tx_index, position LIMIT $3`,
        [chainId, owner.toLowerCase(), limit],
      )
      return rows.map((row) => nftRow.parse(row))
    },

    /**
     * Up to `limit` transactions involving `address`, newest first, strictly before `cursor`, and with
     * `upTo` only those of blocks up to that number: a page read for a head then holds what was
     * indexed up to that head and nothing a sync running meanwhile stores after it.
     */
    async page(
      chainId: number,
      address: Address,
      cursor: HistoryCursor | undefined,
      limit: number,
      upTo?: number,
    ): Promise<{ transactions: IndexedTransaction[]; next: HistoryCursor | undefined }> {
      const end = upTo === undefined ? Number.MAX_SAFE_INTEGER : upTo + 1
      const before = cursor && cursor.blockNumber < end ? cursor : { blockNumber: end, txIndex: 0 }
      // A row comparison walks the (chain_id, address, block_number, tx_index) key backwards from the cursor.
      const found = await database.query(
        `SELECT t.hash, t.block_number, t.tx_index, t.mined_at, t.sender, t.recipient, t.nonce, t.status, t.is_deploy
         FROM history_account_txs a JOIN history_txs t ON t.chain_id = a.chain_id AND t.hash = a.hash
         WHERE a.chain_id = $1 AND a.address = $2 AND (a.block_number, a.tx_index) < ($3::bigint, $4::integer)
         ORDER BY a.block_number DESC, a.tx_index DESC LIMIT $5`,
        [chainId, address.toLowerCase(), before.blockNumber, before.txIndex, limit + 1],
      )
      const txs = found.slice(0, limit).map((row) => txRow.parse(row))
      const transferRows =
        txs.length === 0
          ? []
          : await database.query(
              `SELECT hash, position, kind, token, token_id, sender, recipient, amount FROM history_transfers
               WHERE chain_id = $1 AND hash = ANY($2::text[]) ORDER BY position`,
              [chainId, txs.map((tx) => tx.hash)],
            )
      const byHash = new Map<string, IndexedTransaction['transfers']>()
      for (const row of transferRows) {
        const { hash, ...transfer } = transferRow.parse(row)
        const list = byHash.get(hash) ?? []
        list.push(transfer)
        byHash.set(hash, list)
      }
      const transactions = txs.map((tx) => ({ ...tx, transfers: byHash.get(tx.hash) ?? [] }))
      const last = transactions.at(-1)
      return { transactions, next: found.length > limit && last ? { blockNumber: last.blockNumber, txIndex: last.txIndex } : undefined }
    },
  }
}

// Many rows per statement: a block's rows go in a few round trips instead of one per row. Chunks
// stay under PostgreSQL's 65,535 parameters per statement.
async function insertRows(tx: SqlQueryable, table: string, columns: readonly string[], rows: readonly SqlParam[][]): Promise<void> {
  const perChunk = Math.floor(60_000 / columns.length)
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk)
    const params = chunk.flat()
    const values = chunk.map((_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`)
    // Already stored (another instance indexed the block first): same data, nothing to do.
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')} ON CONFLICT DO NOTHING`, params)
  }
}
