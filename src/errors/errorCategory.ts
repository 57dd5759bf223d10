import type { ErrorCategory } from './BaseError'
import { isUserRejection } from './connectErrors'

export { categorizeError, type ErrorCategory } from './BaseError'

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
