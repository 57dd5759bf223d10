import { ONRAMP_RESTRICTED_TIME_ZONES } from './onrampDefaults'
import type { OnrampPaymentCurrency } from './onrampDefaults'

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
 * The provider names from an untrusted list: anything but an array of strings gives none.
 *
 * @example
 * onrampProviderNames(['sandbox']) // ['sandbox']
 * onrampProviderNames('sandbox') // []
 */
export function onrampProviderNames(value: unknown): string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? [...value] : []
}
