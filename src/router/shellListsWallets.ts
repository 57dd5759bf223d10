import type { View } from './views'

/**
 * Whether the page's dialog shell lists the wallets of `view` itself: on Connect, in every app. The
 * rows that need no registry (connectors, announced browser wallets, other families' wallets with
 * their badges) ship with the page; the registry's rows fill in from a chunk of their own.
 *
 * @example
 * shellListsWallets('Connect') // true
 */
export function shellListsWallets(view: View): boolean {
  return view === 'Connect'
}

/**
 * The longest the shell keeps its place for its wallet list once the full dialog's code is there,
 * in ms; an opening on Connect also holds the full dialog's code back for at most this long.
 */
export const maxShellHoldMs = 300
