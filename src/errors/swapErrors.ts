import { BaseError } from './BaseError'
import { errorMessages } from './messages'

/** Type of {@link SwapTransactionError}. */
export type SwapTransactionErrorType = SwapTransactionError & { name: 'SwapTransactionError' }

/**
 * A swap's transaction, or its batch of approval and swap (EIP-5792 `wallet_sendCalls`), did not
 * succeed on chain: it reverted (`statusCode` 500 for a batch rolled back whole, 600 for a partial
 * one) or the wallet reported an unknown status. `shortMessage` is the catalogue default; `details`
 * says which.
 */
export class SwapTransactionError extends BaseError {
  override name = 'SwapTransactionError'
  /** The transaction hash, for a single transaction. */
  hash: `0x${string}` | undefined
  /** The batch's EIP-5792 status code, for a batch. */
  statusCode: number | undefined
  constructor({ hash, statusCode, cause }: { hash?: `0x${string}` | undefined; statusCode?: number | undefined; cause?: unknown }) {
    const details = hash !== undefined ? `Transaction ${hash} reverted` : `The batch ended with status ${String(statusCode)}`
    super(errorMessages.default, { cause, details, docsPath: '/errors#swap' })
    this.hash = hash
    this.statusCode = statusCode
  }
}

/** Type of {@link SwapNotReadyError}. */
export type SwapNotReadyErrorType = SwapNotReadyError & { name: 'SwapNotReadyError' }

/**
 * A swap or approval was started before the form could run it: a token or the amount is missing
 * (`form`), or the quote the approval's amount comes from has not arrived (`quote`). Nothing is sent
 * to the wallet: the form only has to be completed, or the quote awaited.
 *
 * @example
 * if (error instanceof SwapNotReadyError && error.reason === 'quote') await quoteQuery.refetch()
 */
export class SwapNotReadyError extends BaseError {
  override name = 'SwapNotReadyError'
  /** What is missing: the form's tokens and amount, or the quote. */
  reason: 'form' | 'quote'
  constructor({ reason }: { reason: 'form' | 'quote' }) {
    super(reason === 'form' ? 'Pick both tokens and an amount first' : 'Wait for the quote first', { docsPath: '/errors#swap' })
    this.reason = reason
  }
}
