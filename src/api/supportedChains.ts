import { z } from 'zod'
import { errorMessages } from '../errors/messages'
import { blockchainApiError } from './blockchainApiErrors'
import { endpointUrl, sdkQuery } from './endpointUrl'
import { requestJson, type ApiClientParameters } from './httpClient'

const caip2 = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)

/** Schema of `GET /v1/supported-chains`: CAIP-2 ids the API serves over HTTP and WebSocket. */
export const supportedChainsSchema = z.object({ http: z.array(caip2).max(1000), ws: z.array(caip2).max(1000) })

/** The chains the blockchain API serves. */
export type SupportedChains = z.infer<typeof supportedChainsSchema>

/**
 * `GET /v1/supported-chains`. Callers that make many calls fetch it once (e.g. with React Query) and
 * pass it as `supportedChains` to the blockchain API functions.
 *
 * @throws {HttpRequestError} 'An error occurred' when the API is unreachable or answers an error.
 * @throws {HttpRequestError} (`reason: 'parse'`) 'An error occurred' when the answer is not `{ http, ws }`.
 * @example
 * const { http } = await getSupportedChains({ apiUrl, projectId }) // ['eip155:31337', 'eip155:31338']
 */
export async function getSupportedChains(parameters: ApiClientParameters): Promise<SupportedChains> {
  return requestJson({
    url: endpointUrl(parameters, '/v1/supported-chains', sdkQuery(parameters)),
    schema: supportedChainsSchema,
    fetch: parameters.fetch,
    signal: parameters.signal,
    timeoutMs: parameters.timeoutMs,
    toError: (failure) => blockchainApiError(failure, () => errorMessages.default),
  })
}

/** What the blockchain API functions accept to skip the support check's own request. */
export type SupportedChainsParameter = {
  /**
   * The API's `GET /v1/supported-chains` answer, when the caller has it; otherwise the functions that
   * need it fetch it first (support is checked before any call for a chain).
   * @default fetched per call
   */
  supportedChains?: SupportedChains | undefined
}

/**
 * Whether the API serves `chainId` (CAIP-2) over HTTP: `true`/`false` from the given or fetched list,
 * `undefined` when the list cannot be fetched (the caller then makes its call anyway and reports that
 * call's own error, so an unreachable API still reads as 'Token Balance Unavailable' and the like).
 *
 * @example
 * if ((await isChainSupported({ apiUrl, projectId, chainId: 'eip155:1' })) === false) return []
 */
export async function isChainSupported(parameters: ApiClientParameters & SupportedChainsParameter & { chainId: string }): Promise<boolean | undefined> {
  const list = parameters.supportedChains ?? (await getSupportedChains(parameters).catch(() => undefined))
  return list ? list.http.includes(parameters.chainId) : undefined
}
