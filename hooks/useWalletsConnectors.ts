import { useMemo } from 'react'
import { useConnectors, type Connector } from 'wagmi'
import { getConnectorType } from '../connectors/connectorType'
import { hasInjectedProvider, listedConnectors } from '../src/wallets/listedConnectors'
import type { ConnectorInfo } from '../src/wallets/walletTypes'

/** What the wallet lists need of a wagmi connector: its kind and the rdns names it answers to. */
export function toConnectorInfo(connector: Connector): ConnectorInfo {
  const kind = getConnectorType(connector)
  const rdns = typeof connector.rdns === 'string' ? [connector.rdns] : connector.rdns ? [...connector.rdns] : []
  // wagmi makes each EIP-6963 announcement a connector whose id is the wallet's rdns.
  if (rdns.length === 0 && kind === 'ANNOUNCED') rdns.push(connector.id)
  return { uid: connector.uid, id: connector.id, name: connector.name, icon: connector.icon, kind, rdns }
}

/** Return type of {@link useWalletsConnectors}. */
export type UseWalletsConnectorsReturnType = {
  /** wagmi's connectors the wallet lists offer (not the generic `injected()` one without `window.ethereum`). */
  infos: ConnectorInfo[]
  /** The wagmi connector behind a `ConnectorInfo.uid`. */
  byUid: ReadonlyMap<string, Connector>
}

/**
 * wagmi's connectors (configured ones and EIP-6963 announcements) for the wallet lists; wagmi's generic
 * `injected()` connector only when the browser has the `window.ethereum` it would drive.
 *
 * @example
 * const { infos, byUid } = useWalletsConnectors()
 */
export function useWalletsConnectors(): UseWalletsConnectorsReturnType {
  const connectors = useConnectors()
  return useMemo(
    () => ({
      infos: listedConnectors(connectors.map(toConnectorInfo), { injectedProvider: hasInjectedProvider() }),
      byUid: new Map(connectors.map((connector) => [connector.uid, connector])),
    }),
    [connectors],
  )
}
