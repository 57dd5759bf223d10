import { installedByRdns, installedConnectorFor, isInstalledConnector } from './matchInstalled'
import type { RecentWallet } from './recentWallets'
import { maxRecentWallets, recommendedWalletCount } from './walletListLimits'
import { toPairingWallet, type ConnectorInfo, type CustomWallet, type ListedWallet, type WalletListItem } from './walletTypes'

/** The Connect view's default order, group by group. */
export const connectorOrder = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const

export { recommendedWalletCount } from './walletListLimits'

/** What {@link orderConnectWallets} merges. */
export type OrderConnectWalletsParameters = {
  /** wagmi's connectors. */
  connectors: readonly ConnectorInfo[]
  /** Remembered wallets, most recent first. */
  recent?: readonly RecentWallet[]
  /** Registry wallets for `featuredWalletIds`, any order. */
  featured?: readonly ListedWallet[]
  /** The app's `featuredWalletIds`, in the order to show them. */
  featuredWalletIds?: readonly string[]
  /** The app's `customWallets`. */
  custom?: readonly CustomWallet[]
  /** Registry wallets in registry order; the first fitting {@link recommendedWalletCount} are shown. */
  recommended?: readonly ListedWallet[]
  /** The app's `excludeWalletIds`: never shown from the registry, featured, custom or recent lists. */
  excludeWalletIds?: readonly string[]
}

/**
 * The Connect view's wallets in {@link connectorOrder}: WalletConnect, recent (at most 2), installed
 * (EIP-6963 announced, then injected), featured (in the app's order), custom, external connectors,
 * then 4 recommended registry wallets. Each wallet appears once, at its first place: a registry wallet
 * that is installed (same rdns) shows as the installed connector, and a recent one only as recent.
 * Embedded-wallet (AUTH) connectors are not wallets to pick here.
 *
 * @example
 * orderConnectWallets({ connectors, recent, featured, featuredWalletIds: ['rainbow'], recommended })
 */
export function orderConnectWallets(parameters: OrderConnectWalletsParameters): WalletListItem[] {
  const excluded = new Set(parameters.excludeWalletIds ?? [])
  const byRdns = installedByRdns(parameters.connectors)
  const items: WalletListItem[] = []
  const shownConnectors = new Set<string>()
  const shownWallets = new Set<string>()

  const addConnector = (connector: ConnectorInfo, source: WalletListItem['source'], recent = false, registryId?: string) => {
    if (shownConnectors.has(connector.uid)) return
    shownConnectors.add(connector.uid)
    if (registryId) shownWallets.add(registryId)
    items.push({ kind: 'connector', key: `connector:${connector.uid}`, source, connector, installed: isInstalledConnector(connector), recent, registryId })
  }
  const addWallet = (wallet: ListedWallet, source: WalletListItem['source'], recent = false) => {
    if (excluded.has(wallet.id) || shownWallets.has(wallet.id)) return
    const installed = installedConnectorFor(wallet, byRdns)
    if (installed) {
      // An installed wallet is offered once, as the browser wallet (it connects without pairing).
      if (recent) addConnector(installed, source, true, wallet.id)
      else shownWallets.add(wallet.id)
      return
    }
    shownWallets.add(wallet.id)
    items.push({ kind: 'pairing', key: `wallet:${wallet.id}`, source, wallet: toPairingWallet(wallet), recent })
  }
  const registryIdOf = (connector: ConnectorInfo) =>
    [...(parameters.recommended ?? []), ...(parameters.featured ?? [])].find((wallet) => wallet.rdns && connector.rdns.includes(wallet.rdns))?.id

  for (const connector of parameters.connectors) if (connector.kind === 'WALLET_CONNECT') addConnector(connector, 'walletConnect')

  for (const recent of (parameters.recent ?? []).slice(0, maxRecentWallets)) {
    const connector = parameters.connectors.find(
      (candidate) =>
        candidate.kind !== 'WALLET_CONNECT' && (candidate.id === recent.connectorId || (recent.rdns !== undefined && candidate.rdns.includes(recent.rdns))),
    )
    if (connector) addConnector(connector, 'recent', true, recent.connectorId === recent.id ? undefined : recent.id)
    // A browser wallet that is gone cannot be connected; a registry or custom one can be paired.
    else if (recent.connectorId === undefined || recent.connectorId !== recent.id) addWallet(recent, 'recent', true)
  }

  const installed = parameters.connectors.filter(isInstalledConnector)
  for (const connector of [...installed.filter((c) => c.kind === 'ANNOUNCED'), ...installed.filter((c) => c.kind === 'INJECTED')]) {
    addConnector(connector, 'injected', false, registryIdOf(connector))
  }

  const featuredOrder = parameters.featuredWalletIds ?? []
  const featured = [...(parameters.featured ?? [])]
    .filter((wallet) => featuredOrder.includes(wallet.id))
    .sort((a, b) => featuredOrder.indexOf(a.id) - featuredOrder.indexOf(b.id))
  for (const wallet of featured) addWallet(wallet, 'featured')

  for (const wallet of parameters.custom ?? []) addWallet(wallet, 'custom')

  for (const connector of parameters.connectors) {
    if (connector.kind === 'EXTERNAL' || connector.kind === 'MULTI_CHAIN') addConnector(connector, 'external')
  }

  let recommended = 0
  for (const wallet of parameters.recommended ?? []) {
    if (recommended >= recommendedWalletCount) break
    const before = items.length
    if (!installedConnectorFor(wallet, byRdns)) addWallet(wallet, 'recommended')
    if (items.length > before) recommended++
  }
  return items
}
