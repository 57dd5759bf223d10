import { installedByRdns, installedConnectorFor, isInstalledConnector } from './matchInstalled'
import { toPairingWallet, type ConnectorInfo, type CustomWallet, type ListedWallet, type WalletListItem } from './walletTypes'

/** What {@link allWalletsItems} merges. */
export type AllWalletsItemsParameters = {
  /** wagmi's connectors; the installed ones come first. */
  connectors: readonly ConnectorInfo[]
  /** The app's `customWallets`. */
  custom?: readonly CustomWallet[]
  /** Registry wallets loaded so far (pages of the list, or the search results), in the API's order. */
  registry: readonly ListedWallet[]
  /** The search text already sent to the registry; installed and custom wallets are filtered by it here. */
  search?: string
  /** The app's `excludeWalletIds`. */
  excludeWalletIds?: readonly string[]
}

/**
 * The AllWallets list: installed wallets first (EIP-6963 announced, then injected; marked so), then
 * custom wallets, then the registry wallets, each once: a registry wallet that is installed (same
 * rdns) is left out, since it is already at the top.
 *
 * @example
 * allWalletsItems({ connectors, registry: pages.flatMap((page) => page.data), search: 'rain' })
 */
export function allWalletsItems(parameters: AllWalletsItemsParameters): WalletListItem[] {
  const search = parameters.search?.trim().toLowerCase() ?? ''
  const matches = (name: string) => !search || name.toLowerCase().includes(search)
  const excluded = new Set(parameters.excludeWalletIds ?? [])
  const byRdns = installedByRdns(parameters.connectors)
  const items: WalletListItem[] = []
  const seen = new Set<string>()

  const installed = parameters.connectors.filter(isInstalledConnector)
  for (const connector of [...installed.filter((c) => c.kind === 'ANNOUNCED'), ...installed.filter((c) => c.kind === 'INJECTED')]) {
    if (!matches(connector.name)) continue
    items.push({ kind: 'connector', key: `connector:${connector.uid}`, source: 'injected', connector, installed: true, recent: false })
  }
  const addWallet = (wallet: ListedWallet, source: 'custom' | 'registry') => {
    if (seen.has(wallet.id) || excluded.has(wallet.id) || installedConnectorFor(wallet, byRdns)) return
    seen.add(wallet.id)
    const namespaces = wallet.chains?.length ? [...new Set(wallet.chains.map((chain) => chain.slice(0, chain.indexOf(':'))))] : undefined
    items.push({ kind: 'pairing', key: `wallet:${wallet.id}`, source, wallet: toPairingWallet(wallet), recent: false, ...(namespaces ? { namespaces } : {}) })
  }
  for (const wallet of parameters.custom ?? []) if (matches(wallet.name)) addWallet(wallet, 'custom')
  for (const wallet of parameters.registry) addWallet(wallet, 'registry')
  return items
}
