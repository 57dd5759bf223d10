import { BaseError } from './BaseError'
import { errorMessages } from './messages'

/** EIP-1193 code a wallet returns when the user rejects a request. */
export const userRejectedCode = 4001

/** Type of {@link ConnectionRejectedError}. */
export type ConnectionRejectedErrorType = ConnectionRejectedError & { name: 'ConnectionRejectedError' }

/** The user turned down the connection request in their wallet. */
export class ConnectionRejectedError extends BaseError {
  override name = 'ConnectionRejectedError'
  /** EIP-1193 user-rejected code. */
  code = userRejectedCode
  constructor({ cause }: { cause?: unknown } = {}) {
    super(errorMessages.connectionRejected, { cause, docsPath: '/errors#connection-rejected' })
  }
}

/** Type of {@link ConnectFailedError}. */
export type ConnectFailedErrorType = ConnectFailedError & { name: 'ConnectFailedError' }

/** The wallet could not be connected for a reason other than the user saying no. */
export class ConnectFailedError extends BaseError {
  override name = 'ConnectFailedError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super(errorMessages.failedToConnect, { cause, docsPath: '/errors#failed-to-connect' })
  }
}

/** True when an error, or any error in its cause chain, carries the EIP-1193 user-rejected code. */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    if (typeof current === 'object' && 'code' in current && current.code === userRejectedCode) return true
    // Wallets wrap their errors in plain objects as often as in Errors: follow `cause` on both.
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined
  }
  return false
}

/** Maps any connect failure to the catalogue's error: rejection or a generic failure. */
export function toConnectError(error: unknown): ConnectionRejectedError | ConnectFailedError {
  if (error instanceof ConnectionRejectedError || error instanceof ConnectFailedError) return error
  return isUserRejection(error) ? new ConnectionRejectedError({ cause: error }) : new ConnectFailedError({ cause: error })
}
