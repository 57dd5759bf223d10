import type { ChainNamespace } from '../../src/chains/caip'
import type { CaipNetwork } from '../../src/chains/network'
import type { NamespaceAdapter, NamespaceConnectionState, NamespaceWallet } from '../../src/namespaces/namespaceAdapter'

/**
 * An in-memory adapter for unit tests of code that only routes to adapters (registry, rules,
 * state). Internal: not exported from the package.
 */
export function createMemoryAdapter(
  namespace: ChainNamespace,
  networks: readonly CaipNetwork[],
  state: NamespaceConnectionState = { status: 'disconnected', accounts: [] },
): NamespaceAdapter & { set(next: NamespaceConnectionState): void } {
  let current = state
  const listeners = new Set<() => void>()
  const unsupported = () => Promise.reject(new Error('not in the memory adapter'))
  // The same array every call, as the contract asks of snapshots read through useSyncExternalStore.
  const wallets: readonly NamespaceWallet[] = []
  return {
    namespace,
    networks,
    getState: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next) {
      current = next
      for (const listener of listeners) listener()
    },
    getWallets: () => wallets,
    connect: unsupported,
    disconnect: unsupported,
    switchNetwork: unsupported,
    getBalance: unsupported,
    sendToken: unsupported,
    signMessage: unsupported,
  }
}
