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
