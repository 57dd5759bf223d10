import type { Database, SqlJsStatic, SqlValue } from 'sql.js'
import type { Address, Hex } from 'viem'
import { selectRows } from '../../selectRows'

/** Kind of value a transfer moves. */
export type TransferKind = 'native' | 'erc20' | 'erc721'

/** One value movement inside a transaction. */
export type IndexedTransfer = {
  /** Order inside the transaction: -1 for the native value, otherwise the log index. */
  position: number
  kind: TransferKind
  /** Token contract; `null` for native transfers. */
  token: Address | null
  /** ERC-721 token id (decimal string). */
  tokenId: string | null
  sender: Address
  recipient: Address
  /** Base units (decimal string); '1' for an NFT. */
  amount: string
}

/** A mined transaction as indexed. */
export type IndexedTransaction = {
  hash: Hex
  blockNumber: number
  txIndex: number
  /** Unix seconds of its block. */
  minedAt: number
  sender: Address
  /** `to`, or the created contract for a deployment. */
  recipient: Address | null
  nonce: number
  status: 'confirmed' | 'failed'
  isDeploy: boolean
  transfers: IndexedTransfer[]
}

/** Name, symbol and decimals of a token contract, read once. */
export type TokenInfo = { kind: 'erc20' | 'erc721'; name: string; symbol: string; decimals: number }

/** A position in an account's history, newest first; paging continues strictly below it. */
export type HistoryCursor = { blockNumber: number; txIndex: number }

/** The SQLite store of indexed blocks, transactions, transfers and tokens. */
export type HistoryStore = ReturnType<typeof createHistoryStore>

const SCHEMA = `
CREATE TABLE chains (chain_id INTEGER PRIMARY KEY, last_block INTEGER NOT NULL, last_hash TEXT NOT NULL);
CREATE TABLE txs (chain_id INTEGER, hash TEXT, block_number INTEGER, tx_index INTEGER, mined_at INTEGER,
  sender TEXT, recipient TEXT, nonce INTEGER, status TEXT, is_deploy INTEGER, PRIMARY KEY (chain_id, hash));
CREATE TABLE transfers (chain_id INTEGER, hash TEXT, position INTEGER, kind TEXT, token TEXT, token_id TEXT,
  sender TEXT, recipient TEXT, amount TEXT, PRIMARY KEY (chain_id, hash, position));
CREATE TABLE tokens (chain_id INTEGER, address TEXT, kind TEXT, name TEXT, symbol TEXT, decimals INTEGER,
  PRIMARY KEY (chain_id, address));
CREATE TABLE account_txs (chain_id INTEGER, address TEXT, block_number INTEGER, tx_index INTEGER, hash TEXT,
  PRIMARY KEY (chain_id, address, block_number, tx_index));
`

const ZERO = '0x0000000000000000000000000000000000000000'

/**
 * Creates an in-memory SQLite (sql.js, wasm) store for one API server; addresses are matched in
 * lower case and returned as stored (checksummed).
 */
export function createHistoryStore(SQL: SqlJsStatic) {
  const db: Database = new SQL.Database()
  db.run(SCHEMA)

  const rows = (sql: string, values: SqlValue[]) => selectRows(db, sql, values)

  return {
    /** The last indexed block of a chain, if any. */
    lastBlock(chainId: number): { number: number; hash: Hex } | undefined {
      const row = rows('SELECT last_block, last_hash FROM chains WHERE chain_id = ?', [chainId])[0]
      return row ? { number: Number(row.last_block), hash: String(row.last_hash) as Hex } : undefined
    },

    /** Forgets everything indexed for a chain (e.g. anvil restarted with a new history). */
    resetChain(chainId: number): void {
      for (const table of ['chains', 'txs', 'transfers', 'tokens', 'account_txs']) {
        db.run(`DELETE FROM ${table} WHERE chain_id = ?`, [chainId])
      }
    },

    /** Stores one block's transactions and moves the chain's cursor to it, atomically. */
    saveBlock(chainId: number, block: { number: number; hash: Hex }, transactions: readonly IndexedTransaction[]): void {
      db.run('BEGIN')
      try {
        for (const tx of transactions) {
          db.run('INSERT OR REPLACE INTO txs VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
            chainId, tx.hash, tx.blockNumber, tx.txIndex, tx.minedAt, tx.sender, tx.recipient, tx.nonce, tx.status, tx.isDeploy ? 1 : 0,
          ])
          const involved = new Set([tx.sender, tx.recipient ?? ZERO].map((address) => address.toLowerCase()))
          for (const transfer of tx.transfers) {
            db.run('INSERT OR REPLACE INTO transfers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
              chainId, tx.hash, transfer.position, transfer.kind, transfer.token, transfer.tokenId, transfer.sender, transfer.recipient, transfer.amount,
            ])
            involved.add(transfer.sender.toLowerCase()).add(transfer.recipient.toLowerCase())
          }
          involved.delete(ZERO)
          for (const address of involved) {
            db.run('INSERT OR REPLACE INTO account_txs VALUES (?, ?, ?, ?, ?)', [chainId, address, tx.blockNumber, tx.txIndex, tx.hash])
          }
        }
        db.run('INSERT OR REPLACE INTO chains VALUES (?, ?, ?)', [chainId, block.number, block.hash])
        db.run('COMMIT')
      } catch (error) {
        db.run('ROLLBACK')
        throw error
      }
    },

    /** A token's stored metadata. */
    token(chainId: number, address: Address): TokenInfo | undefined {
      const row = rows('SELECT kind, name, symbol, decimals FROM tokens WHERE chain_id = ? AND address = ?', [chainId, address.toLowerCase()])[0]
      if (!row) return undefined
      return { kind: row.kind === 'erc721' ? 'erc721' : 'erc20', name: String(row.name), symbol: String(row.symbol), decimals: Number(row.decimals) }
    },

    /** Stores a token's metadata. */
    saveToken(chainId: number, address: Address, info: TokenInfo): void {
      db.run('INSERT OR REPLACE INTO tokens VALUES (?, ?, ?, ?, ?, ?)', [chainId, address.toLowerCase(), info.kind, info.name, info.symbol, info.decimals])
    },

    /**
     * ERC-721 tokens whose latest indexed `Transfer` went to `owner`, i.e. what it holds now as far
     * as the index knows; oldest acquisition first, at most `limit`.
     */
    ownedNfts(chainId: number, owner: Address, limit: number): { token: Address; tokenId: string }[] {
      const found = rows(
        `SELECT token, token_id, recipient FROM (
           SELECT tr.token, tr.token_id, tr.recipient, x.block_number, x.tx_index, tr.position,
             ROW_NUMBER() OVER (PARTITION BY tr.token, tr.token_id ORDER BY x.block_number DESC, x.tx_index DESC, tr.position DESC) AS latest
           FROM transfers tr JOIN txs x ON x.chain_id = tr.chain_id AND x.hash = tr.hash
           WHERE tr.chain_id = ? AND tr.kind = 'erc721')
         WHERE latest = 1 AND lower(recipient) = ? ORDER BY block_number, tx_index, position LIMIT ?`,
        [chainId, owner.toLowerCase(), limit],
      )
      return found.map((row) => ({ token: String(row.token) as Address, tokenId: String(row.token_id) }))
    },

    /** Up to `limit` transactions involving `address`, newest first, strictly before `cursor`. */
    page(chainId: number, address: Address, cursor: HistoryCursor | undefined, limit: number): { transactions: IndexedTransaction[]; next: HistoryCursor | undefined } {
      const before = cursor ?? { blockNumber: Number.MAX_SAFE_INTEGER, txIndex: 0 }
      const found = rows(
        `SELECT t.* FROM account_txs a JOIN txs t ON t.chain_id = a.chain_id AND t.hash = a.hash
         WHERE a.chain_id = ? AND a.address = ? AND (a.block_number < ? OR (a.block_number = ? AND a.tx_index < ?))
         ORDER BY a.block_number DESC, a.tx_index DESC LIMIT ?`,
        [chainId, address.toLowerCase(), before.blockNumber, before.blockNumber, before.txIndex, limit + 1],
      )
      const transactions = found.slice(0, limit).map((row): IndexedTransaction => ({
        hash: String(row.hash) as Hex,
        blockNumber: Number(row.block_number),
        txIndex: Number(row.tx_index),
        minedAt: Number(row.mined_at),
        sender: String(row.sender) as Address,
        recipient: row.recipient === null ? null : (String(row.recipient) as Address),
        nonce: Number(row.nonce),
        status: row.status === 'failed' ? 'failed' : 'confirmed',
        isDeploy: row.is_deploy === 1,
        transfers: rows('SELECT * FROM transfers WHERE chain_id = ? AND hash = ? ORDER BY position', [chainId, String(row.hash)]).map(
          (transfer): IndexedTransfer => ({
            position: Number(transfer.position),
            kind: transfer.kind === 'native' ? 'native' : transfer.kind === 'erc721' ? 'erc721' : 'erc20',
            token: transfer.token === null ? null : (String(transfer.token) as Address),
            tokenId: transfer.token_id === null ? null : String(transfer.token_id),
            sender: String(transfer.sender) as Address,
            recipient: String(transfer.recipient) as Address,
            amount: String(transfer.amount),
          }),
        ),
      }))
      const last = transactions.at(-1)
      return { transactions, next: found.length > limit && last ? { blockNumber: last.blockNumber, txIndex: last.txIndex } : undefined }
    },
  }
}
