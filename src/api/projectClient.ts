import { z } from 'zod'
import type { ModalAlert } from '../errors/alerts'
import { HttpRequestError } from '../errors/httpErrors'
import { errorMessages } from '../errors/messages'
import { remoteConfigResponseSchema, type RemoteFeatures } from '../features/remoteFeatures'
import { matchOrigin } from '../origins/matchOrigin'
import { endpointUrl, sdkQuery } from './endpointUrl'
import type { FoyerApi } from './foyerApi'
import { httpRequestError, requestJson } from './httpClient'

/** Explicit inputs of the project calls: no global state. */
export type ProjectApiParameters = FoyerApi & {
  /** @default globalThis.fetch */
  fetch?: typeof fetch
  /** SDK version sent as `sv`. @default the package's version */
  sdkVersion?: string
  /** Request timeout in ms. @default 10_000 */
  timeoutMs?: number
}

const originsResponseSchema = z.object({ allowedOrigins: z.array(z.string().max(300)).max(1000) })

async function getJson<T>(path: string, schema: z.ZodType<T>, parameters: ProjectApiParameters): Promise<T> {
  return requestJson({
    url: endpointUrl(parameters, path, sdkQuery(parameters)),
    schema,
    fetch: parameters.fetch,
    timeoutMs: parameters.timeoutMs,
    toError: (failure) => httpRequestError(failure, errorMessages.default),
  })
}

/**
 * The project's allowed origins (`GET /projects/v1/origins`).
 *
 * @example
 * await fetchAllowedOrigins({ apiUrl: 'https://foyer-api.example.com', projectId: 'my-app' })
 */
export async function fetchAllowedOrigins(parameters: ProjectApiParameters): Promise<string[]> {
  return (await getJson('/projects/v1/origins', originsResponseSchema, parameters)).allowedOrigins
}

/** The project's remote feature flags (`GET /appkit/v1/config`); merge with `resolveRemoteFeatures`. */
export async function fetchRemoteFeatures(parameters: ProjectApiParameters): Promise<Partial<RemoteFeatures>> {
  return (await getJson('/appkit/v1/config', remoteConfigResponseSchema, parameters)).features
}

/**
 * Checks that `origin` may use the project, and says which alert the modal shows when not:
 * - listed: none; not listed: APKT002 (Invalid App Configuration);
 * - HTTP 429: APKT010 (Rate Limited); 5xx: APKT009 (Server Error);
 * - 404 whose answer says the API does not know the project: APKT007 (Invalid Project ID);
 * - no answer: the API is asked again without CORS (`mode: 'no-cors'`); if it answers, it is there
 *   but refused this page's origin (APKT002), else it cannot be reached (APKT009, "could not be reached");
 * - anything else (another 4xx, a malformed answer): APKT008.
 *
 * @example
 * const alert = await checkAllowedOrigin({ apiUrl, projectId, origin: location.origin })
 */
export async function checkAllowedOrigin(parameters: ProjectApiParameters & { origin: string }): Promise<ModalAlert | undefined> {
  let allowedOrigins: string[]
  try {
    allowedOrigins = await fetchAllowedOrigins(parameters)
  } catch (error) {
    return originFailureAlert(error, () => isReachable(parameters))
  }
  return matchOrigin(parameters.origin, allowedOrigins) ? undefined : { code: 'APKT002' }
}

/**
 * The alert for a failed allowed-origins call (see {@link checkAllowedOrigin}); `reachable` is asked
 * only when no answer came.
 */
export async function originFailureAlert(error: unknown, reachable: () => Promise<boolean>): Promise<ModalAlert> {
  if (!(error instanceof HttpRequestError)) return { code: 'APKT008' }
  const { status, reason } = error
  if (status === 429) return { code: 'APKT010' }
  if (status !== undefined && status >= 500 && status <= 599) return { code: 'APKT009' }
  if (status === 404 && isUnknownProjectAnswer(error.body)) return { code: 'APKT007' }
  if (reason === 'timeout') return { code: 'APKT009', description: 'alert.APKT009.unreachable' }
  // A browser reports a CORS refusal exactly like a network failure; only a second, opaque request
  // tells an API that is up but refuses this origin from one that is down.
  if (reason === 'network') return (await reachable()) ? { code: 'APKT002' } : { code: 'APKT009', description: 'alert.APKT009.unreachable' }
  return { code: 'APKT008' }
}

// An opaque (no-cors) request resolves whenever the server answers, whatever its CORS headers say.
async function isReachable(parameters: ProjectApiParameters): Promise<boolean> {
  const fetchFn = parameters.fetch ?? globalThis.fetch
  try {
    await fetchFn(endpointUrl(parameters, '/projects/v1/origins', sdkQuery(parameters)), {
      mode: 'no-cors',
      credentials: 'omit',
      signal: AbortSignal.timeout(parameters.timeoutMs ?? 10_000),
    })
    return true
  } catch {
    return false
  }
}

// The API answers an id it does not know with 404 `{ error, code: 'unknown_project' }`; any other 404
// (a wrong path, another server at that URL) says nothing about the id.
const unknownProjectSchema = z.object({ code: z.literal('unknown_project') })

function isUnknownProjectAnswer(body: string | undefined): boolean {
  if (body === undefined) return false
  try {
    return unknownProjectSchema.safeParse(JSON.parse(body)).success
  } catch {
    return false
  }
}
