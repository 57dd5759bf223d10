import {
  SendAmountAndReceiverRequiredError,
  SendAmountExceedsBalanceError,
  SendTokenRequiredError,
  type SendValidationError,
} from '../../../../src/errors/sendErrors'
import type { MessageKey } from '../../../../src/i18n/en'

/** The catalogue text of a send validation error (the balance check has the modal's own text). */
export function sendErrorKey(error: SendValidationError): MessageKey {
  if (error instanceof SendAmountAndReceiverRequiredError) return 'error.An amount and receiver address are required'
  if (error instanceof SendTokenRequiredError) return 'error.A token is required'
  if (error instanceof SendAmountExceedsBalanceError) return 'send.insufficientBalance'
  return 'error.An error occurred'
}
