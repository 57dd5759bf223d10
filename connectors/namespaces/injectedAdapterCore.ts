import type { CaipNetwork } from '../../src/chains/network'
import { NetworkNotFoundError } from '../../src/errors/networkErrors'
import type { NamespaceAccount, NamespaceAdapter, NamespaceConnectionState, NamespaceWallet } from '../../src/namespaces/namespaceAdapter'
import { ConnectFailedError, ConnectionRejectedError } from '../../src/errors/connectErrors'
import { ConnectorChainsUnsupportedError } from '../../src/errors/namespaceErrors'
import { NamespaceConfigError, NamespaceWalletError } from '../../src/errors/namespaceWalletErrors'
import { createNamespaceAdapterStore } from './namespaceAdapterStore'

/** Options of {@link createInjectedAdapterCore}. */
export type CreateInjectedAdapterCoreOptions<Network extends CaipNetwork> = {
  /** The app's networks of the family, the default first (at least one). */
  networks: readonly Network[]
  /** Lists the wallets the page has injected now (read again once the page has loaded). */
  readWallets: () => NamespaceWallet[]
}

/**
 * What the adapters of families whose wallets inject a global (Polkadot's `injectedWeb3`, Keplr,
 * Stacks providers) keep alike: the listeners, the wallet list, the active network and the
 * connection state, each with the identity rules `useSyncExternalStore` needs. The adapter keeps
 * only what is its family's own (the wallet's API, how accounts are read and followed).
 */
export type InjectedAdapterCore<Network extends CaipNetwork> = {
  /** The state now; a new object after every change, the same one until then. */
  getState(): NamespaceConnectionState
  subscribe(listener: () => void): () => void
  /** The wallets listed now; the same array until a wallet appears or goes. */
  getWallets(): readonly NamespaceWallet[]
  /** `getState`, `subscribe` and `getWallets` together, spread into the family's adapter. */
  readonly reads: Pick<NamespaceAdapter, 'getState' | 'subscribe' | 'getWallets'>
  /** Reads the injected wallets again and tells listeners when the list changed. */
  refreshWallets(): void
  /** The network the connection is on (or will connect on). */
  readonly active: Network
  setActive(network: Network): void
  /**
   * The network a connect or switch asks for: `caipNetworkId` among the app's networks, or the
   * active one when none is named.
   * @throws {NetworkNotFoundError} for an id that is not one of the app's networks.
   */
  target(caipNetworkId: string | undefined): Network
  /**
   * Connects `wallet` (undefined: the page has no wallet of that id) on the network asked for
   * through `attach`, and fails as every injected family does: `ConnectFailedError` for a missing
   * wallet, `ConnectorChainsUnsupportedError` as `attach` threw it, `ConnectionRejectedError` when
   * `isRejection` says the user declined, else `ConnectFailedError`. Resolves with the state.
   */
  connect<Wallet>(parameters: {
    /** The wallet asked for, and how messages name it (e.g. `Cosmos wallet keplr`). */
    wallet: Wallet | undefined
    label: string
    caipNetworkId: string | undefined
    attach(wallet: Wallet, target: Network): Promise<void>
    isRejection(error: unknown): boolean
  }): Promise<NamespaceConnectionState>
  /**
   * Publishes the connection: connected with `walletId` and at least one account, else connecting
   * (while `connecting`) or disconnected. Tells listeners.
   */
  publish(connection: { walletId: string; accounts: readonly NamespaceAccount[] } | undefined, connecting?: boolean): void
  /**
   * Takes back a connection from an earlier page load (`NamespaceAdapter.restore`): when nothing is
   * connected or connecting, runs `attach` on the stored network if it is still one of the app's,
   * else on the active one. Whatever `attach` throws (the wallet refused, forgot the app, answered
   * nothing usable) leaves the state disconnected. Never rejects; resolves with the state.
   */
  restore(caipNetworkId: string | undefined, attach: (target: Network) => Promise<void>): Promise<NamespaceConnectionState>
  /** Stops listening for the page's load and drops every listener. */
  destroy(): void
}

type Scope = {
  addEventListener?(type: string, listener: () => void, options?: { once: boolean }): void
  removeEventListener?(type: string, listener: () => void): void
}

/**
 * The shared part of an injected-wallet family's adapter (see {@link InjectedAdapterCore}).
 * Extensions inject while the page loads, so the wallet list is read at once and again on `load`.
 *
 * @example
 * const core = createInjectedAdapterCore({ networks, readWallets: () => injectedCosmosWallets().map(toWallet) })
 * core.publish({ walletId: 'keplr', accounts: [account] })
 * await core.restore(session.caipNetworkId, (target) => attach(wallet, target))
 */
export function createInjectedAdapterCore<Network extends CaipNetwork>({
  networks,
  readWallets,
}: CreateInjectedAdapterCoreOptions<Network>): InjectedAdapterCore<Network> {
  const first = networks[0]
  if (!first) throw new NamespaceConfigError('A namespace needs at least one network.')
  let active: Network = first
  const store = createNamespaceAdapterStore(active)
  // The list is replaced (and listeners told) only when the wallets are others than before.
  const read = () => {
    const next = readWallets()
    const wallets = store.getWallets()
    if (next.length === wallets.length && next.every((wallet, index) => wallet.id === wallets[index]?.id)) return
    store.setWallets(next)
  }
  read()
  const scope = (globalThis as { window?: Scope }).window
  const onLoad = () => read()
  const target = (caipNetworkId: string | undefined): Network => {
    if (caipNetworkId === undefined) return active
    const found = networks.find((network) => network.caipNetworkId === caipNetworkId)
    if (!found) throw new NetworkNotFoundError({ caipNetworkId })
    return found
  }
  if ((globalThis as { document?: { readyState?: string } }).document?.readyState !== 'complete') scope?.addEventListener?.('load', onLoad, { once: true })

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    getWallets: store.getWallets,
    reads: { getState: store.getState, subscribe: store.subscribe, getWallets: store.getWallets },
    refreshWallets: read,
    get active() {
      return active
    },
    setActive(network) {
      active = network
    },
    target,
    async connect({ wallet, label, caipNetworkId, attach, isRejection }) {
      if (wallet === undefined) throw new ConnectFailedError({ cause: new NamespaceWalletError(`No ${label}.`, { failure: 'notFound' }) })
      const to = target(caipNetworkId)
      try {
        await attach(wallet, to)
      } catch (error) {
        if (error instanceof ConnectorChainsUnsupportedError) throw error
        throw isRejection(error) ? new ConnectionRejectedError({ cause: error }) : new ConnectFailedError({ cause: error })
      }
      return store.getState()
    },
    publish(connection, connecting = false) {
      store.setState(
        connection && connection.accounts.length > 0
          ? { status: 'connected', walletId: connection.walletId, caipNetwork: active, accounts: connection.accounts }
          : { status: connecting ? 'connecting' : 'disconnected', accounts: [], caipNetwork: active },
      )
    },
    async restore(caipNetworkId, attach) {
      // Connected meanwhile (the user was quicker) or a connect is under way: leave it alone.
      if (store.getState().status !== 'disconnected') return store.getState()
      // A network the app dropped since falls back to the active one (the default on a fresh page).
      const network = networks.find((network) => network.caipNetworkId === caipNetworkId) ?? active
      try {
        await attach(network)
      } catch {
        // Not restored: the user connects again, as on a first visit.
      }
      return store.getState()
    },
    destroy() {
      scope?.removeEventListener?.('load', onLoad)
      store.destroy()
    },
  }
}
