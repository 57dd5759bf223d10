import { installedByRdns, installedConnectorFor, isInstalledConnector } from './matchInstalled'
import type { OrderConnectWalletsParameters } from './orderConnectWallets'
import { toPairingWallet, type ConnectorInfo, type WalletListItem } from './walletTypes'

/** What {@link orderLocalWallets} orders: the parts of the Connect list that need no registry. */
export type OrderLocalWalletsParameters = Pick<OrderConnectWalletsParameters, 'connectors' | 'custom' | 'excludeWalletIds'>

/**
 * The Connect view's wallets that need neither the registry nor stored data: what
 * `orderConnectWallets` lists with no recent, featured or recommended wallets (WalletConnect,
 * installed, custom, external), in the same order and with the same keys. The page's dialog shell
 * lists them in its first frame; this module carries none of the registry's merging, so the page
 * does not either (a module the page imports ships whole, whatever the page uses of it).
 *
 * @example
 * orderLocalWallets({ connectors, custom: options.customWallets })
 */
export function orderLocalWallets({ connectors, custom = [], excludeWalletIds = [] }: OrderLocalWalletsParameters): WalletListItem[] {
  const row = (connector: ConnectorInfo, source: WalletListItem['source']): WalletListItem => ({
    kind: 'connector',
    key: `connector:${connector.uid}`,
    source,
    connector,
    installed: isInstalledConnector(connector),
    recent: false,
    registryId: undefined,
  })
  const installed = connectors.filter(isInstalledConnector)
  const byRdns = installedByRdns(connectors)
  const shown = new Set<string>()
  const pairing = custom.filter((wallet) => {
    if (excludeWalletIds.includes(wallet.id) || shown.has(wallet.id)) return false
    shown.add(wallet.id)
    // An installed wallet is offered once, as the browser wallet.
    return !installedConnectorFor(wallet, byRdns)
  })
  return [
    ...connectors.filter((connector) => connector.kind === 'WALLET_CONNECT').map((connector) => row(connector, 'walletConnect')),
    ...[...installed.filter((c) => c.kind === 'ANNOUNCED'), ...installed.filter((c) => c.kind === 'INJECTED')].map((connector) => row(connector, 'injected')),
    ...pairing.map(
      (wallet): WalletListItem => ({ kind: 'pairing', key: `wallet:${wallet.id}`, source: 'custom', wallet: toPairingWallet(wallet), recent: false }),
    ),
    ...connectors.filter((connector) => connector.kind === 'EXTERNAL' || connector.kind === 'MULTI_CHAIN').map((connector) => row(connector, 'external')),
  ]
}
