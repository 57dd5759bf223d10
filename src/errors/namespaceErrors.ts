import { BaseError } from './BaseError'
import { errorMessages } from './messages'

/** Type of {@link ChainAdapterNotFoundError}. */
export type ChainAdapterNotFoundErrorType = ChainAdapterNotFoundError & { name: 'ChainAdapterNotFoundError' }

/** No adapter is configured for the namespace a network, switch or connection belongs to. */
export class ChainAdapterNotFoundError extends BaseError {
  override name = 'ChainAdapterNotFoundError'
  /** The namespace asked for, e.g. `solana`. */
  namespace: string | undefined
  constructor({ namespace, details }: { namespace?: string | undefined; details?: string | undefined } = {}) {
    super(errorMessages.chainAdapterNotFound, {
      details: details ?? (namespace === undefined ? undefined : `No adapter for the ${namespace} namespace.`),
      docsPath: '/errors#namespaces',
    })
    this.namespace = namespace
  }
}

/** Type of {@link UnsupportedChainNamespaceError}. */
export type UnsupportedChainNamespaceErrorType = UnsupportedChainNamespaceError & { name: 'UnsupportedChainNamespaceError' }

/** The namespace is not one Foyer can connect a wallet in. */
export class UnsupportedChainNamespaceError extends BaseError {
  override name = 'UnsupportedChainNamespaceError'
  /** The namespace asked for. */
  namespace: string
  constructor({ namespace }: { namespace: string }) {
    super(errorMessages.unsupportedChainNamespace, { details: `Got: ${namespace}`, docsPath: '/errors#namespaces' })
    this.namespace = namespace
  }
}

/** Type of {@link ConnectorChainsUnsupportedError}. */
export type ConnectorChainsUnsupportedErrorType = ConnectorChainsUnsupportedError & { name: 'ConnectorChainsUnsupportedError' }

/** The wallet (connector) supports none of the networks the app asked for. */
export class ConnectorChainsUnsupportedError extends BaseError {
  override name = 'ConnectorChainsUnsupportedError'
  constructor({ connectorId, requested }: { connectorId?: string | undefined; requested?: readonly string[] | undefined } = {}) {
    super(errorMessages.connectorChainsUnsupported, {
      details: requested ? `${connectorId ?? 'The connector'} supports none of: ${requested.join(', ')}` : undefined,
      docsPath: '/errors#namespaces',
    })
  }
}

/** Type of {@link NamespaceNotConnectedError}. */
export type NamespaceNotConnectedErrorType = NamespaceNotConnectedError & { name: 'NamespaceNotConnectedError' }

/** An action needs the namespace's connected account (sign a message), and none is connected. */
export class NamespaceNotConnectedError extends BaseError {
  override name = 'NamespaceNotConnectedError'
  /** The namespace asked for, e.g. `bip122`. */
  namespace: string | undefined
  constructor({ namespace, details }: { namespace?: string | undefined; details?: string | undefined } = {}) {
    super(errorMessages.noActiveAddress, {
      details: details ?? (namespace === undefined ? 'The modal shows no non-EVM namespace.' : `No wallet is connected in the ${namespace} namespace.`),
      docsPath: '/errors#namespaces',
    })
    this.namespace = namespace
  }
}

/** Type of {@link SignMessageError}. */
export type SignMessageErrorType = SignMessageError & { name: 'SignMessageError' }

/**
 * Signing a message with a non-EVM family's account failed, whatever the family: the user declined
 * in the wallet (`rejected`), the wallet cannot sign messages, or it answered no signature (`cause`
 * says which). One class for every family, so app code handles `useNamespaceAccount().signMessage`
 * the same way on Bitcoin, Polkadot, Cosmos, Sui and Stacks.
 *
 * @example
 * try {
 *   await signMessage('Sign in')
 * } catch (error) {
 *   if (error instanceof SignMessageError && !error.rejected) showToast(error.shortMessage) // 'Error signing message'
 * }
 */
export class SignMessageError extends BaseError {
  override name = 'SignMessageError'
  /** The namespace whose wallet was asked, e.g. `bip122`. */
  namespace: string
  /** The user declined in the wallet. */
  rejected: boolean
  constructor({ namespace, rejected, cause }: { namespace: string; rejected: boolean; cause?: unknown }) {
    super(errorMessages.errorSigningMessage, {
      cause,
      details: rejected ? 'The user declined the signature in the wallet.' : undefined,
      docsPath: '/errors#namespaces',
    })
    this.namespace = namespace
    this.rejected = rejected
  }
}
