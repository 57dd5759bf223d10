import { BaseError, stripCredentials } from './BaseError'

/**
 * Why an HTTP request failed: no answer (`network`), no answer in time (`timeout`), stopped by the
 * caller (`aborted`), an error status (`status`), or a 2xx body that is not the expected shape (`parse`).
 */
export type HttpFailureReason = 'network' | 'timeout' | 'aborted' | 'status' | 'parse'

/** Parameters of {@link HttpRequestError}. */
export type HttpRequestErrorParameters = {
  reason: HttpFailureReason
  /** The requested URL; credentials and key-like query values are masked before it is kept. */
  url: string
  /** HTTP status, when an answer came. */
  status?: number | undefined
  /** Start of the error answer's body (at most 500 characters). */
  body?: string | undefined
  /** The API's own error text (`{ error }`), when it sent one. */
  serverMessage?: string | undefined
  cause?: unknown
  /** @default '/errors#http' */
  docsPath?: string | undefined
}

/** Type of {@link HttpRequestError}. */
export type HttpRequestErrorType = HttpRequestError & { name: 'HttpRequestError' }

/**
 * A call to Foyer's API (wallet registry, project, account data) failed. `shortMessage` is the text
 * users see for that call (e.g. 'Token Balance Unavailable', 'Network Error: Wallet Load Failed');
 * `reason` and `status` say what went wrong. No URL, body or message it carries holds a key.
 *
 * @example
 * if (error instanceof HttpRequestError && error.status === 429) retryLater()
 */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  reason: HttpFailureReason
  /** HTTP status, or `undefined` when no answer came. */
  status: number | undefined
  /** The masked URL. */
  url: string
  /** Start of the error answer's body, masked. */
  body: string | undefined
  /** The API's own error text, when it sent one. */
  serverMessage: string | undefined

  constructor(shortMessage: string, parameters: HttpRequestErrorParameters) {
    const { reason, status, serverMessage, cause } = parameters
    const url = stripCredentials(parameters.url)
    const body = parameters.body === undefined ? undefined : stripCredentials(parameters.body)
    super(shortMessage, {
      cause,
      metaMessages: [
        `URL: ${url}`,
        ...(status === undefined ? [] : [`Status: ${status}`]),
        ...(reason === 'timeout' ? ['The request timed out.'] : []),
        ...(reason === 'parse' ? ['The response does not have the expected shape.'] : []),
      ],
      details: serverMessage ?? body ?? (cause instanceof Error ? cause.message : undefined),
      docsPath: parameters.docsPath ?? '/errors#http',
    })
    this.reason = reason
    this.status = status
    this.url = url
    this.body = body
    this.serverMessage = serverMessage
  }
}
