import { createStore } from 'zustand/vanilla'
import type { CaipNetwork } from '../../src/chains/network'
import type { NamespaceAdapter, NamespaceConnectionState, NamespaceWallet } from '../../src/namespaces/namespaceAdapter'

/** What an adapter reports, held in one store: the connection and the wallets that can connect. */
export type NamespaceAdapterSnapshot = {
  state: NamespaceConnectionState
  wallets: readonly NamespaceWallet[]
}

/** The store behind a family's adapter: its `getState`, `subscribe` and `getWallets`, and the setters. */
export type NamespaceAdapterStore = Pick<NamespaceAdapter, 'getState' | 'subscribe' | 'getWallets'> & {
  /** Replaces the connection state and tells the listeners. */
  setState(state: NamespaceConnectionState): void
  /** Replaces the wallet list and tells the listeners. */
  setWallets(wallets: readonly NamespaceWallet[]): void
  /** Tells no listener anything more (the adapter is torn down). */
  destroy(): void
}

/**
 * The one store of a family's adapter, on zustand's vanilla store (the one wagmi keeps its state
 * in): the state object stays the same until it changes, as `useSyncExternalStore` needs, and every
 * change tells each listener once. Starts disconnected on `network`, with no wallets.
 *
 * @example
 * const store = createNamespaceAdapterStore(networks[0])
 * store.setState({ status: 'connecting', accounts: [], caipNetwork: networks[0] })
 * return { getState: store.getState, subscribe: store.subscribe, getWallets: store.getWallets, ... }
 */
export function createNamespaceAdapterStore(network: CaipNetwork): NamespaceAdapterStore {
  const store = createStore<NamespaceAdapterSnapshot>()(() => ({ state: { status: 'disconnected', accounts: [], caipNetwork: network }, wallets: [] }))
  let destroyed = false
  return {
    getState: () => store.getState().state,
    getWallets: () => store.getState().wallets,
    subscribe: (listener) =>
      store.subscribe(() => {
        if (!destroyed) listener()
      }),
    setState: (state) => store.setState({ state }),
    setWallets: (wallets) => store.setState({ wallets }),
    destroy() {
      destroyed = true
    },
  }
}
