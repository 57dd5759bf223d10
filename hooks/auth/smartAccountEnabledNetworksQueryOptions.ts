import type { AuthConnectorProperties } from '../../connectors/authConnectorTypes'

/** The auth connector as this query needs it: its `uid` (the key) and the frame's network list. */
export type SmartAccountEnabledNetworksSource = { uid: string } & Pick<AuthConnectorProperties, 'smartAccountEnabledNetworks'>

/** Key of the networks where the embedded wallet may use a smart account, per auth connector. */
export function smartAccountEnabledNetworksQueryKey(parameters: { connectorUid: string | undefined }) {
  return ['foyer.smartAccountEnabledNetworks', { connectorUid: parameters.connectorUid }] as const
}

/**
 * The chain ids where smart accounts are enabled for the embedded wallet, as the auth frame answers
 * them. Asked once per auth connector (the list is the project's setting for the page's life), no
 * retries; idle without an auth connector.
 *
 * @example
 * useQuery(smartAccountEnabledNetworksQueryOptions(useAuthConnector()))
 */
export function smartAccountEnabledNetworksQueryOptions(auth: SmartAccountEnabledNetworksSource | undefined) {
  return {
    queryKey: smartAccountEnabledNetworksQueryKey({ connectorUid: auth?.uid }),
    queryFn: () => (auth as SmartAccountEnabledNetworksSource).smartAccountEnabledNetworks(),
    enabled: auth !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  }
}
