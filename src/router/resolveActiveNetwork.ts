import type { View } from './views'

/*
 * The network rule the guard applies from the first connection, possibly before the modal's code is
 * in: what a change of the wallet's active network leads to. A file of its own, apart from the other
 * rules in `networkRules.ts` (which the modal's chunks use), so the guard's chunk carries neither
 * them nor the CAIP helpers they need; its table tests sit in `networkRules.test.ts` with theirs.
 */

/** What the modal knows when the wallet's active network may have changed. */
export type ActiveNetworkContext = {
  /** CAIP-2 id of the active network the last time this was asked (undefined at first). */
  previous: string | undefined
  /** CAIP-2 id of the active network now. */
  active: string | undefined
  /** A wallet is connected. */
  isConnected: boolean
  /** CAIP-2 ids of the networks the app lists (its wagmi chains). */
  requested: readonly string[]
  /** Network switching is enabled. */
  enableNetworkSwitch: boolean
  /** The app allows networks outside its list. */
  allowUnsupportedChain: boolean
  /** The basic wallet-connect mode is on. */
  basicMode: boolean
  /** The view on top of the modal, or undefined when the modal is closed. */
  openView: View | undefined
}

/** What an active-network change leads to. */
export type ActiveNetworkAction = { type: 'none' } | { type: 'openUnsupportedChain' } | { type: 'close' }

/**
 * UnsupportedChain opens when a network outside the requested list is activated, network
 * switching is enabled, unsupported chains are not allowed and basic mode is off. Once the active
 * network is listed again (or the wallet is gone), an open UnsupportedChain closes the modal.
 *
 * @example
 * resolveActiveNetwork({ previous: 'eip155:1', active: 'eip155:5', isConnected: true, requested: ['eip155:1'],
 *   enableNetworkSwitch: true, allowUnsupportedChain: false, basicMode: false, openView: undefined })
 * // { type: 'openUnsupportedChain' }
 */
export function resolveActiveNetwork(context: ActiveNetworkContext): ActiveNetworkAction {
  const { previous, active, isConnected, requested, openView } = context
  const listed = requested.some((id) => id === active)
  const activated = isConnected && active !== undefined && active !== previous
  if (activated && !listed && context.enableNetworkSwitch && !context.allowUnsupportedChain && !context.basicMode) {
    return openView === 'UnsupportedChain' ? { type: 'none' } : { type: 'openUnsupportedChain' }
  }
  if (openView === 'UnsupportedChain' && (listed || !isConnected)) return { type: 'close' }
  return { type: 'none' }
}
