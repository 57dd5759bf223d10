import { FoyerConfigError } from '../errors/configErrors'
import type { FoyerApi } from './foyerApi'
import type { ApiClientParameters, QueryValue } from './httpClient'
import { foyerSdkType, foyerSdkVersion } from './sdkInfo'

/**
 * Builds `{apiUrl}{path}?{query}`, leaving out empty values and joining lists with commas.
 *
 * @throws {FoyerConfigError} (`option: 'apiUrl'`) when `apiUrl` is `undefined`: the app's
 *   configuration has none, and every call to Foyer's API needs it.
 * @example
 * endpointUrl({ apiUrl: 'http://127.0.0.1:8787/' }, '/getWallets', { page: 2, search: '' }).href // 'http://127.0.0.1:8787/getWallets?page=2'
 */
export function endpointUrl(api: Pick<FoyerApi, 'apiUrl'>, path: string, query: Record<string, QueryValue> = {}): URL {
  // Every request to the API is built here, so a missing option is reported once, as itself, and
  // never as the URL parser's TypeError.
  if (api.apiUrl === undefined) throw new FoyerConfigError({ option: 'apiUrl', reason: 'missing' })
  const url = new URL(`${api.apiUrl.replace(/\/+$/, '')}${path}`)
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === false) continue
    const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : String(value)
    if (text !== '') url.searchParams.set(name, text)
  }
  return url
}

/**
 * The parameters every GET to Foyer's API carries: `projectId`, `st` (SDK type) and `sv` (SDK version).
 *
 * @throws {FoyerConfigError} (`option: 'projectId'`) when `projectId` is `undefined`.
 * @example
 * endpointUrl(parameters, '/v1/identity/0x…', { ...sdkQuery(parameters), sender })
 */
export function sdkQuery(parameters: Pick<ApiClientParameters, 'projectId' | 'sdkType' | 'sdkVersion'>): Record<string, string> {
  return {
    projectId: requireProjectId(parameters),
    st: parameters.sdkType ?? foyerSdkType,
    sv: parameters.sdkVersion ?? foyerSdkVersion,
  }
}

/**
 * The project id of a call, for a request body.
 *
 * @throws {FoyerConfigError} (`option: 'projectId'`) when it is `undefined`.
 */
export function requireProjectId(api: Pick<FoyerApi, 'projectId'>): string {
  if (api.projectId === undefined) throw new FoyerConfigError({ option: 'projectId', reason: 'missing' })
  return api.projectId
}
