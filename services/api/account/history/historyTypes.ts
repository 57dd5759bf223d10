import type { Address, Hex } from 'viem'

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
