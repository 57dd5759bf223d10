import type { FoyerConfig } from '../config/createFoyerConfig'

// The page builds the handle (`FoyerProvider`); the calls' URLs are built by endpointUrl.ts, which
// only the lazily loaded clients use: a module the page imports ships whole.

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
