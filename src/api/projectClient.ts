import { z } from 'zod'
import { BaseError } from '../errors/BaseError'
import type { AlertCode } from '../errors/alerts'
import { remoteConfigResponseSchema, type RemoteFeatures } from '../features/remoteFeatures'
import { matchOrigin } from '../origins/matchOrigin'
import { apiUrl, requestJson, sdkQuery } from './httpClient'

/** Explicit inputs of the project calls: no global state. */
export type ProjectApiParameters = {
  /** Base URL of Foyer's API. */
  baseUrl: string
  projectId: string
  /** @default globalThis.fetch */
  fetch?: typeof fetch
  /** SDK version sent as `sv`. @default '0.1.0' */
  sdkVersion?: string
  /** Request timeout in ms. @default 10_000 */
  timeoutMs?: number
}

/** Type of {@link ProjectApiError}. */
export type ProjectApiErrorType = ProjectApiError & { name: 'ProjectApiError' }

/** A project call failed; `status` is the HTTP status when there was an answer. */
export class ProjectApiError extends BaseError {
  override name = 'ProjectApiError'
  status: number | undefined
  constructor(path: string, { status, cause }: { status?: number | undefined; cause?: unknown }) {
    super('An error occurred', {
      cause,
      details: status === undefined ? `${path} failed` : `${path} answered HTTP ${status}`,
      docsPath: '/errors#project-api',
    })
    this.status = status
  }
}

const originsResponseSchema = z.object({ allowedOrigins: z.array(z.string().max(300)).max(1000) })

async function getJson<T>(path: string, schema: z.ZodType<T>, parameters: ProjectApiParameters): Promise<T> {
  return requestJson({
    url: apiUrl(parameters.baseUrl, path, sdkQuery(parameters)),
    schema,
    fetch: parameters.fetch,
    timeoutMs: parameters.timeoutMs,
    toError: ({ status, cause }) => new ProjectApiError(path, { status, cause }),
  })
}

/**
 * The project's allowed origins (`GET /projects/v1/origins`).
 *
 * @example
 * await fetchAllowedOrigins({ baseUrl: 'http://127.0.0.1:8787', projectId: 'foyer-local' })
 */
export async function fetchAllowedOrigins(parameters: ProjectApiParameters): Promise<string[]> {
  return (await getJson('/projects/v1/origins', originsResponseSchema, parameters)).allowedOrigins
}

/** The project's remote feature flags (`GET /appkit/v1/config`); merge with `resolveRemoteFeatures`. */
export async function fetchRemoteFeatures(parameters: ProjectApiParameters): Promise<Partial<RemoteFeatures>> {
  return (await getJson('/appkit/v1/config', remoteConfigResponseSchema, parameters)).features
}

/**
 * The spec's mapping of the allowed-origins check to an alert: not listed ->
 * APKT002; HTTP 429 -> APKT010; 5xx -> APKT009; any other failure -> APKT008.
 */
export function originCheckAlert(
  result: { allowedOrigins: readonly string[] } | { error: unknown },
  origin: string,
): AlertCode | undefined {
  if ('allowedOrigins' in result) return matchOrigin(origin, result.allowedOrigins) ? undefined : 'APKT002'
  const status = result.error instanceof ProjectApiError ? result.error.status : undefined
  if (status === 429) return 'APKT010'
  if (status !== undefined && status >= 500 && status <= 599) return 'APKT009'
  return 'APKT008'
}
