import type { HttpRequestError } from '../errors/httpErrors'
import { httpRequestError, type HttpFailure } from './httpClient'

/** What users see when the wallet list cannot be loaded: the title of alert APKT003. */
export const walletLoadFailedMessage = 'Network Error: Wallet Load Failed'

/** Maps a failed registry call to the one HTTP error, with the APKT003 text users see. */
export function walletRegistryError(failure: HttpFailure): HttpRequestError {
  return httpRequestError(failure, walletLoadFailedMessage)
}
