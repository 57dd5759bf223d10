import { BaseError } from './BaseError'
import { errorMessages } from './messages'

/** Type of {@link RegisterNameError}. */
export type RegisterNameErrorType = RegisterNameError & { name: 'RegisterNameError' }

/**
 * Registering a name failed: the account is not the embedded wallet's, signing was refused, or the
 * naming API refused the name (its first reason, e.g. 'alice.foyer.id is already registered', is
 * then the short message). Otherwise the short message is 'Error registering name' and the name.
 *
 * @example
 * if (error instanceof RegisterNameError) showToast(error.shortMessage) // 'Error registering name alice.foyer.id'
 */
export class RegisterNameError extends BaseError {
  override name = 'RegisterNameError'
  /** The name asked for. */
  readonly registeredName: string
  /** The naming API's first reason, when it gave one. */
  readonly reason: string | undefined
  constructor({ name, reason, cause }: { name: string; reason?: string | undefined; cause?: unknown }) {
    super(reason ?? `${errorMessages.errorRegisteringName} ${name}`, { cause, docsPath: '/errors#names' })
    this.registeredName = name
    this.reason = reason
  }
}
