import { BaseError } from './BaseError'
import { errorMessages } from './messages'

/** Why a namespace's balance could not be read. */
export type NamespaceBalanceUnavailableReason = 'notConfigured' | 'request'

/** Type of {@link NamespaceBalanceUnavailableError}. */
export type NamespaceBalanceUnavailableErrorType = NamespaceBalanceUnavailableError & { name: 'NamespaceBalanceUnavailableError' }

/**
 * A balance of a chain family read straight from a node or API (Sui, Stacks) is unavailable:
 * the network has no endpoint URL configured (`notConfigured`), or the endpoint failed or answered
 * in another shape (`request`). Users see 'Token Balance Unavailable'; no balance is made up.
 *
 * @example
 * if (error instanceof NamespaceBalanceUnavailableError && error.reason === 'notConfigured') hideBalance()
 */
export class NamespaceBalanceUnavailableError extends BaseError {
  override name = 'NamespaceBalanceUnavailableError'
  reason: NamespaceBalanceUnavailableReason
  /** The CAIP-2 id of the network asked. */
  caipNetworkId: string
  constructor({
    reason,
    caipNetworkId,
    cause,
    details,
  }: { reason: NamespaceBalanceUnavailableReason; caipNetworkId: string; cause?: unknown; details?: string | undefined }) {
    super(errorMessages.tokenBalanceUnavailable, {
      cause,
      details: details ?? (reason === 'notConfigured' ? `${caipNetworkId} has no balance endpoint URL configured.` : undefined),
      docsPath: '/errors#namespaces',
    })
    this.reason = reason
    this.caipNetworkId = caipNetworkId
  }
}
