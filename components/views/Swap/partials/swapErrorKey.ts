import { BaseError } from '../../../../src/errors/BaseError'
import { isUserRejection } from '../../../../src/errors/connectErrors'
import { errorMessages } from '../../../../src/errors/messages'
import type { MessageKey } from '../../../../src/i18n/en'

/** Whether an error says the API has no AMM on this chain ('Network not supported for Swaps'). */
export const isSwapsUnsupported = (error: unknown): boolean => error instanceof BaseError && error.shortMessage === errorMessages.swapsUnsupported

/**
 * The text for a failure of the swap flow: the wallet's rejection, the unsupported network from
 * the catalogue, or the catalogue's default.
 */
export function swapErrorKey(error: unknown): MessageKey {
  if (isUserRejection(error)) return 'swap.rejected'
  if (isSwapsUnsupported(error)) return 'error.Network not supported for Swaps'
  return 'error.An error occurred'
}
