import { useQuery } from '@tanstack/react-query'
import type { ModalAlert } from '../src/errors/alerts'
import { reportMissingOption } from '../src/config/reportMissingOption'
import { FoyerConfigError } from '../src/errors/configErrors'
import { resolveRemoteFeatures } from '../src/features/featureDefaults'
import type { RemoteFeatures } from '../src/features/remoteFeatures'
import { afterNextPaint } from '../src/scheduling/afterNextPaint'
import { useFoyerAnalyticsForbidden, useFoyerModal, useFoyerOptions } from './foyerContext'

// The project client (and the zod schemas it parses with) loads when a check is sent, not with the
// modal's first chunk: both checks run after the dialog is on screen anyway.
const loadProjectClient = () => import('../src/api/projectClient')

/**
 * The alert the modal shows about the app's setup, checked once per page when the modal first opens
 * (never at page load): a missing `projectId` or `apiUrl` (APKT008, naming the option, also logged as
 * a `FoyerConfigError`), a project id the API does not know (APKT007), an origin the project does not
 * allow (APKT002), an API that cannot be reached or fails (APKT009), rate limiting (APKT010).
 */
export function useOriginAlert(): ModalAlert | undefined {
  const { apiUrl, projectId, config } = useFoyerOptions()
  const modal = useFoyerModal()
  const analyticsForbidden = useFoyerAnalyticsForbidden()
  const origin = typeof location === 'undefined' ? '' : location.origin
  const configured = projectId !== '' && apiUrl !== ''
  const query = useQuery({
    queryKey: ['foyer.allowedOrigins', { apiUrl, projectId, origin }],
    // Asked when the modal opens, sent once the modal is on screen.
    queryFn: () =>
      afterNextPaint()
        .then(loadProjectClient)
        .then(({ checkAllowedOrigin }) => checkAllowedOrigin({ baseUrl: apiUrl, projectId, origin }))
        .then((alert) => alert ?? null),
    enabled: modal.open && configured,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  if (!configured) {
    const option = projectId === '' ? 'projectId' : 'apiUrl'
    // Logged once per option and configuration, however often the modal renders.
    if (modal.open) reportMissingOption(config, new FoyerConfigError({ option, reason: 'missing' }))
    return { code: 'APKT008', description: option === 'projectId' ? 'alert.APKT008.missingProjectId' : 'alert.APKT008.missingApiUrl' }
  }
  // Analytics answering 403 shows Invalid App Configuration (the flag is set once).
  return query.data ?? (analyticsForbidden ? { code: 'APKT002' } : undefined)
}

/**
 * The project's remote feature flags, fetched when the modal first opens;
 * the defaults while loading and when the call fails.
 */
export function useRemoteFeatures(): RemoteFeatures {
  return useRemoteFeaturesState().features
}

/**
 * {@link useRemoteFeatures} and whether the project's answer is still on its way, for views that
 * would otherwise show a flag's default (e.g. "not enabled") for a moment before the real value.
 */
export function useRemoteFeaturesState(): { features: RemoteFeatures; isLoading: boolean } {
  const { apiUrl, projectId } = useFoyerOptions()
  const modal = useFoyerModal()
  const query = useQuery({
    queryKey: ['foyer.remoteFeatures', { apiUrl, projectId }],
    queryFn: () =>
      afterNextPaint()
        .then(loadProjectClient)
        .then(({ fetchRemoteFeatures }) => fetchRemoteFeatures({ baseUrl: apiUrl, projectId })),
    enabled: modal.open && projectId !== '' && apiUrl !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  return { features: resolveRemoteFeatures(query.data), isLoading: query.fetchStatus === 'fetching' && query.data === undefined }
}
