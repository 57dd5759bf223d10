import type { Address, Hex } from 'viem'
import { z } from 'zod'
import type { IndexedTransaction, IndexedTransfer, TokenInfo } from './historyTypes'

// BIGINT comes back as a string from `pg` and as a number from PGlite.
const int = z.union([z.number(), z.string().regex(/^-?\d+$/)]).transform(Number)
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => value as Address)
const hash = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/)
  .transform((value) => value as Hex)

/** A `history_txs` row as the page query selects it. */
export const txRow = z
  .object({
    hash,
    block_number: int,
    tx_index: int,
    mined_at: int,
    sender: address,
    recipient: address.nullable(),
    nonce: int,
    status: z.enum(['confirmed', 'failed']),
    is_deploy: z.boolean(),
  })
  .transform(
    (row): Omit<IndexedTransaction, 'transfers'> => ({
      hash: row.hash,
      blockNumber: row.block_number,
      txIndex: row.tx_index,
      minedAt: row.mined_at,
      sender: row.sender,
      recipient: row.recipient,
      nonce: row.nonce,
      status: row.status,
      isDeploy: row.is_deploy,
    }),
  )

/** A `history_transfers` row with its transaction hash. */
export const transferRow = z
  .object({
    hash,
    position: int,
    kind: z.enum(['native', 'erc20', 'erc721']),
    token: address.nullable(),
    token_id: z.string().nullable(),
    sender: address,
    recipient: address,
    amount: z.string(),
  })
  .transform((row): IndexedTransfer & { hash: Hex } => ({
    hash: row.hash,
    position: row.position,
    kind: row.kind,
    token: row.token,
    tokenId: row.token_id,
    sender: row.sender,
    recipient: row.recipient,
    amount: row.amount,
  }))

/** A `history_tokens` row. */
export const tokenRow = z
  .object({ address, kind: z.enum(['erc20', 'erc721']), name: z.string(), symbol: z.string(), decimals: int })
  .transform((row): TokenInfo & { address: Address } => row)

/** The NFT query's row. */
export const nftRow = z.object({ token: address, token_id: z.string() }).transform((row) => ({ token: row.token, tokenId: row.token_id }))
