import { useQuery } from '@tanstack/react-query'
import { fetchAllowedOrigins, fetchRemoteFeatures, originCheckAlert } from '../src/api/projectClient'
import type { AlertCode } from '../src/errors/alerts'
import { resolveRemoteFeatures, type RemoteFeatures } from '../src/features/remoteFeatures'
import { afterNextPaint } from '../src/scheduling/afterNextPaint'
import { useFoyerAnalyticsForbidden, useFoyerModal, useFoyerOptions } from './foyerContext'

/**
 * The allowed-origins check, run once per page when the modal first opens
 * (never at page load), mapped to the spec's alert codes.
 */
export function useOriginAlert(): AlertCode | undefined {
  const options = useFoyerOptions()
  const modal = useFoyerModal()
  const analyticsForbidden = useFoyerAnalyticsForbidden()
  const { apiUrl, projectId } = options
  const query = useQuery({
    queryKey: ['foyer.allowedOrigins', { apiUrl, projectId }],
    // Asked when the modal opens, sent once the modal is on screen.
    queryFn: () => afterNextPaint().then(() => fetchAllowedOrigins({ baseUrl: apiUrl, projectId })),
    enabled: modal.open && projectId !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  if (projectId === '') return 'APKT008'
  const origin = typeof location === 'undefined' ? '' : location.origin
  const checked = query.isSuccess
    ? originCheckAlert({ allowedOrigins: query.data }, origin)
    : query.isError
      ? originCheckAlert({ error: query.error }, origin)
      : undefined
  // Spec section 8: analytics answering 403 shows Invalid App Configuration (the flag is set once).
  return checked ?? (analyticsForbidden ? 'APKT002' : undefined)
}

/**
 * The project's remote feature flags, fetched when the modal first opens;
 * the spec's defaults while loading and when the call fails.
 */
export function useRemoteFeatures(): RemoteFeatures {
  const options = useFoyerOptions()
  const modal = useFoyerModal()
  const { apiUrl, projectId } = options
  const query = useQuery({
    queryKey: ['foyer.remoteFeatures', { apiUrl, projectId }],
    queryFn: () => afterNextPaint().then(() => fetchRemoteFeatures({ baseUrl: apiUrl, projectId })),
    enabled: modal.open && projectId !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  return resolveRemoteFeatures(query.data)
}
