import { BaseError } from './BaseError'

/** Type of {@link OnrampAmountOutOfLimitsError}. */
export type OnrampAmountOutOfLimitsErrorType = OnrampAmountOutOfLimitsError & { name: 'OnrampAmountOutOfLimitsError' }

/**
 * The amount to buy for is outside the payment method's limits (card 10-7,500; bank account
 * 10-25,000, in USD and EUR), or is not an amount at all (`min` and `max` then describe the limits
 * it must be within).
 *
 * @example
 * if (error instanceof OnrampAmountOutOfLimitsError) showLimits(error.min, error.max, error.currency)
 */
export class OnrampAmountOutOfLimitsError extends BaseError {
  override name = 'OnrampAmountOutOfLimitsError'
  /** The amount as typed. */
  amount: string
  /** The limits, as decimal strings in `currency`. */
  min: string
  max: string
  currency: string
  /** The payment method the limits are for, e.g. `card`. */
  paymentMethod: string
  constructor(parameters: { amount: string; min: string; max: string; currency: string; paymentMethod: string }) {
    super(`Amount must be between ${parameters.min} and ${parameters.max} ${parameters.currency}`, {
      details: `${JSON.stringify(parameters.amount)} by ${parameters.paymentMethod}`,
      docsPath: '/errors#onramp',
    })
    this.amount = parameters.amount
    this.min = parameters.min
    this.max = parameters.max
    this.currency = parameters.currency
    this.paymentMethod = parameters.paymentMethod
  }
}

/** Type of {@link OnrampUnavailableError}. */
export type OnrampUnavailableErrorType = OnrampUnavailableError & { name: 'OnrampUnavailableError' }

/**
 * No purchase can start: the visitor's time zone is one where the on-ramp is not offered (mainland
 * China, Hong Kong, Macau), no provider is configured, or no account is connected.
 */
export class OnrampUnavailableError extends BaseError {
  override name = 'OnrampUnavailableError'
  /** Why: `region`, `noProvider` or `notConnected`. */
  reason: 'region' | 'noProvider' | 'notConnected'
  constructor({ reason }: { reason: 'region' | 'noProvider' | 'notConnected' }) {
    const text = {
      region: 'Buying crypto is not available in your region',
      noProvider: 'No on-ramp provider is available',
      notConnected: 'Connect a wallet first',
    }
    super(text[reason], { docsPath: '/errors#onramp' })
    this.reason = reason
  }
}
