import type { FoyerApi } from '../src/api/foyerApi'
import { missingApiOption } from '../src/api/foyerApi'
import type { RemoteFeatures } from '../src/features/remoteFeatures'
import type { ModalAlert } from '../src/errors/alerts'
import { afterNextPaint } from '../src/scheduling/afterNextPaint'

// The project client (and the zod schemas it parses with) loads when a check is sent, not with the
// modal's first chunk: both checks run after the dialog is on screen anyway.
const loadProjectClient = () => import('../src/api/projectClient')

/** Key of the check whether the project allows the page's origin. */
export function allowedOriginQueryKey(api: FoyerApi, origin: string) {
  return ['foyer.allowedOrigins', { ...api, origin }] as const
}

/**
 * Whether the project allows `origin`: the alert to show (unknown project, origin not allowed, API
 * unreachable or failing, rate limited), or `null`. Asked once per page and sent after the next
 * paint; no retries. Idle while `apiUrl` or `projectId` is missing.
 *
 * @example
 * useQuery({ ...allowedOriginQueryOptions(api, location.origin), enabled: modalOpen })
 */
export function allowedOriginQueryOptions(api: FoyerApi, origin: string) {
  return {
    queryKey: allowedOriginQueryKey(api, origin),
    queryFn: (): Promise<ModalAlert | null> =>
      afterNextPaint()
        .then(loadProjectClient)
        .then(({ checkAllowedOrigin }) => checkAllowedOrigin({ ...api, origin }))
        .then((alert) => alert ?? null),
    enabled: missingApiOption(api) === undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  }
}

/** Key of the project's remote feature flags. */
export function remoteFeaturesQueryKey(api: FoyerApi) {
  return ['foyer.remoteFeatures', { ...api }] as const
}

/**
 * The project's remote feature flags (only those the API sets; the defaults fill the rest). Asked
 * once per page and sent after the next paint; no retries. Idle while `apiUrl` or `projectId` is
 * missing.
 *
 * @example
 * useQuery({ ...remoteFeaturesQueryOptions(api), enabled: modalOpen })
 */
export function remoteFeaturesQueryOptions(api: FoyerApi) {
  return {
    queryKey: remoteFeaturesQueryKey(api),
    queryFn: (): Promise<Partial<RemoteFeatures>> =>
      afterNextPaint()
        .then(loadProjectClient)
        .then(({ fetchRemoteFeatures }) => fetchRemoteFeatures(api)),
    enabled: missingApiOption(api) === undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  }
}
