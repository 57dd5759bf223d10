import { BaseError } from './BaseError'

/** Type of {@link SiwxNotEnabledError}. */
export type SiwxNotEnabledErrorType = SiwxNotEnabledError & { name: 'SiwxNotEnabledError' }

/**
 * A sign-in was asked for (e.g. `open({ view: 'SIWXSignMessage' })`) but the provider has no `siwx`
 * option.
 *
 * @example
 * if (error instanceof SiwxNotEnabledError) console.warn('pass siwx to FoyerProvider')
 */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError'
  constructor() {
    super('SIWX is not enabled', { docsPath: '/errors#siwx' })
  }
}

/** Type of {@link SiwxSignMessageError}. */
export type SiwxSignMessageErrorType = SiwxSignMessageError & { name: 'SiwxSignMessageError' }

/**
 * Signing in failed: the message could not be created, the wallet refused to sign, or the
 * verifier refused the signature (`cause` says which).
 *
 * @example
 * if (error instanceof SiwxSignMessageError) showToast(error.shortMessage) // 'Error signing message'
 */
export class SiwxSignMessageError extends BaseError {
  override name = 'SiwxSignMessageError'
  constructor({ cause, details }: { cause?: unknown; details?: string | undefined } = {}) {
    super('Error signing message', { cause, details, docsPath: '/errors#siwx' })
  }
}
