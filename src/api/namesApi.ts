import { errorMessages } from '../errors/messages'
import { RegisterNameError } from '../errors/nameErrors'
import { blockchainApiError } from './blockchainApiErrors'
import { endpointUrl, sdkQuery } from './endpointUrl'
import { requestJson, type ApiClientParameters, type HttpFailure } from './httpClient'
import type { RegisterNameBody } from './wire/namesRequests'
import {
  nameRefusalSchema,
  nameRegisteredResponseSchema,
  nameSuggestionsResponseSchema,
  profileNamesResponseSchema,
  type NameSuggestion,
  type ProfileName,
} from './wire/namesSchemas'

export type { NameSuggestion, ProfileName } from './wire/namesSchemas'

/**
 * `GET /v1/profile/suggestions/{name}?zone=`: the name asked for first (with `registered`), then free
 * names like it.
 *
 * @throws {HttpRequestError} 'Error fetching name suggestions' when the API is unreachable, refuses
 *   or answers another shape.
 */
export async function getNameSuggestions(parameters: ApiClientParameters & { name: string; zone: string }): Promise<NameSuggestion[]> {
  const { suggestions } = await requestJson({
    ...transport(parameters),
    url: endpointUrl(parameters, `/v1/profile/suggestions/${encodeURIComponent(parameters.name)}`, {
      zone: parameters.zone,
      ...sdkQuery(parameters),
    }),
    schema: nameSuggestionsResponseSchema,
    toError: (failure) => blockchainApiError(failure, () => errorMessages.errorFetchingNameSuggestions),
  })
  return suggestions
}

/**
 * `GET /v1/profile/reverse/{address}?sender=&apiVersion=2`: the names of an address, its primary
 * (newest) name first.
 *
 * @throws {HttpRequestError} 'Error fetching names for address' when the API is unreachable, refuses
 *   or answers another shape.
 */
export async function getNamesForAddress(parameters: ApiClientParameters & { address: string }): Promise<ProfileName[]> {
  return requestJson({
    ...transport(parameters),
    url: endpointUrl(parameters, `/v1/profile/reverse/${encodeURIComponent(parameters.address)}`, {
      sender: parameters.address,
      apiVersion: 2,
      ...sdkQuery(parameters),
    }),
    schema: profileNamesResponseSchema,
    toError: (failure) => blockchainApiError(failure, () => errorMessages.errorFetchingNamesForAddress),
  })
}

/** Parameters of {@link registerName}. */
export type RegisterNameParameters = ApiClientParameters & {
  /** The full name being registered (for the error text). */
  name: string
  coinType: number
  address: string
  /** The signed registration message (`registrationMessage`). */
  message: string
  signature: string
}

/**
 * `POST /v1/profile/account`: registers the name the signed message names.
 *
 * @throws {RegisterNameError} with the API's first reason (e.g. 'alice.foyer.id is already
 *   registered') when it gives one, else 'Error registering name' and the name.
 */
export async function registerName(parameters: RegisterNameParameters): Promise<string> {
  const { name } = await requestJson({
    ...transport(parameters),
    url: endpointUrl(parameters, '/v1/profile/account', sdkQuery(parameters)),
    method: 'POST',
    body: {
      coin_type: parameters.coinType,
      address: parameters.address,
      message: parameters.message,
      signature: parameters.signature,
    } satisfies RegisterNameBody,
    schema: nameRegisteredResponseSchema,
    toError: (failure) =>
      new RegisterNameError({
        name: parameters.name,
        reason: firstReason(failure),
        cause: blockchainApiError(failure, () => errorMessages.errorRegisteringName),
      }),
  })
  return name
}

function firstReason(failure: HttpFailure): string | undefined {
  if (failure.stage !== 'status' || !failure.body) return undefined
  try {
    const parsed = nameRefusalSchema.safeParse(JSON.parse(failure.body))
    return parsed.success ? parsed.data.reasons[0]?.description : undefined
  } catch {
    return undefined
  }
}

function transport(parameters: ApiClientParameters): Pick<ApiClientParameters, 'fetch' | 'signal' | 'timeoutMs'> {
  return { fetch: parameters.fetch, signal: parameters.signal, timeoutMs: parameters.timeoutMs }
}
