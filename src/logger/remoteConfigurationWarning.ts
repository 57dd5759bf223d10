import { HttpRequestError } from '../errors/httpErrors'
import type { RemoteFeatures } from '../features/remoteFeatures'
import type { FoyerNotification } from './notificationStore'

/** The source of the warning, as the notification store and the logs name it. */
export const REMOTE_CONFIGURATION_IGNORED = 'remote-configuration-ignored'

/** The app's local options that a project's remote flags can overrule. */
export type LocalFeatureOptions = {
  /** `FoyerProvider`'s `captureEmail` is set (DataCapture needs the remote `emailCapture` flag). */
  captureEmail: boolean
  /** The wagmi config has `authConnector()` (e-mail and social login need the remote `email` or `socials` flag). */
  authConnector: boolean
}

type Warning = Pick<FoyerNotification, 'level' | 'message' | 'source'>

/**
 * The warning when the project's remote configuration and the app's local options disagree, once
 * the remote answer is in:
 * - the answer came but could not be read (not the expected shape): the remote configuration is
 *   ignored and the defaults apply;
 * - the answer turns off what a local option asks for (`captureEmail` with `emailCapture` off,
 *   `authConnector()` with e-mail and socials off, or `pay` on): the local option is ignored.
 * `undefined` when nothing is ignored, while the answer is on its way, and when the API could not
 * be reached (that has its own alerts).
 *
 * @example
 * remoteConfigurationWarning({ features: { ...defaultRemoteFeatures, emailCapture: false } }, { captureEmail: true, authConnector: false })
 * // { level: 'warning', source: 'remote-configuration-ignored', message: 'Your local configuration for captureEmail was ignored ...' }
 */
export function remoteConfigurationWarning(
  remote: { features?: RemoteFeatures | undefined; error?: unknown },
  local: LocalFeatureOptions,
): Warning | undefined {
  if (remote.error instanceof HttpRequestError && remote.error.reason === 'parse') {
    return {
      level: 'warning',
      source: REMOTE_CONFIGURATION_IGNORED,
      message: "The project's remote configuration was ignored: the API's answer is not valid. The default features apply.",
    }
  }
  const { features } = remote
  if (!features) return undefined
  const ignored: string[] = []
  if (local.captureEmail && !features.emailCapture) ignored.push('captureEmail (the emailCapture flag is off)')
  if (local.authConnector && !features.email && features.socials === false) {
    ignored.push(features.pay ? 'authConnector() (pay is on, which turns e-mail and social login off)' : 'authConnector() (e-mail and social login are off)')
  }
  if (ignored.length === 0) return undefined
  return {
    level: 'warning',
    source: REMOTE_CONFIGURATION_IGNORED,
    message: `Your local configuration for ${ignored.join(', ')} was ignored because the project's remote configuration was fetched. Change these features in the project's settings on your Foyer API.`,
  }
}
