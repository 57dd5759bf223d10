import type { CaipNetwork } from '../../src/chains/network'
import { NetworkNotFoundError } from '../../src/errors/networkErrors'
import type { NamespaceAccount, NamespaceConnectionState, NamespaceWallet } from '../../src/namespaces/namespaceAdapter'

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

type Scope = { addEventListener?(type: string, listener: () => void, options?: { once: boolean }): void; removeEventListener?(type: string, listener: () => void): void }

/**
 * The shared part of an injected-wallet family's adapter (see {@link InjectedAdapterCore}).
 * Extensions inject while the page loads, so the wallet list is read at once and again on `load`.
 *
 * @example
 * const core = createInjectedAdapterCore({ networks, readWallets: () => injectedCosmosWallets().map(toWallet) })
 * core.publish({ walletId: 'keplr', accounts: [account] })
 * await core.restore(session.caipNetworkId, (target) => attach(wallet, target))
 */
export function createInjectedAdapterCore<Network extends CaipNetwork>({ networks, readWallets }: CreateInjectedAdapterCoreOptions<Network>): InjectedAdapterCore<Network> {
  const first = networks[0]
  if (!first) throw new Error('A namespace needs at least one network.')
  const listeners = new Set<() => void>()
  let active: Network = first
  let wallets: NamespaceWallet[] = []
  let state: NamespaceConnectionState = { status: 'disconnected', accounts: [], caipNetwork: active }
  const emit = () => {
    for (const listener of [...listeners]) listener()
  }
  const read = () => {
    const next = readWallets()
    if (next.length === wallets.length && next.every((wallet, index) => wallet.id === wallets[index]?.id)) return false
    wallets = next
    return true
  }
  read()
  const scope = (globalThis as { window?: Scope }).window
  const onLoad = () => {
    if (read()) emit()
  }
  if ((globalThis as { document?: { readyState?: string } }).document?.readyState !== 'complete') scope?.addEventListener?.('load', onLoad, { once: true })

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getWallets: () => wallets,
    refreshWallets() {
      if (read()) emit()
    },
    get active() {
      return active
    },
    setActive(network) {
      active = network
    },
    target(caipNetworkId) {
      if (caipNetworkId === undefined) return active
      const found = networks.find((network) => network.caipNetworkId === caipNetworkId)
      if (!found) throw new NetworkNotFoundError({ caipNetworkId })
      return found
    },
    publish(connection, connecting = false) {
      state =
        connection && connection.accounts.length > 0
          ? { status: 'connected', walletId: connection.walletId, caipNetwork: active, accounts: connection.accounts }
          : { status: connecting ? 'connecting' : 'disconnected', accounts: [], caipNetwork: active }
      emit()
    },
    async restore(caipNetworkId, attach) {
      // Connected meanwhile (the user was quicker) or a connect is under way: leave it alone.
      if (state.status !== 'disconnected') return state
      // A network the app dropped since falls back to the active one (the default on a fresh page).
      const target = networks.find((network) => network.caipNetworkId === caipNetworkId) ?? active
      try {
        await attach(target)
      } catch {
        // Not restored: the user connects again, as on a first visit.
      }
      return state
    },
    destroy() {
      scope?.removeEventListener?.('load', onLoad)
      listeners.clear()
    },
  }
}
