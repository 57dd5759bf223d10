import { BaseError, stripCredentials } from '../errors/BaseError'
import { errorMessages } from '../errors/messages'

/** The JSON-RPC client was created without a URL (spec section 8, transport errors: "URL required"). */
export class RpcUrlRequiredError extends BaseError {
  override name = 'RpcUrlRequiredError'
  constructor() {
    super('URL required', { details: 'No RPC URL was given for the chain.', docsPath: '/errors#json-rpc' })
  }
}

/** Why a JSON-RPC request got no usable answer. */
export type RpcTransportFailure = 'network' | 'status' | 'timeout' | 'aborted' | 'parse'

/**
 * A JSON-RPC request got no usable answer: no connection, an HTTP error status, a timeout, an abort
 * by the caller ('Request was aborted'), or a body that is not JSON-RPC. The URL is masked.
 */
export class RpcTransportError extends BaseError {
  override name = 'RpcTransportError'
  failure: RpcTransportFailure
  /** HTTP status, for `status` (and `parse`). */
  status: number | undefined
  /** The masked URL. */
  url: string

  constructor(failure: RpcTransportFailure, { url, status, cause }: { url: string; status?: number | undefined; cause?: unknown }) {
    const short = {
      network: 'HTTP request failed',
      status: `HTTP request failed with status ${status ?? '?'}`,
      timeout: 'The request took too long to respond',
      aborted: errorMessages.requestAborted,
      parse: 'The RPC answer is not JSON-RPC',
    }[failure]
    super(short, {
      cause,
      metaMessages: [`URL: ${stripCredentials(url)}`],
      details: cause instanceof Error ? cause.message : undefined,
      docsPath: '/errors#json-rpc',
    })
    this.failure = failure
    this.status = status
    this.url = stripCredentials(url)
  }
}

/** The node answered with a JSON-RPC error object; `code` and `data` are the node's own. */
export class RpcResponseError extends BaseError {
  override name = 'RpcResponseError'
  /** JSON-RPC / EIP-1193 error code, e.g. `-32601` (method not found), `3` (execution reverted), `4001` (user rejected). */
  code: number
  /** The error's `data` (revert data, …). */
  data: unknown

  constructor({ code, message, data }: { code: number; message: string; data?: unknown }) {
    super(stripCredentials(message) || 'RPC error', { details: `Code: ${code}`, docsPath: '/errors#json-rpc' })
    this.code = code
    this.data = data
  }
}

/** Errors the JSON-RPC client throws. */
export type JsonRpcErrorType = RpcUrlRequiredError | RpcTransportError | RpcResponseError

// Transient node faults. Everything else (user rejection 4001, the provider codes 4100-4902, invalid
// request/params, method not found, execution reverted…) describes the request or the user's decision:
// asking again gives the same answer, or asks the user again.
const TRANSIENT_CODES: readonly number[] = [-32603, -32005, -32002]

/**
 * Whether a failed JSON-RPC attempt is worth another: transport faults (no connection, timeout,
 * HTTP 408/429/5xx) and transient node errors (`-32603` internal, `-32005` limit exceeded, `-32002`
 * resource unavailable). User rejections and the other provider codes never are, nor is an abort.
 */
export function isRetryableRpcError(error: unknown): boolean {
  if (error instanceof RpcResponseError) return TRANSIENT_CODES.includes(error.code)
  if (error instanceof RpcTransportError) {
    if (error.failure === 'network' || error.failure === 'timeout') return true
    if (error.failure === 'status') return error.status === 408 || error.status === 429 || (error.status ?? 0) >= 500
  }
  return false
}
