import { BaseError, stripCredentials } from '../errors/BaseError'

/**
 * What users see when the wallet list cannot be loaded: the spec's alert APKT003 ("Network Error:
 * Wallet Load Failed", section 8).
 */
export const walletLoadFailedMessage = 'Network Error: Wallet Load Failed'

/** Type of {@link WalletRegistryRequestError}. */
export type WalletRegistryRequestErrorType = WalletRegistryRequestError & { name: 'WalletRegistryRequestError' }

/**
 * The wallet registry could not be reached, or answered with an HTTP error status.
 *
 * @example
 * if (error instanceof WalletRegistryRequestError && error.status === 429) retryLater()
 */
export class WalletRegistryRequestError extends BaseError {
  override name = 'WalletRegistryRequestError'
  /** HTTP status, or `undefined` when no answer came (network failure, abort). */
  status: number | undefined
  /** The URL that was requested, without credentials or the project id. */
  url: string

  constructor({ url, status, body, cause }: { url: string; status?: number | undefined; body?: string | undefined; cause?: unknown }) {
    super(walletLoadFailedMessage, {
      cause,
      metaMessages: [`URL: ${stripCredentials(url)}`, ...(status === undefined ? [] : [`Status: ${status}`])],
      details: body ?? (cause instanceof Error ? cause.message : undefined),
      docsPath: '/errors#wallet-load-failed',
    })
    this.status = status
    this.url = stripCredentials(url)
  }
}

/** Type of {@link WalletRegistryResponseError}. */
export type WalletRegistryResponseErrorType = WalletRegistryResponseError & { name: 'WalletRegistryResponseError' }

/** The wallet registry answered 2xx with a body that is not the expected shape. */
export class WalletRegistryResponseError extends BaseError {
  override name = 'WalletRegistryResponseError'
  /** The URL that was requested, without credentials or the project id. */
  url: string

  constructor({ url, cause }: { url: string; cause?: unknown }) {
    super(walletLoadFailedMessage, {
      cause,
      metaMessages: [`URL: ${stripCredentials(url)}`],
      details: 'The response is not a wallet list ({ data, count }).',
      docsPath: '/errors#wallet-load-failed',
    })
    this.url = stripCredentials(url)
  }
}
