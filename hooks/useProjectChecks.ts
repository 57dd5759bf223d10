import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { missingApiOption } from '../src/api/foyerApi'
import type { ModalAlert } from '../src/errors/alerts'
import { reportMissingOption } from '../src/config/reportMissingOption'
import { FoyerConfigError } from '../src/errors/configErrors'
import { resolveRemoteFeatures } from '../src/features/remoteFeatureDefaults'
import type { RemoteFeatures } from '../src/features/remoteFeatures'
import { remoteConfigurationWarning } from '../src/logger/remoteConfigurationWarning'
import { useAuthConnector } from './auth/useAuthConnector'
import { useFoyerAnalyticsForbidden, useFoyerApi, useFoyerModal, useFoyerOptions, useFoyerRaisedAlert } from './foyerContext'
import { allowedOriginQueryOptions, remoteFeaturesQueryOptions } from './projectQueryOptions'

/**
 * The alert the modal shows about the app's setup, checked once per page when the modal first opens
 * (never at page load): a missing `projectId` or `apiUrl` (APKT008, naming the option, also logged as
 * a `FoyerConfigError`), a project id the API does not know (APKT007), an origin the project does not
 * allow (APKT002), an API that cannot be reached or fails (APKT009), rate limiting (APKT010); else
 * the alert a reported failure raised until the modal closes (APKT001 a network that is not
 * configured, APKT002/APKT007/APKT006 from the services' error texts, see `alertForError`).
 */
export function useOriginAlert(): ModalAlert | undefined {
  const { config } = useFoyerOptions()
  const api = useFoyerApi()
  const modal = useFoyerModal()
  const analyticsForbidden = useFoyerAnalyticsForbidden()
  const raised = useFoyerRaisedAlert()
  const origin = typeof location === 'undefined' ? '' : location.origin
  const missing = missingApiOption(api)
  const options = allowedOriginQueryOptions(api, origin)
  // Asked when the modal opens, sent once the modal is on screen.
  const query = useQuery({ ...options, enabled: modal.open && options.enabled })
  if (missing !== undefined) {
    // Logged once per option and configuration, however often the modal renders.
    if (modal.open) reportMissingOption(config, new FoyerConfigError({ option: missing, reason: 'missing' }))
    return { code: 'APKT008', description: missing === 'projectId' ? 'alert.APKT008.missingProjectId' : 'alert.APKT008.missingApiUrl' }
  }
  // Then the alert a failure raised (a network not configured, a refused origin or key, an expired
  // or not yet valid token), then analytics answering 403: Invalid App Configuration (set once).
  return query.data ?? raised ?? (analyticsForbidden ? { code: 'APKT002' } : undefined)
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
  const api = useFoyerApi()
  const modal = useFoyerModal()
  const options = remoteFeaturesQueryOptions(api)
  const query = useQuery({ ...options, enabled: modal.open && options.enabled })
  return { features: resolveRemoteFeatures(query.data), isLoading: query.fetchStatus === 'fetching' && query.data === undefined }
}

/**
 * Warns the app's developer, once per configuration and text, when the project's remote
 * configuration is ignored (its answer is not valid) or overrules a local option (`captureEmail`
 * with e-mail capture off, `authConnector()` with e-mail and social login off): a notification
 * with the source `remote-configuration-ignored`, logged as a warning and shown in the modal in
 * debug mode. Reads the same once-per-page answer as {@link useRemoteFeatures}.
 */
export function useRemoteConfigurationWarning(): void {
  const { config, captureEmail } = useFoyerOptions()
  const api = useFoyerApi()
  const modal = useFoyerModal()
  const auth = useAuthConnector()
  const options = remoteFeaturesQueryOptions(api)
  const query = useQuery({ ...options, enabled: modal.open && options.enabled })
  const warning = remoteConfigurationWarning(
    { features: query.data === undefined ? undefined : resolveRemoteFeatures(query.data), error: query.error },
    { captureEmail: captureEmail !== undefined, authConnector: auth !== undefined },
  )
  // Plain values, so a new object with the same text is the same warning.
  const message = warning?.message
  const source = warning?.source
  useEffect(() => {
    if (message !== undefined && source !== undefined) config.notifications.notifyOnce(`${source}:${message}`, { level: 'warning', source, message })
  }, [config, message, source])
}
