import { BaseError, stripCredentials } from '../errors/BaseError'
import type { HttpFailure } from './httpClient'
import { apiErrorBodySchema } from './blockchainSchemas'

/** Type of {@link BlockchainApiRequestError}. */
export type BlockchainApiRequestErrorType = BlockchainApiRequestError & { name: 'BlockchainApiRequestError' }

/**
 * A blockchain API call got no answer (network, timeout, abort) or an HTTP error status.
 * `shortMessage` is the spec's catalogue text for the call (e.g. 'Token Balance Unavailable').
 *
 * @example
 * if (error instanceof BlockchainApiRequestError && error.status === 400) showToast(error.shortMessage)
 */
export class BlockchainApiRequestError extends BaseError {
  override name = 'BlockchainApiRequestError'
  /** HTTP status, or `undefined` when no answer came. */
  status: number | undefined
  /** The API's own error text (`{ error }`), when it sent one. */
  serverMessage: string | undefined
  /** The URL that was requested, without credentials or the project id. */
  url: string

  constructor(shortMessage: string, { url, status, serverMessage, cause }: { url: string; status?: number | undefined; serverMessage?: string | undefined; cause?: unknown }) {
    super(shortMessage, {
      cause,
      metaMessages: [`URL: ${stripCredentials(url)}`, ...(status === undefined ? [] : [`Status: ${status}`])],
      details: serverMessage ?? (cause instanceof Error ? cause.message : undefined),
      docsPath: '/errors#blockchain-api',
    })
    this.status = status
    this.serverMessage = serverMessage
    this.url = stripCredentials(url)
  }
}

/** Type of {@link BlockchainApiResponseError}. */
export type BlockchainApiResponseErrorType = BlockchainApiResponseError & { name: 'BlockchainApiResponseError' }

/** The blockchain API answered 2xx with a body that is not the expected shape. */
export class BlockchainApiResponseError extends BaseError {
  override name = 'BlockchainApiResponseError'
  /** The URL that was requested, without credentials or the project id. */
  url: string

  constructor(shortMessage: string, { url, cause }: { url: string; cause?: unknown }) {
    super(shortMessage, {
      cause,
      metaMessages: [`URL: ${stripCredentials(url)}`],
      details: 'The response does not have the expected shape.',
      docsPath: '/errors#blockchain-api',
    })
    this.url = stripCredentials(url)
  }
}

/** Errors the blockchain API client functions throw. */
export type BlockchainApiErrorType = BlockchainApiRequestError | BlockchainApiResponseError

/**
 * Maps an HTTP failure to a blockchain API error; `shortMessage` picks the catalogue text from the
 * API's error text (e.g. 400 'Network not supported for Gas Price' keeps that text).
 */
export function blockchainApiError(failure: HttpFailure, shortMessage: (serverMessage: string | undefined) => string): BlockchainApiErrorType {
  if (failure.stage === 'parse') return new BlockchainApiResponseError(shortMessage(undefined), { url: failure.url, cause: failure.cause })
  const serverMessage = readServerMessage(failure.body)
  return new BlockchainApiRequestError(shortMessage(serverMessage), {
    url: failure.url,
    status: failure.status,
    serverMessage,
    cause: failure.cause,
  })
}

function readServerMessage(body: string | undefined): string | undefined {
  if (!body) return undefined
  try {
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(body))
    return parsed.success ? parsed.data.error : undefined
  } catch {
    return undefined
  }
}
