import type { ConnectorInfo } from './walletTypes'

/** The id of wagmi's generic `injected()` connector (no `target`): it drives whatever `window.ethereum` is. */
export const genericInjectedConnectorId = 'injected'

/**
 * Whether the page has `window.ethereum`, the provider wagmi's generic `injected()` connector would
 * use. Read when a wallet list is built, never at import (it is `false` on the server).
 *
 * @example
 * hasInjectedProvider() // true in a browser with MetaMask, false without a wallet extension
 */
export function hasInjectedProvider(): boolean {
  if (typeof window === 'undefined') return false
  const { ethereum } = window as Window & { ethereum?: unknown }
  return typeof ethereum === 'object' && ethereum !== null
}

/**
 * The connectors the wallet lists offer. wagmi's generic `injected()` connector is left out when the
 * browser has no `window.ethereum`: it would show as an installed wallet that cannot connect. Every
 * other connector is kept as it is, the generic one too when the provider exists (next to the
 * wallets announced through EIP-6963, as any installed connector).
 *
 * @example
 * listedConnectors(infos, { injectedProvider: hasInjectedProvider() })
 */
export function listedConnectors(connectors: readonly ConnectorInfo[], { injectedProvider }: { injectedProvider: boolean }): ConnectorInfo[] {
  if (injectedProvider) return [...connectors]
  return connectors.filter((connector) => !(connector.kind === 'INJECTED' && connector.id === genericInjectedConnectorId))
}
