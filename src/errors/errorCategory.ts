import { BaseError, type ErrorCategory } from './BaseError'
import { isUserRejection } from './connectErrors'

export type { ErrorCategory } from './BaseError'

/** Every {@link ErrorCategory}, in a fixed order. */
export const errorCategories = ['connect', 'send', 'swap', 'onramp', 'sign', 'network', 'auth'] as const satisfies readonly ErrorCategory[]

/**
 * The analytics event an error report of a category is sent under, e.g. `'CONNECT_ERROR'`.
 *
 * @example
 * errorCategoryEvent('onramp') // 'ONRAMP_ERROR'
 */
export function errorCategoryEvent(category: ErrorCategory): `${Uppercase<ErrorCategory>}_ERROR` {
  return `${category.toUpperCase() as Uppercase<ErrorCategory>}_ERROR`
}

/**
 * Gives a failure its category and returns it to be re-thrown: the same object, so apps keep
 * catching the class they catch today (`ConnectFailedError`, `SendTransactionError`, viem's errors).
 * A Foyer error ({@link BaseError}) gets `category` set when it has none yet; anything else is
 * returned untouched (its category travels in the report's event instead).
 *
 * @example
 * catch (error) { throw categorizeError(error, 'swap') }
 */
export function categorizeError<T>(error: T, category: ErrorCategory): T {
  if (error instanceof BaseError && error.category === undefined) error.category = category
  return error
}

/**
 * Whether a failure is worth a report: not when the user said no (EIP-1193 4001 anywhere in the
 * cause chain, or a Foyer error that says the user rejected), which is a choice rather than a fault.
 *
 * @example
 * if (isReportableFailure(error)) reporter.report(error, errorCategoryEvent('send'))
 */
export function isReportableFailure(error: unknown): boolean {
  if (isUserRejection(error)) return false
  return !(typeof error === 'object' && error !== null && 'rejected' in error && error.rejected === true)
}
