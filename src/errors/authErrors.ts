import type { AuthErrorText } from '../auth/authErrorText'
import type { MessageKey } from '../i18n/en'
import { BaseError } from './BaseError'
import { errorMessages } from './messages'

/** EIP-1193 code: the method is not supported / not allowed. */
export const unsupportedMethodCode = 4200
/** EIP-1193 code: not authorized (no embedded-wallet session). */
export const unauthorizedCode = 4100

/** Type of {@link AuthRpcError}. */
export type AuthRpcErrorType = AuthRpcError & { name: 'AuthRpcError' }

/**
 * An EIP-1193 error raised by the embedded wallet's provider: carries the numeric `code` viem and
 * wagmi map (4001 user rejected, 4100 unauthorized, 4200 not allowed, ...) and the catalogue text.
 */
export class AuthRpcError extends BaseError {
  override name = 'AuthRpcError'
  /** EIP-1193 / JSON-RPC error code. */
  code: number
  constructor(code: number, shortMessage: string, parameters: { cause?: unknown } = {}) {
    super(shortMessage, parameters)
    this.code = code
  }
}

/** 'Requested RPC call is not allowed' (code 4200); the UI shows 'Action not allowed'. */
export function rpcNotAllowedError(method: string): AuthRpcError {
  return Object.assign(new AuthRpcError(unsupportedMethodCode, errorMessages.rpcNotAllowed), { details: method })
}

/** 'Not connected to email or social' (code 4100). */
export function notConnectedError(cause?: unknown): AuthRpcError {
  return new AuthRpcError(unauthorizedCode, errorMessages.notConnectedToAuth, { cause })
}

/** JSON-RPC code: internal error (the wallet's answer could not be used). */
export const internalErrorCode = -32603

/**
 * 'An error occurred' (code -32603): the embedded wallet answered `method` with something that is
 * not a transaction hash or signature of the expected shape. `details` names the method.
 */
export function malformedResultError(method: string): AuthRpcError {
  return Object.assign(new AuthRpcError(internalErrorCode, errorMessages.default), { details: method })
}

/** 'Modal closed': what open requests reject with when the user closes the modal. */
export function modalClosedError(): BaseError {
  return new BaseError(errorMessages.modalClosed)
}

/** Type of {@link AuthStepError}. */
export type AuthStepErrorType = AuthStepError & { name: 'AuthStepError' }

/**
 * A step of an e-mail, social or Farcaster login that stopped, with what the view shows for it: a
 * catalogue text or one of the frame's alerts. Its short message is that text's catalogue key; the
 * original failure, if any, is the `cause`.
 */
export class AuthStepError extends BaseError {
  override name = 'AuthStepError'
  /** What the view shows. */
  readonly text: AuthErrorText
  /**
   * The step did not start: what the user typed, the page's setup or the browser was refused before
   * the login frame was asked. Nothing failed, so the modal does not shake.
   */
  readonly refused: boolean
  constructor(text: AuthErrorText, parameters: { cause?: unknown; refused?: boolean } = {}) {
    super(text.key, { cause: parameters.cause })
    this.text = text
    this.refused = parameters.refused ?? false
  }
}

/**
 * A login step refused before the login frame was asked, e.g. a malformed e-mail address.
 *
 * @example
 * throw refusedAuthStep('auth.emailInvalid')
 */
export function refusedAuthStep(key: MessageKey): AuthStepError {
  return new AuthStepError({ key }, { refused: true })
}
