import { BaseError } from './BaseError'

/*
 * What a chain family's adapter throws when its configuration, its wallet or the token asked for
 * will not do. Each message names the family and the wallet as the adapter knows them, so the text is
 * given by the thrower; the class says what kind of failure it is.
 */

/** Type of {@link NamespaceConfigError}. */
export type NamespaceConfigErrorType = NamespaceConfigError & { name: 'NamespaceConfigError' }

/**
 * A family's adapter cannot be set up as configured: no network, a network of another shape than the
 * family's own (e.g. a Cosmos network without a bech32 prefix: build networks with the family's
 * helpers), a network without the endpoint a call needs, or two adapters for one namespace.
 *
 * @example
 * createCosmosAdapter({ networks: [] }) // throws NamespaceConfigError
 */
export class NamespaceConfigError extends BaseError {
  override name = 'NamespaceConfigError'
  /** The namespace, e.g. `cosmos`, when one is at fault. */
  namespace: string | undefined
  constructor(message: string, { namespace }: { namespace?: string | undefined } = {}) {
    super(message, { docsPath: '/errors#namespaces' })
    this.namespace = namespace
  }
}

/** Type of {@link NamespaceTokenError}. */
export type NamespaceTokenErrorType = NamespaceTokenError & { name: 'NamespaceTokenError' }

/**
 * The token asked for cannot be read or sent in this family: the adapter knows its native token only
 * (Bitcoin, Polkadot, Cosmos, Stacks), or the address given is not a token (an SPL mint, a Sui coin
 * type without metadata).
 *
 * @example
 * await bitcoinAdapter.getBalance({ address, token: 'x' }) // throws NamespaceTokenError
 */
export class NamespaceTokenError extends BaseError {
  override name = 'NamespaceTokenError'
  /** The token asked for. */
  token: string
  constructor(message: string, { token }: { token: string }) {
    super(message, { docsPath: '/errors#namespaces' })
    this.token = token
  }
}

/** What a wallet did that the adapter cannot use. */
export type NamespaceWalletFailure =
  /** No wallet of that id is on the page. */
  | 'notFound'
  /** The wallet gave no account, or not the one asked for. */
  | 'account'
  /** The wallet lacks the feature (signing messages, signing transactions, a kind of address). */
  | 'unsupported'
  /** The wallet answered nothing usable: no signature, no signed transaction, a changed transaction. */
  | 'answer'
  /** The wallet's session (WalletConnect, an embedded wallet) has ended. */
  | 'ended'

/** Type of {@link NamespaceWalletError}. */
export type NamespaceWalletErrorType = NamespaceWalletError & { name: 'NamespaceWalletError' }

/**
 * A family's wallet cannot do what was asked, or answered something unusable; `failure` says which.
 * The adapters wrap it where the user sees it (`ConnectFailedError`, `SignMessageError`,
 * `SendTransactionError`), so it is mostly read as their `cause`. Its message is the exact text the
 * thrower gave, so wrappers show it as their details.
 *
 * @example
 * if (error.walk((cause) => cause instanceof NamespaceWalletError && cause.failure === 'ended')) reconnect()
 */
export class NamespaceWalletError extends BaseError {
  override name = 'NamespaceWalletError'
  failure: NamespaceWalletFailure
  constructor(message: string, { failure, cause }: { failure: NamespaceWalletFailure; cause?: unknown }) {
    // No docs line: wrapping errors show this message as their details, word for word.
    super(message, { cause, details: message })
    this.failure = failure
  }
}

/** Type of {@link RequestProviderError}. */
export type RequestProviderErrorType = RequestProviderError & { name: 'RequestProviderError' }

/**
 * A failed request to a wallet's request provider (Bitcoin WBIP, Stacks SIP-030), with the wallet's
 * JSON-RPC error code. Its message is the wallet's own text, word for word.
 *
 * @example
 * new RequestProviderError('User rejected the request.', { code: 4001 }).code // 4001
 */
export class RequestProviderError extends BaseError {
  override name = 'RequestProviderError'
  /** The wallet's code, e.g. 4001 or -32000 for a refusal, -32601 for a method it lacks; -32603 when it gave none. */
  code: number
  constructor(message: string, { code, cause }: { code: number; cause?: unknown }) {
    super(message, { cause, details: message })
    this.code = code
  }
}

/** Type of {@link BitcoinFundsError}. */
export type BitcoinFundsErrorType = BitcoinFundsError & { name: 'BitcoinFundsError' }

/**
 * The payer's unspent outputs cannot pay the amount and the fee of a Bitcoin send.
 *
 * @example
 * if (error instanceof BitcoinFundsError) showMax(error.available)
 */
export class BitcoinFundsError extends BaseError {
  override name = 'BitcoinFundsError'
  /** What the payer's UTXOs hold, in sats. */
  available: bigint
  constructor(available: bigint) {
    super(`The UTXOs (${available} sats) cannot pay the amount and the fee.`, { docsPath: '/errors#send' })
    this.available = available
  }
}
