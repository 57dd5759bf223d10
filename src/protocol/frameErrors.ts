import { BaseError } from '../errors/BaseError'
import { errorMessages } from '../errors/messages'

/**
 * Codes the frame puts in an error reply's `error.code`. EIP-1193 codes where one fits.
 */
export const frameErrorCodes = {
  /** The user rejected the request in the approval UI. */
  userRejected: 4001,
  /** No session: 'Not connected to email or social'. */
  notConnected: 4100,
  /**
   * The embedded wallet's session ran out (the sign-in service answered `session_expired`): signed
   * out like 4100, and the modal shows Session Expired so the user connects again.
   */
  sessionExpired: 4101,
  /** Method refused: 'Requested RPC call is not allowed'. */
  methodNotAllowed: 4200,
  /** The auth service throttled the request: 'Please try again after N seconds'. */
  throttled: 429,
  /** Wrong or expired one-time code. */
  invalidCode: 4010,
  /**
   * The code was right, but this device is new to a wallet that exists: an approval link went to the
   * account's e-mail (then awaitDeviceApproval).
   */
  deviceUnverified: 4011,
  /** The owner answered "This was not me" to the device-approval link: the sign-in was revoked. */
  deviceDenied: 4012,
  /** The device-approval link expired (or could not be sent): a new one is needed. */
  deviceLinkExpired: 4013,
  /**
   * This device holds a share of the identity's wallet but the sign-in service has no wallet for it
   * (its data was lost or it is another service): sign-in stopped rather than make a second key.
   */
  walletNotOnServer: 4300,
  /** An open rpcRequest was aborted: 'Request was aborted'. */
  aborted: 5001,
  /**
   * The embedded wallet already holds its limit of pending signing requests (EIP-1474's "limit
   * exceeded"): this one is refused before it is shown.
   */
  limitExceeded: -32005,
  /** Anything else: 'An error occurred' or the cause's short text. */
  internal: 5000,
} as const

/** A code of {@link frameErrorCodes}; other numbers may arrive from newer frames. */
export type FrameErrorCode = (typeof frameErrorCodes)[keyof typeof frameErrorCodes]

/** The default text of each code, shown when the frame sends none. */
export const frameErrorMessages: Readonly<Record<number, string>> = {
  [frameErrorCodes.userRejected]: 'User rejected the request.',
  [frameErrorCodes.notConnected]: errorMessages.notConnectedToAuth,
  [frameErrorCodes.sessionExpired]: errorMessages.sessionExpired,
  [frameErrorCodes.methodNotAllowed]: errorMessages.rpcNotAllowed,
  [frameErrorCodes.invalidCode]: 'Invalid or expired code',
  [frameErrorCodes.deviceUnverified]: 'Approve this device with the link sent to your e-mail',
  [frameErrorCodes.deviceDenied]: 'This device was not approved',
  [frameErrorCodes.deviceLinkExpired]: 'The approval link expired',
  [frameErrorCodes.aborted]: errorMessages.requestAborted,
  [frameErrorCodes.limitExceeded]: 'Too many pending requests',
  [frameErrorCodes.internal]: errorMessages.default,
}

/** Type of {@link FrameRequestError}. */
export type FrameRequestErrorType = FrameRequestError & { name: 'FrameRequestError' }

/**
 * An error reply from the login frame (or the same error raised inside the frame before it is
 * posted). `code` is one of {@link frameErrorCodes}; `shortMessage` is the text to show.
 *
 * @example
 * throw new FrameRequestError({ code: frameErrorCodes.userRejected })
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  /** The reply's `error.code`, e.g. 4001. */
  code: number

  constructor({ code, message, cause }: { code: number; message?: string | undefined; cause?: unknown }) {
    super(message ?? frameErrorMessages[code] ?? errorMessages.default, {
      cause,
      docsPath: '/errors#frame-request',
    })
    this.code = code
  }
}

/** Turns anything thrown inside the frame into the `{ code, message }` of an error reply. */
export function toFrameErrorPayload(error: unknown): { code: number; message: string } {
  if (error instanceof FrameRequestError) return { code: error.code, message: error.shortMessage }
  return { code: frameErrorCodes.internal, message: errorMessages.default }
}
