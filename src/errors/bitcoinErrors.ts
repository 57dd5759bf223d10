import { BaseError } from './BaseError'

/** Type of {@link BitcoinSignMessageError}. */
export type BitcoinSignMessageErrorType = BitcoinSignMessageError & { name: 'BitcoinSignMessageError' }

/**
 * Signing a message with the Bitcoin payment account failed: the user declined in the wallet
 * (`rejected`), the wallet cannot sign messages, or it answered no signature (`cause` says which).
 *
 * @example
 * try {
 *   await signMessage('Sign in')
 * } catch (error) {
 *   if (error instanceof BitcoinSignMessageError) showToast(error.shortMessage) // 'Error signing message'
 * }
 */
export class BitcoinSignMessageError extends BaseError {
  override name = 'BitcoinSignMessageError'
  /** The user declined in the wallet (code 4001). */
  rejected: boolean
  constructor({ rejected, cause }: { rejected: boolean; cause?: unknown }) {
    super('Error signing message', { cause, docsPath: '/errors#namespaces' })
    this.rejected = rejected
  }
}
