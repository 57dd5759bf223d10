import { BaseError, stripCredentials } from './BaseError'
import type { HttpFailureReason } from './httpErrors'

/**
 * Why a chain family's request failed: the HTTP reasons (`network`, `timeout`, `aborted`, `status`,
 * `parse`), or `rpc` when a JSON-RPC node answered with an error object of its own.
 */
export type NamespaceRequestFailureReason = HttpFailureReason | 'rpc'

/** Parameters of {@link NamespaceRequestError}. */
export type NamespaceRequestErrorParameters = {
  /** The service asked, as users and logs name it, e.g. `Esplora API` or `Sui node`. */
  service: string
  reason: NamespaceRequestFailureReason
  /** The requested URL; credentials and key-like query values are masked before it is kept. */
  url: string
  /** HTTP status, when an answer came. */
  status?: number | undefined
  /** The JSON-RPC error code, for `rpc`. */
  code?: number | undefined
  /** What the service said: an error body (Bitcoin Core's reject reason) or a JSON-RPC error message. */
  serverMessage?: string | undefined
  /** What the call was, e.g. `suix_getBalance` or `/address/…`, for the message. */
  operation?: string | undefined
  cause?: unknown
}

const reasonText: Record<NamespaceRequestFailureReason, string> = {
  network: 'could not be reached',
  timeout: 'did not answer in time',
  aborted: 'request was aborted',
  status: 'answered with an error status',
  parse: 'answered an unexpected shape',
  rpc: 'answered a JSON-RPC error',
}

/** Type of {@link NamespaceRequestError}. */
export type NamespaceRequestErrorType = NamespaceRequestError & { name: 'NamespaceRequestError' }

/**
 * A request of a chain family's own client failed: an Esplora API, a Cosmos REST API, the Stacks
 * API, a Substrate or a Sui JSON-RPC node. Every family's client fails with this one class, so app
 * code and the modal handle them alike. `status` is 0 when no answer came (unreachable, timed out,
 * aborted); a refused Bitcoin broadcast keeps the node's reason in `serverMessage` and the message.
 *
 * @example
 * try {
 *   await esplora.broadcast(hex)
 * } catch (error) {
 *   if (error instanceof NamespaceRequestError && error.status === 400) showReason(error.serverMessage)
 * }
 */
export class NamespaceRequestError extends BaseError {
  override name = 'NamespaceRequestError'
  /** The service asked, e.g. `Esplora API`. */
  service: string
  reason: NamespaceRequestFailureReason
  /** HTTP status; 0 when no answer came. */
  status: number
  /** The masked URL. */
  url: string
  /** JSON-RPC error code, for `rpc`. */
  code: number | undefined
  /** What the service said, masked. */
  serverMessage: string | undefined

  constructor(parameters: NamespaceRequestErrorParameters) {
    const { service, reason, status = 0, code, operation, cause } = parameters
    const url = stripCredentials(parameters.url)
    const serverMessage = parameters.serverMessage === undefined ? undefined : stripCredentials(parameters.serverMessage)
    // The service's own words go on the first line: a refused broadcast is read by its reason.
    const said = serverMessage ? `: ${serverMessage.split('\n')[0]?.trim()}` : '.'
    super(`The ${service} ${reasonText[reason]}${operation ? ` (${operation})` : ''}${said}`, {
      cause,
      metaMessages: [...(url ? [`URL: ${url}`] : []), ...(status === 0 ? [] : [`Status: ${status}`]), ...(code === undefined ? [] : [`Code: ${code}`])],
      docsPath: '/errors#namespaces',
    })
    this.service = service
    this.reason = reason
    this.status = status
    this.url = url
    this.code = code
    this.serverMessage = serverMessage
  }
}
