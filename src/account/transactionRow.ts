import type { Transaction } from '../api/wire/accountSchemas'
import { shortenAddress } from '../format/shortenAddress'
import { floorDecimal } from './formatAmounts'

/** What a transaction did, from the account's point of view. */
export type TransactionOperation = 'sent' | 'received' | 'minted' | 'other'

/** The display parts of one Activity row. */
export type TransactionRow = {
  id: string
  operation: TransactionOperation
  /** `1.500 USDC` (history balances: 3 decimals), an NFT's name, or `undefined` without transfers. */
  amount: string | undefined
  /** The other side, shortened to 4 leading and 6 trailing characters; `undefined` for mints. */
  counterparty: string | undefined
  /** The full counterparty address, for a title/tooltip. */
  counterpartyFull: string | undefined
  /** Mined at, ms since the epoch. */
  time: number
  status: Transaction['metadata']['status']
}

const zeroAddress = /^0x0{40}$/i

/**
 * Describes a history transaction for its Activity row: the operation (sent, received or minted),
 * the first transfer's amount with its symbol, and the counterparty's address shortened.
 *
 * @example
 * transactionRow(transaction) // { operation: 'received', amount: '1.500 USDC', counterparty: '0x70…dc79C8', ... }
 */
export function transactionRow(transaction: Transaction): TransactionRow {
  const { metadata } = transaction
  const transfer = transaction.transfers[0]
  const operation = operationOf(metadata.operationType, transfer?.direction, metadata.sentFrom)
  // A token transfer's `sentTo` is the token contract: the transfer's own parties name the person.
  const counterpartyFull =
    operation === 'minted' ? undefined : operation === 'received' ? (transfer?.sender ?? metadata.sentFrom) : (transfer?.recipient ?? metadata.sentTo)
  let amount: string | undefined
  if (transfer?.fungible_info) amount = `${floorDecimal(transfer.quantity.numeric, 3)} ${transfer.fungible_info.symbol}`
  else if (transfer?.nft_info) amount = transfer.nft_info.name
  return {
    id: transaction.id,
    operation,
    amount,
    counterparty: counterpartyFull ? shortenAddress(counterpartyFull, 4, 6) : undefined,
    counterpartyFull,
    time: Date.parse(metadata.minedAt),
    status: metadata.status,
  }
}

function operationOf(operationType: string, direction: string | undefined, sentFrom: string): TransactionOperation {
  if (operationType === 'mint' || (direction === 'in' && zeroAddress.test(sentFrom))) return 'minted'
  if (operationType === 'send' || direction === 'out') return 'sent'
  if (operationType === 'receive' || direction === 'in') return 'received'
  return 'other'
}
