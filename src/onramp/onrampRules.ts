import { ONRAMP_PROVIDER_FEE_PERCENT, ONRAMP_RESTRICTED_TIME_ZONES } from './onrampDefaults'
import type { OnrampPaymentCurrency, OnrampPurchaseCurrency } from './onrampDefaults'

/**
 * The visitor's IANA time zone as the browser reports it (`undefined` where it cannot tell).
 * A function, so tests and app code can pass a fixed zone instead.
 */
export function currentTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/**
 * Whether the on-ramp must not be offered in this time zone (mainland China, Hong Kong, Macau).
 *
 * @example
 * isOnrampRestricted('Asia/Hong_Kong') // true
 */
export function isOnrampRestricted(timeZone: string | undefined): boolean {
  return timeZone !== undefined && (ONRAMP_RESTRICTED_TIME_ZONES as readonly string[]).includes(timeZone)
}

/** Where a typed amount stands against a payment method's limits. */
export type OnrampAmountCheck =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'belowMin'; min: string }
  | { kind: 'aboveMax'; max: string }
  | { kind: 'ok'; value: number }

/** A decimal amount as typed: digits with at most two decimals (cents). */
const AMOUNT_PATTERN = /^(?:[0-9]{1,9})(?:\.[0-9]{0,2})?$|^\.[0-9]{1,2}$/

/**
 * Checks a typed payment amount against the currency's limits for a payment method. A method the
 * currency has no limits for is refused as `invalid`.
 *
 * @example
 * checkOnrampAmount('5', usd, 'card') // { kind: 'belowMin', min: '10.00' }
 */
export function checkOnrampAmount(text: string, currency: OnrampPaymentCurrency, method: string): OnrampAmountCheck {
  const trimmed = text.trim()
  if (trimmed === '') return { kind: 'empty' }
  if (!AMOUNT_PATTERN.test(trimmed)) return { kind: 'invalid' }
  const limit = currency.payment_method_limits.find((candidate) => candidate.id === method)
  if (!limit) return { kind: 'invalid' }
  const value = Number(trimmed)
  if (value < Number(limit.min)) return { kind: 'belowMin', min: limit.min }
  if (value > Number(limit.max)) return { kind: 'aboveMax', max: limit.max }
  return { kind: 'ok', value }
}

/** One amount of a quote: a decimal string and its currency. */
export type OnrampAmount = { amount: string; currency: string }

/** A quote as `POST /v1/onramp/quote` answers it. */
export type OnrampQuote = {
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}

/**
 * The sandbox's fixed exchange rates (one unit of the payment currency in USD). Real providers
 * price live; the local sandbox and the client's estimate use these so the numbers add up.
 */
export const ONRAMP_USD_RATES: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08 }

const cents = (value: number) => (Math.round(value * 100) / 100).toFixed(2)

/**
 * An estimate of a quote, shown (labelled as an estimate) when the quote call fails: the typed
 * amount buys its value in a dollar stablecoin at the fixed rates, and the provider's fee is taken at
 * the top of its range, so the real total is never above the estimate's.
 *
 * @example
 * estimateOnrampQuote('50', 'USD', usdc).paymentTotal // { amount: '51.00', currency: 'USD' }
 */
export function estimateOnrampQuote(amount: string, paymentCurrency: string, purchaseCurrency: OnrampPurchaseCurrency): OnrampQuote {
  const value = Number(amount)
  const rate = ONRAMP_USD_RATES[paymentCurrency] ?? 1
  const fee = (value * ONRAMP_PROVIDER_FEE_PERCENT.max) / 100
  return {
    networkFee: { amount: '0.00', currency: paymentCurrency },
    paymentSubtotal: { amount: cents(value), currency: paymentCurrency },
    paymentTotal: { amount: cents(value + fee), currency: paymentCurrency },
    purchaseAmount: { amount: cents(value * rate), currency: purchaseCurrency.symbol },
    quoteId: 'estimate',
  }
}

/**
 * The provider names from an untrusted list: anything but an array of strings gives none.
 *
 * @example
 * onrampProviderNames(['sandbox']) // ['sandbox']
 * onrampProviderNames('sandbox') // []
 */
export function onrampProviderNames(value: unknown): string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? [...value] : []
}
