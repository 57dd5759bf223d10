import type { FoyerConfig } from '../config/createFoyerConfig'
import { FoyerConfigError } from '../errors/configErrors'
import type { ApiClientParameters, QueryValue } from './httpClient'
import { foyerSdkType, foyerSdkVersion } from './sdkInfo'

/**
 * Foyer's API as one configuration reaches it: the `apiUrl` and `projectId` given to
 * `createFoyerConfig()`, `undefined` where left out. `FoyerProvider` builds it once from its
 * `config` and hooks read it with `useFoyerApi()`. Every client in `src/api/` takes it as is, and
 * every Foyer query key holds it, so two APIs or projects never share a cache entry. A missing value
 * is reported by the call that needs it (`FoyerConfigError`), never replaced by a placeholder.
 */
export type FoyerApi = {
  /** Base URL of Foyer's API, e.g. `http://127.0.0.1:8787`; `undefined` when the configuration has none. */
  readonly apiUrl: string | undefined
  /** Project id sent with every call; `undefined` when the configuration has none. */
  readonly projectId: string | undefined
}

/**
 * The API handle of a configuration: a frozen `{ apiUrl, projectId }`, safe to put in query keys.
 *
 * @example
 * const api = createFoyerApi(createFoyerConfig({ projectId: 'my-app', apiUrl: 'https://foyer-api.example.com' }))
 * await getIdentity({ ...api, address })
 */
export function createFoyerApi(config: Pick<FoyerConfig, 'apiUrl' | 'projectId'>): FoyerApi {
  return Object.freeze({ apiUrl: config.apiUrl, projectId: config.projectId })
}

/**
 * The option a configuration still lacks before any call can go out (`projectId` first, as the
 * modal's alert names it), or `undefined` when both are set. For the calls that stay quiet rather
 * than fail without them (the project checks, analytics, prefetches).
 *
 * @example
 * if (missingApiOption(api) === undefined) prefetch()
 */
export function missingApiOption(api: FoyerApi): 'projectId' | 'apiUrl' | undefined {
  return api.projectId === undefined ? 'projectId' : api.apiUrl === undefined ? 'apiUrl' : undefined
}

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
