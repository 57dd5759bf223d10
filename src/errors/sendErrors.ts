import { BaseError } from './BaseError'
import { errorMessages } from './messages'

/** Type of {@link SendAmountAndReceiverRequiredError}. */
export type SendAmountAndReceiverRequiredErrorType = SendAmountAndReceiverRequiredError & { name: 'SendAmountAndReceiverRequiredError' }

/**
 * A send without a positive amount or without a receiver address (an empty, malformed or
 * unresolved receiver counts as none). `missing` tells which fields are wanting.
 *
 * @example
 * if (error instanceof SendAmountAndReceiverRequiredError && error.missing.includes('receiver')) focusReceiver()
 */
export class SendAmountAndReceiverRequiredError extends BaseError {
  override name = 'SendAmountAndReceiverRequiredError'
  /** The fields that are missing or invalid. */
  missing: readonly ('amount' | 'receiver')[]
  constructor({ missing }: { missing: readonly ('amount' | 'receiver')[] }) {
    super(errorMessages.sendAmountAndReceiver, { details: `Missing: ${missing.join(', ')}`, docsPath: '/errors#send' })
    this.missing = missing
  }
}

/** Type of {@link SendTokenRequiredError}. */
export type SendTokenRequiredErrorType = SendTokenRequiredError & { name: 'SendTokenRequiredError' }

/** A send without a token picked. */
export class SendTokenRequiredError extends BaseError {
  override name = 'SendTokenRequiredError'
  constructor() {
    super(errorMessages.sendTokenRequired, { docsPath: '/errors#send' })
  }
}

/** Type of {@link SendAmountExceedsBalanceError}. */
export type SendAmountExceedsBalanceErrorType = SendAmountExceedsBalanceError & { name: 'SendAmountExceedsBalanceError' }

/**
 * The amount is more than the token balance. The catalogue has no text for this, so
 * `shortMessage` is the default one; the modal shows its own 'Insufficient balance' text.
 */
export class SendAmountExceedsBalanceError extends BaseError {
  override name = 'SendAmountExceedsBalanceError'
  /** The amount asked for and the balance, in the token's smallest unit. */
  amount: bigint
  balance: bigint
  constructor({ amount, balance }: { amount: bigint; balance: bigint }) {
    super(errorMessages.default, { details: `Amount ${amount} exceeds the balance ${balance}.`, docsPath: '/errors#send' })
    this.amount = amount
    this.balance = balance
  }
}

/** Type of {@link ResolveNameError}. */
export type ResolveNameErrorType = ResolveNameError & { name: 'ResolveNameError' }

/** A receiver name that could not be turned into an address (unknown, or no name service reachable). */
export class ResolveNameError extends BaseError {
  override name = 'ResolveNameError'
  /** The name as typed. */
  receiverName: string
  constructor({ name, cause }: { name: string; cause?: unknown }) {
    super(errorMessages.errorResolvingName, { cause, details: `Name: ${name}`, docsPath: '/errors#send' })
    this.receiverName = name
  }
}

/** Type of {@link SendTransactionError}. */
export type SendTransactionErrorType = SendTransactionError & { name: 'SendTransactionError' }

/**
 * Sending failed after validation: the wallet refused (`rejected`, EIP-1193 4001), the
 * transaction reverted, or another failure. `shortMessage` is the catalogue default.
 */
export class SendTransactionError extends BaseError {
  override name = 'SendTransactionError'
  /** The user declined in the wallet. */
  rejected: boolean
  constructor({ rejected, cause, details }: { rejected: boolean; cause?: unknown; details?: string | undefined }) {
    super(errorMessages.default, { cause, details, docsPath: '/errors#send' })
    this.rejected = rejected
  }
}

/** The validation errors of a send form. */
export type SendValidationError = SendAmountAndReceiverRequiredError | SendTokenRequiredError | SendAmountExceedsBalanceError
