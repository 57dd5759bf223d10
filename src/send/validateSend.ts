import { SendAmountAndReceiverRequiredError, SendAmountExceedsBalanceError, SendTokenRequiredError, type SendValidationError } from '../errors/sendErrors'
import { parseSendAmount } from './sendAmount'

/** What {@link validateSend} checks. */
export type ValidateSendParameters = {
  /** The picked token's decimals and balance; `undefined` when none is picked. */
  token: { decimals: number; balance: bigint } | undefined
  /** The amount as typed. */
  amount: string
  /** The receiver's address once known (typed, or resolved from a name), in its namespace's format. */
  receiverAddress: string | undefined
}

/**
 * The send rule (amount, receiver address and token are needed) plus the balance check, in
 * the order the form reads: amount and receiver first, then the token. Returns the first problem,
 * `undefined` when the send can go ahead. Without a token the amount is read with 18 decimals,
 * only to tell whether one was typed.
 *
 * @example
 * validateSend({ token: undefined, amount: '1', receiverAddress }) // SendTokenRequiredError
 */
export function validateSend({ token, amount, receiverAddress }: ValidateSendParameters): SendValidationError | undefined {
  const value = parseSendAmount(amount, token?.decimals ?? 18)
  if (value === undefined || !receiverAddress) {
    const missing = [...(value === undefined ? (['amount'] as const) : []), ...(receiverAddress ? [] : (['receiver'] as const))]
    return new SendAmountAndReceiverRequiredError({ missing })
  }
  if (!token) return new SendTokenRequiredError()
  if (value > token.balance) return new SendAmountExceedsBalanceError({ amount: value, balance: token.balance })
  return undefined
}
