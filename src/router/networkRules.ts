import { namespaceOf } from '../chains/caip'
import type { Route, View } from './views'

/*
 * The network switching rules as pure functions, one per question the modal
 * asks: which view handles a switch, what an activated network leads to, what happens after a
 * switch, and what an active-network change resets. Table tests sit beside this file.
 */

/** A request to switch the active network. */
export type SwitchRequest = {
  /** CAIP-2 id of the network asked for. */
  target: string
  /** CAIP-2 id of the active network, if any. */
  active: string | undefined
  /**
   * The user already confirmed the switch.
   * @default false
   */
  confirmed?: boolean
  /**
   * The auth (embedded wallet) connector supports the target chain.
   * @default false
   */
  authConnectorSupportsTarget?: boolean
  /** A wallet is connected on the current chain. */
  isConnected: boolean
  /** Namespaces in which a wallet is connected, e.g. `['eip155']`. */
  connectedNamespaces: readonly string[]
  /** For SwitchActiveChain: the view to show once the switch is done. */
  redirectView?: View
  /** For SwitchActiveChain: replace the current view instead of pushing the redirect. */
  replace?: boolean
}

/** What to do with a {@link SwitchRequest}: nothing, or show the route that performs the switch. */
export type SwitchDecision = { type: 'none' } | { type: 'show'; route: Route }

/**
 * Which view performs a switch: nothing for the active network; SwitchNetwork when confirmed or
 * when the auth connector supports the target; SwitchActiveChain when a wallet is connected on the
 * current chain but not in the target's namespace; SwitchNetwork otherwise.
 *
 * @example
 * resolveSwitchRequest({ target: 'eip155:8453', active: 'eip155:1', isConnected: true, connectedNamespaces: ['eip155'] })
 * // { type: 'show', route: { view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:8453' } } }
 */
export function resolveSwitchRequest(request: SwitchRequest): SwitchDecision {
  const { target, active, confirmed = false, authConnectorSupportsTarget = false, isConnected, connectedNamespaces } = request
  if (target === active) return { type: 'none' }
  const switchNetwork: SwitchDecision = { type: 'show', route: { view: 'SwitchNetwork', data: { caipNetworkId: target } } }
  if (confirmed || authConnectorSupportsTarget) return switchNetwork
  const targetNamespace = namespaceOf(target)
  // A malformed target has no namespace, which is never among the connected ones.
  if (isConnected && !connectedNamespaces.some((namespace) => namespace === targetNamespace)) {
    const data: Extract<Route, { view: 'SwitchActiveChain' }>['data'] = { caipNetworkId: target }
    if (request.redirectView) data.redirectView = request.redirectView
    if (request.replace !== undefined) data.replace = request.replace
    return { type: 'show', route: { view: 'SwitchActiveChain', data } }
  }
  return switchNetwork
}

/** How a switch attempt ended. */
export type SwitchOutcome =
  | { ok: false }
  | {
      ok: true
      /** The network active before the switch was not in the app's list. */
      fromUnlistedNetwork: boolean
      /** SwitchActiveChain's follow-up view, if any. */
      redirectView?: View | undefined
      /** Replace the current view with the redirect instead of pushing it. */
      replace?: boolean | undefined
    }

/**
 * The next step after a switch: `back` to where the switch was asked from (the failure's reason
 * stays visible there), `close` the modal, `redirect` to SwitchActiveChain's follow-up view, or
 * `leave` the switch view (history back).
 */
export type AfterSwitchAction = { type: 'back' } | { type: 'close' } | { type: 'redirect'; route: Route; replace: boolean } | { type: 'leave' }

/**
 * A failed switch goes back; a successful switch out of an unlisted network closes the modal;
 * otherwise a redirect, if one was asked for, or leaving the switch view.
 *
 * @example
 * afterSwitch({ ok: true, fromUnlistedNetwork: true }) // { type: 'close' }
 */
export function afterSwitch(outcome: SwitchOutcome): AfterSwitchAction {
  if (!outcome.ok) return { type: 'back' }
  if (outcome.fromUnlistedNetwork) return { type: 'close' }
  if (outcome.redirectView) return { type: 'redirect', route: { view: outcome.redirectView } as Route, replace: outcome.replace ?? false }
  return { type: 'leave' }
}

/** What an active-network change resets. */
export type ActiveNetworkChange = {
  /** The active network is another one. */
  changed: boolean
  /** The send form must be reset. */
  resetSendForm: boolean
  /** The namespace changed too: set the namespace-switching flag. */
  namespaceSwitching: boolean
}

/**
 * When the active network changes, the send form is reset, and the namespace-switching flag is set
 * if the namespace differs.
 *
 * @example
 * activeNetworkChange('eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
 * // { changed: true, resetSendForm: true, namespaceSwitching: true }
 */
export function activeNetworkChange(previous: string | undefined, next: string | undefined): ActiveNetworkChange {
  const changed = previous !== next
  return {
    changed,
    resetSendForm: changed,
    // A first activation has no namespace to switch from.
    namespaceSwitching: changed && previous !== undefined && next !== undefined && namespaceOf(previous) !== namespaceOf(next),
  }
}
