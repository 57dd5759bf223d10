import { createStore } from 'zustand/vanilla'
import type { ChainNamespace } from '../../src/chains/caip'
import type { FoyerConfig } from '../../src/config/createFoyerConfig'
import type { FoyerNamespacePlugin, NamespaceWalletDirectory } from '../../src/config/foyerNamespacePlugin'
import type { NamespaceAdapter, NamespaceConnectionState, NamespaceWallet } from '../../src/namespaces/namespaceAdapter'
import { EMBEDDED_SOLANA_WALLET_NAME } from '../../connectors/namespaces/embeddedSolanaWalletName'
import { WALLETCONNECT_SOLANA_WALLET_NAME } from '../../connectors/namespaces/walletConnectSolanaWalletName'
import { WALLETCONNECT_BITCOIN_WALLET_NAME } from '../../connectors/namespaces/walletConnectBitcoinWalletName'
import { loadedKitStorage, loadKitStorage } from '../../src/storage/kitStorage'

/** One configured namespace as the modal sees it now. */
export type NamespaceEntry = {
  /** The plugin's namespace, e.g. `bip122`. */
  namespace: ChainNamespace
  /** The plugin the app configured. */
  plugin: FoyerNamespacePlugin
  /** The adapter, once its code has loaded. */
  adapter: NamespaceAdapter | undefined
  /** The connection (disconnected until the adapter loads). */
  state: NamespaceConnectionState
  /** The wallets to list in Connect and AllWallets. */
  wallets: readonly NamespaceWallet[]
  /** Why loading the namespace's code failed, if it did. */
  loadError: unknown
}

/** The runtime's state as one value, replaced on every change (for `useSyncExternalStore`). */
export type NamespaceRuntimeSnapshot = {
  /** Every configured namespace, in the configuration's order. */
  entries: readonly NamespaceEntry[]
  /** The namespace whose account and network the modal shows; undefined means EVM. */
  activeChain: ChainNamespace | undefined
}

/** The non-EVM adapters of one app and the namespace the modal shows, kept per configuration. */
export type NamespaceRuntime = {
  /** The loaded adapters by namespace; a namespace is absent until the modal first needs it. */
  readonly adapters: Readonly<Partial<Record<ChainNamespace, NamespaceAdapter>>>
  /** Why loading a namespace's code failed, by namespace, until a later load succeeds. */
  readonly loadErrors: Readonly<Partial<Record<ChainNamespace, unknown>>>
  /** The namespace whose account and network the modal shows; undefined means EVM. */
  readonly activeChain: ChainNamespace | undefined
  /** The configured plugin of `namespace`, if the app has one. */
  plugin(namespace: ChainNamespace): FoyerNamespacePlugin | undefined
  /** Calls `listener` after any change: a load, an adapter's state or wallets, the active namespace. */
  subscribe(listener: () => void): () => void
  /** The current {@link NamespaceRuntimeSnapshot}; the same object until something changes. */
  getSnapshot(): NamespaceRuntimeSnapshot
  /**
   * Loads `namespace`'s code and creates its adapter once; later calls get the same adapter. Rejects
   * when the app did not configure the namespace or its chunk failed to load (kept in `loadErrors`,
   * and tried again on the next call).
   */
  load(namespace: ChainNamespace): Promise<NamespaceAdapter>
  /**
   * Lists `namespace`'s wallets as cheaply as the plugin allows: through its wallet directory (a
   * small chunk, no chain code) until the adapter has loaded, else by loading the adapter. Never
   * rejects: a failure shows no wallets, and the adapter's `load` reports its own.
   */
  discover(namespace: ChainNamespace): Promise<void>
  setActiveChain(namespace: ChainNamespace | undefined): void
}

const disconnected: NamespaceConnectionState = { status: 'disconnected', accounts: [] }
const noWallets: readonly NamespaceWallet[] = []
// The embedded wallet's Solana side is reached through e-mail or social sign-in, and a WalletConnect
// session's (Solana or Bitcoin) through the WalletConnect entry: none is listed as a wallet of its own.
const unlisted = new Set([EMBEDDED_SOLANA_WALLET_NAME, WALLETCONNECT_SOLANA_WALLET_NAME, WALLETCONNECT_BITCOIN_WALLET_NAME])
const listedCache = new WeakMap<readonly NamespaceWallet[], readonly NamespaceWallet[]>()
function listed(wallets: readonly NamespaceWallet[]): readonly NamespaceWallet[] {
  let cached = listedCache.get(wallets)
  if (!cached) {
    cached = wallets.some((wallet) => unlisted.has(wallet.id)) ? wallets.filter((wallet) => !unlisted.has(wallet.id)) : wallets
    listedCache.set(wallets, cached)
  }
  return cached
}

// One runtime per configuration object (an app has one), so two providers with different
// configurations never share a connection, and nothing lives at module level for EVM-only apps.
const runtimes = new WeakMap<FoyerConfig, NamespaceRuntime>()

/**
 * The namespace runtime of `config`, created on first use. A family's code is imported only by
 * `load(namespace)`, through the loader its plugin (`solana()`, `bitcoin()`, ...) put in the
 * configuration.
 *
 * @example
 * const adapter = await namespaceRuntime(foyerConfig).load('bip122')
 */
export function namespaceRuntime(config: FoyerConfig): NamespaceRuntime {
  const existing = runtimes.get(config)
  if (existing) return existing
  const loading = new Map<ChainNamespace, Promise<NamespaceAdapter>>()
  const discovering = new Map<ChainNamespace, Promise<void>>()
  // Each family's wallet directory, until its adapter lists the wallets itself.
  const directories: Partial<Record<ChainNamespace, NamespaceWalletDirectory>> = {}
  const adapters: Partial<Record<ChainNamespace, NamespaceAdapter>> = {}
  const loadErrors: Partial<Record<ChainNamespace, unknown>> = {}
  let activeChain: ChainNamespace | undefined
  // Keeping sessions for the next page load matters only once a family loads: its code comes with the
  // family's, so an EVM-only page never loads it.
  let sessions: typeof import('./namespaceSessions') | undefined
  const loadSessions = () => import('./namespaceSessions').then((module) => (sessions = module))
  const build = (): NamespaceRuntimeSnapshot => ({
    activeChain,
    entries: config.namespaces.map((plugin) => {
      const adapter = adapters[plugin.namespace]
      return {
        namespace: plugin.namespace,
        plugin,
        adapter,
        state: adapter?.getState() ?? disconnected,
        wallets: listed(adapter?.getWallets() ?? directories[plugin.namespace]?.getWallets() ?? noWallets),
        loadError: loadErrors[plugin.namespace],
      }
    }),
  })
  // The snapshot is built again on every change, so it keeps its identity between changes.
  const store = createStore<NamespaceRuntimeSnapshot>()(build)
  const emit = () => store.setState(build(), true)
  const plugin = (namespace: ChainNamespace) => config.namespaces.find((candidate) => candidate.namespace === namespace)
  const runtime: NamespaceRuntime = {
    adapters,
    loadErrors,
    get activeChain() {
      return activeChain
    },
    plugin,
    subscribe: (listener) => store.subscribe(() => listener()),
    getSnapshot: store.getState,
    load(namespace) {
      const given = plugin(namespace)
      // The error's class comes with the call: the page would otherwise ship every namespace error,
      // which the modal's chunks use.
      if (!given)
        return import('../../src/errors/namespaceErrors').then(({ ChainAdapterNotFoundError }) => {
          throw new ChainAdapterNotFoundError({
            namespace,
            details: `The ${namespace} namespace is not enabled: pass its plugin (e.g. solana() from foyer-kit/solana) to createFoyerConfig().`,
          })
        })
      let pending = loading.get(namespace)
      if (pending) return pending
      // The kit's store opens with the family's code, so the sessions are written as the state changes.
      pending = Promise.all([given.loadAdapter(), loadSessions(), loadKitStorage()]).then(
        ([{ createAdapter }]) => {
          const adapter = createAdapter(given.options)
          adapters[namespace] = adapter
          delete loadErrors[namespace]
          directories[namespace]?.destroy()
          delete directories[namespace]
          let previous = adapter.getState()
          adapter.subscribe(() => {
            const state = adapter.getState()
            if (state !== previous) {
              previous = state
              // Kept for the next page load, which restores it (see restoreNamespaces).
              sessions?.trackNamespaceSession(loadedKitStorage(), namespace, state)
            }
            // A wallet that goes away hands the modal back to EVM.
            if (state.status === 'disconnected' && activeChain === namespace) activeChain = undefined
            emit()
          })
          emit()
          return adapter
        },
        (error: unknown) => {
          loading.delete(namespace)
          loadErrors[namespace] = error
          emit()
          throw error
        },
      )
      loading.set(namespace, pending)
      return pending
    },
    discover(namespace) {
      const given = plugin(namespace)
      if (!given?.loadWalletDirectory)
        return runtime.load(namespace).then(
          () => undefined,
          () => undefined,
        )
      let pending = discovering.get(namespace)
      if (pending) return pending
      pending = given.loadWalletDirectory().then(
        ({ createWalletDirectory }) => {
          // The adapter may have come first; its own list is then the one to show.
          if (adapters[namespace]) return
          const directory = createWalletDirectory(given.options)
          directories[namespace] = directory
          directory.subscribe(emit)
          emit()
        },
        () => {
          // Tried again on the next call; meanwhile the adapter, when it loads, lists the wallets.
          discovering.delete(namespace)
        },
      )
      discovering.set(namespace, pending)
      return pending
    },
    setActiveChain(namespace) {
      if (activeChain === namespace) return
      activeChain = namespace
      const storage = loadedKitStorage()
      if (sessions && storage) sessions.rememberActiveNamespace(storage, namespace)
      else if (sessions || namespace !== undefined)
        void Promise.all([sessions ?? loadSessions(), loadKitStorage()]).then(([module, opened]) => module.rememberActiveNamespace(opened, activeChain))
      emit()
    },
  }
  runtimes.set(config, runtime)
  return runtime
}
