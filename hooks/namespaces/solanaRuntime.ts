import type { ChainNamespace } from '../../src/chains/caip'
import type { FoyerConfig } from '../../src/config/createFoyerConfig'
import type { NamespaceAdapter } from '../../src/namespaces/namespaceAdapter'

/** The Solana adapter of one app and the namespace the modal shows, kept per configuration. */
export type NamespaceRuntime = {
  /** The loaded Solana adapter; undefined until the modal first needs it. */
  solana: NamespaceAdapter | undefined
  /** Why loading Solana's code failed, if it did. */
  loadError: unknown
  /** The namespace whose account and network the modal shows; undefined means EVM. */
  activeChain: ChainNamespace | undefined
  subscribe(listener: () => void): () => void
  /** Loads Solana's code and creates the adapter once; later calls get the same adapter. */
  loadSolana(): Promise<NamespaceAdapter>
  setActiveChain(namespace: ChainNamespace | undefined): void
}

// One runtime per configuration object (an app has one), so two providers with different
// configurations never share a connection, and nothing lives at module level for EVM-only apps.
const runtimes = new WeakMap<FoyerConfig, NamespaceRuntime>()

/**
 * The namespace runtime of `config`, created on first use. Solana's code is imported only by
 * `loadSolana()`, through the loader that `solana()` (from `foyer/solana`) put in the configuration.
 *
 * @example
 * const adapter = await namespaceRuntime(foyerConfig).loadSolana()
 */
export function namespaceRuntime(config: FoyerConfig): NamespaceRuntime {
  const existing = runtimes.get(config)
  if (existing) return existing
  const listeners = new Set<() => void>()
  let loading: Promise<NamespaceAdapter> | undefined
  const emit = () => {
    for (const listener of [...listeners]) listener()
  }
  const runtime: NamespaceRuntime = {
    solana: undefined,
    loadError: undefined,
    activeChain: undefined,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    loadSolana() {
      const given = config.solana
      if (!given) return Promise.reject(new Error('Solana is not enabled: pass solana() from foyer/solana to createFoyerConfig().'))
      loading ??= given.loadAdapter().then(
        ({ createSolanaAdapter }) => {
          const adapter = createSolanaAdapter(given.options.networks ? { networks: given.options.networks } : {})
          runtime.solana = adapter
          adapter.subscribe(() => {
            // A Solana wallet that goes away hands the modal back to EVM.
            if (adapter.getState().status === 'disconnected' && runtime.activeChain === 'solana') runtime.activeChain = undefined
            emit()
          })
          emit()
          return adapter
        },
        (error: unknown) => {
          loading = undefined
          runtime.loadError = error
          emit()
          throw error
        },
      )
      return loading
    },
    setActiveChain(namespace) {
      if (runtime.activeChain === namespace) return
      runtime.activeChain = namespace
      emit()
    },
  }
  runtimes.set(config, runtime)
  return runtime
}
