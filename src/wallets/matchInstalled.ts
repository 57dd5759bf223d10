import type { ConnectorInfo, ListedWallet } from './walletTypes'

/** Whether a connector is a wallet in this browser (announced through EIP-6963, or injected). */
export function isInstalledConnector(connector: Pick<ConnectorInfo, 'kind'>): boolean {
  return connector.kind === 'ANNOUNCED' || connector.kind === 'INJECTED'
}

/**
 * Indexes installed connectors by rdns, so a registry wallet that is also installed is shown once,
 * as the installed connector.
 */
export function installedByRdns(connectors: readonly ConnectorInfo[]): Map<string, ConnectorInfo> {
  const byRdns = new Map<string, ConnectorInfo>()
  for (const connector of connectors) {
    if (!isInstalledConnector(connector)) continue
    for (const rdns of connector.rdns) if (!byRdns.has(rdns)) byRdns.set(rdns, connector)
  }
  return byRdns
}

/** The installed connector that is this registry wallet, if any. */
export function installedConnectorFor(wallet: ListedWallet, byRdns: ReadonlyMap<string, ConnectorInfo>): ConnectorInfo | undefined {
  return wallet.rdns ? byRdns.get(wallet.rdns) : undefined
}
