import { FrameRequestError, frameErrorCodes } from '../protocol/frameErrors'
import { AuthRpcError, unsupportedMethodCode } from './authErrors'
import { errorMessages } from './messages'

/** The texts of smart-session refusals, as apps and users read them. */
export const sessionErrorMessages = {
  disabled: 'Smart sessions are not enabled',
} as const

/** Why a call sent with a session's permissions context was refused. */
export type SessionRefusalReason = 'unknownSession' | 'otherAccount' | 'otherChain' | 'revoked' | 'expired' | 'otherTarget' | 'overLimit' | 'batch'

/** Type of {@link SmartSessionsDisabledError}. */
export type SmartSessionsDisabledErrorType = SmartSessionsDisabledError & { name: 'SmartSessionsDisabledError' }

/**
 * `wallet_grantPermissions` or `wallet_revokePermissions` while smart sessions are off: the app did
 * not set `smartSessions: true` in `createFoyerConfig` (refused by the embedded wallet's provider), or
 * the operator did not turn them on for the network in the login frame (refused by the frame). Code
 * 4200, as for any method a wallet does not offer.
 *
 * @example
 * throw new SmartSessionsDisabledError({ details: 'createFoyerConfig({ smartSessions: true }) turns them on' })
 */
export class SmartSessionsDisabledError extends AuthRpcError {
  override name = 'SmartSessionsDisabledError'
  constructor({ details }: { details?: string | undefined } = {}) {
    super(unsupportedMethodCode, sessionErrorMessages.disabled)
    if (details !== undefined) this.details = details
  }
}

/** Type of {@link SessionCallRefusedError}. */
export type SessionCallRefusedErrorType = SessionCallRefusedError & { name: 'SessionCallRefusedError' }

/**
 * A call sent with a session's permissions context that the session does not cover (another
 * contract, more value than is left, after its expiry or revocation, an unknown context): the login
 * frame refuses it before anything is signed or sent, with code 4200 ('Requested RPC call is not
 * allowed') followed by the reason. The contract refuses the same calls on chain.
 *
 * @example
 * throw new SessionCallRefusedError({ reason: 'overLimit', text: 'over the spend limit (0.01 ETH left)' })
 */
export class SessionCallRefusedError extends FrameRequestError {
  override name = 'SessionCallRefusedError'
  /** Which rule the call broke. */
  readonly reason: SessionRefusalReason
  constructor({ reason, text }: { reason: SessionRefusalReason; text: string }) {
    super({ code: frameErrorCodes.methodNotAllowed, message: `${errorMessages.rpcNotAllowed}: ${text}` })
    this.reason = reason
  }
}
