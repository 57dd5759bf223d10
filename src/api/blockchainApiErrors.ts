import type { HttpRequestError } from '../errors/httpErrors'
import { httpRequestError, type HttpFailure } from './httpClient'
import { apiErrorBodySchema } from './wire/accountSchemas'

/**
 * Maps an HTTP failure to a blockchain API error; `shortMessage` picks the catalogue text from the
 * API's error text (e.g. 400 'Network not supported for Gas Price' keeps that text).
 */
export function blockchainApiError(failure: HttpFailure, shortMessage: (serverMessage: string | undefined) => string): HttpRequestError {
  const serverMessage = failure.stage === 'status' ? readServerMessage(failure.body) : undefined
  return httpRequestError(failure, shortMessage(serverMessage), serverMessage)
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
