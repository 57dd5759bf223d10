import { BaseError } from '../../src/errors/BaseError'

/** Type of {@link NodeRequestError}. */
export type NodeRequestErrorType = NodeRequestError & { name: 'NodeRequestError' }

/**
 * A blockchain node the API reads (an EVM JSON-RPC endpoint over HTTP or WebSocket, a Solana RPC)
 * failed: no answer, an error status, a JSON-RPC error, or an answer of another shape than the call
 * expects. The message names the call and what went wrong.
 *
 * @example
 * throw new NodeRequestError(`eth_chainId at ${rpcUrl} answered HTTP 502`)
 */
export class NodeRequestError extends BaseError {
  override name = 'NodeRequestError'
  constructor(message: string, { cause }: { cause?: unknown } = {}) {
    // The message already quotes the underlying error's text: it is not repeated as details.
    super(message, { cause, details: message })
  }
}
