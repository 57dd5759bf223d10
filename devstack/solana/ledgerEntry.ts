import type { RpcTransactionError } from './transactionError'

/** A token balance of a transaction's account, before or after it ran. */
export type TokenBalance = { accountIndex: number; mint: string; owner: string; amount: bigint; decimals: number }

/** A transaction that landed, with what the RPC reports about it. */
export type LedgerEntry = {
  signature: string
  slot: number
  blockTime: number
  /** The transaction's wire bytes, as sent. */
  wire: Uint8Array
  version: 'legacy' | 0
  /** Static keys, then the keys loaded from lookup tables (writable, then read-only). */
  accountKeys: string[]
  loadedAddresses: { writable: string[]; readonly: string[] }
  err: RpcTransactionError | null
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  logs: string[]
  innerInstructions: { index: number; instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[] }[]
  computeUnitsConsumed: number
}

/** Why a transaction did not land: the RPC's error and its `data`. */
export class TransactionRejectedError extends Error {
  override name = 'TransactionRejectedError'
  constructor(
    message: string,
    readonly code: number,
    readonly data: unknown,
  ) {
    super(message)
  }
}

/** The result of running a transaction without committing it. */
export type Simulation = { err: RpcTransactionError | null; logs: string[]; unitsConsumed: number }

/** A transaction error as text, as validators word it in preflight failures. */
export function describeTransactionError(error: RpcTransactionError): string {
  if (typeof error === 'string') return error
  const instruction = error.InstructionError
  if (Array.isArray(instruction)) {
    const [index, inner] = instruction as [number, RpcTransactionError]
    const text = typeof inner === 'object' && typeof inner.Custom === 'number' ? `custom program error: 0x${inner.Custom.toString(16)}` : JSON.stringify(inner)
    return `Error processing Instruction ${index}: ${text}`
  }
  return JSON.stringify(error)
}
