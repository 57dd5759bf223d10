import type { Route, View } from './views'

/** What the modal knows when it is asked to open. */
export type OpenContext = {
  /** View the caller asked for, if any. */
  requested?: Route | undefined
  /** Namespace the caller asked for (e.g. `solana`), if any. */
  requestedNamespace?: string | undefined
  /** Namespace of the active network. */
  activeNamespace?: string | undefined
  /** An address is connected in the active namespace. */
  isConnected: boolean
  /** At least one chain adapter (namespace) is configured. */
  hasAdapters: boolean
  /** The page runs on a mobile device. */
  isMobile: boolean
  /**
   * The All Wallets view is on (the app's `allWallets` switch); without it a phone without adapters
   * gets the basic pairing view too.
   * @default true
   */
  allWalletsEnabled?: boolean
}

/** Result of the opening rules: the first route, and a namespace to switch to without confirmation. */
export type OpenDecision = {
  route: Route
  /** Set when the modal must switch to this namespace before showing `route`. */
  switchNamespace?: string
}

/**
 * The modal's opening rules as one pure function.
 *
 * @example
 * resolveOpenRoute({ isConnected: true, hasAdapters: true, isMobile: false })
 * // { route: { view: 'Account' } }
 */
export function resolveOpenRoute(context: OpenContext): OpenDecision {
  const { requested, requestedNamespace, activeNamespace, isConnected, hasAdapters, isMobile } = context
  const fallback: View = isConnected ? 'Account' : 'Connect'
  if (requestedNamespace && requestedNamespace !== activeNamespace) {
    // The caller asked for another chain family: switch without asking, then show what was asked.
    return { route: requested ?? { view: fallback }, switchNamespace: requestedNamespace }
  }
  if (requested) return { route: requested }
  if (!hasAdapters && !isConnected) {
    return { route: { view: isMobile && context.allWalletsEnabled !== false ? 'AllWallets' : 'ConnectingWalletConnectBasic' } }
  }
  return { route: { view: fallback } }
}

/** Views on which the close control may be disabled by sign-in rules. */
const signViews: readonly View[] = ['SIWXSignMessage', 'ApproveTransaction']

/**
 * On the sign and approve views the close control is disabled when sign-in is
 * required and there is no session yet.
 */
export function canClose(context: { view: View; signInRequired: boolean; hasSession: boolean }): boolean {
  if (!signViews.includes(context.view)) return true
  return !(context.signInRequired && !context.hasSession)
}
