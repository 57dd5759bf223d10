import { BaseError } from './BaseError'
import { errorMessages } from './messages'

/** Type of {@link SwitchNetworkRejectedError}. */
export type SwitchNetworkRejectedErrorType = SwitchNetworkRejectedError & { name: 'SwitchNetworkRejectedError' }

/**
 * The user turned down the network switch in their wallet. The error catalogue has no text for
 * this case, so the short message is Foyer's own ('Switch declined').
 */
export class SwitchNetworkRejectedError extends BaseError {
  override name = 'SwitchNetworkRejectedError'
  /** EIP-1193 user-rejected code. */
  code = 4001
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Switch declined', { cause, docsPath: '/errors#switch-declined' })
  }
}

/** Type of {@link ChainNotSupportedError}. */
export type ChainNotSupportedErrorType = ChainNotSupportedError & { name: 'ChainNotSupportedError' }

/** The wallet did not know the chain and adding it (`wallet_addEthereumChain`) failed. */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super(errorMessages.chainNotSupported, { cause, docsPath: '/errors#chain-not-supported' })
  }
}

/** Type of {@link NetworkNotFoundError}. */
export type NetworkNotFoundErrorType = NetworkNotFoundError & { name: 'NetworkNotFoundError' }

/** A switch was asked for a network the app does not configure. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super(errorMessages.networkNotFound, { details: `No configured network has the id ${caipNetworkId}.`, docsPath: '/errors#network-not-found' })
  }
}

/** Type of {@link SwitchNetworkFailedError}. */
export type SwitchNetworkFailedErrorType = SwitchNetworkFailedError & { name: 'SwitchNetworkFailedError' }

/** The switch failed for another reason (the wallet's own error is the cause). */
export class SwitchNetworkFailedError extends BaseError {
  override name = 'SwitchNetworkFailedError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super(errorMessages.default, { cause, docsPath: '/errors#switch-failed' })
  }
}

/** Every error a network switch ends with. */
export type SwitchNetworkError = SwitchNetworkRejectedError | ChainNotSupportedError | NetworkNotFoundError | SwitchNetworkFailedError
