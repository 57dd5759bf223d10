import type { View } from './views'

/**
 * Whether the page's dialog shell lists the wallets of `view` itself: on Connect, in EVM-only apps
 * (no other chain family configured), whose list is the view's whole list. Other families add rows
 * and badges the shell does not know, so their shell keeps its placeholder rows.
 *
 * @example
 * shellListsWallets('Connect', config.namespaces) // true in an EVM-only app
 */
export function shellListsWallets(view: View, namespaces: readonly unknown[]): boolean {
  return view === 'Connect' && namespaces.length === 0
}

/**
 * The longest the shell keeps its place for its wallet list once the full dialog's code is there,
 * in ms; an opening on Connect also holds the full dialog's code back for at most this long.
 */
export const maxShellHoldMs = 300
