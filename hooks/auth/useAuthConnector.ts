import { useMemo } from 'react'
import { useConnectors, type Connector } from 'wagmi'
import { isAuthConnector, type AuthConnectorProperties } from '../../connectors/authConnectorTypes'

/** wagmi's auth connector with Foyer's embedded-wallet operations. */
export type AuthConnector = Connector & AuthConnectorProperties

/**
 * The wagmi config's `authConnector`, or `undefined` when the app did not add one (then the modal
 * shows no e-mail or social sign-in).
 *
 * @example
 * const auth = useAuthConnector()
 */
export function useAuthConnector(): AuthConnector | undefined {
  const connectors = useConnectors()
  return useMemo(() => connectors.find(isAuthConnector) as AuthConnector | undefined, [connectors])
}
