import { useEffect, useSyncExternalStore } from 'react'
import type { ChainNamespace } from '../../src/chains/caip'
import type { NamespaceAdapter, NamespaceConnectionState, NamespaceWallet } from '../../src/namespaces/namespaceAdapter'
import { useFoyerOptions } from '../foyerContext'
import { namespaceRuntime, type NamespaceRuntime } from './namespaceRuntime'

/** Return type of {@link useNamespace}. */
export type UseNamespaceReturnType = {
  /** The app turned the namespace on (`createFoyerConfig({ solana })`, `{ bitcoin }`, ...). */
  enabled: boolean
  /** The adapter, once its code has loaded. */
  adapter: NamespaceAdapter | undefined
  /** The connection (disconnected until the adapter loads). */
  state: NamespaceConnectionState
  /** The namespace's wallets to list. */
  wallets: readonly NamespaceWallet[]
  /** The namespace the modal shows; undefined means EVM. */
  activeChain: ChainNamespace | undefined
  /** The per-app runtime, for actions (`load`, `setActiveChain`). */
  runtime: NamespaceRuntime
}

const disconnected: NamespaceConnectionState = { status: 'disconnected', accounts: [] }
const noWallets: readonly NamespaceWallet[] = []

/**
 * One namespace inside the modal: loads its code when a view that needs it mounts (only for apps
 * with that namespace's option), then follows the adapter's state and wallet list.
 *
 * @example
 * const { enabled, wallets, adapter } = useNamespace('solana')
 */
export function useNamespace(namespace: ChainNamespace): UseNamespaceReturnType {
  const { config } = useFoyerOptions()
  const runtime = namespaceRuntime(config)
  const enabled = runtime.plugin(namespace) !== undefined
  useEffect(() => {
    if (enabled) runtime.load(namespace).catch(() => undefined)
  }, [enabled, runtime, namespace])
  const snapshot = useSyncExternalStore(runtime.subscribe, runtime.getSnapshot, runtime.getSnapshot)
  const entry = snapshot.entries.find((candidate) => candidate.namespace === namespace)
  return {
    enabled,
    adapter: entry?.adapter,
    state: entry?.state ?? disconnected,
    wallets: entry?.wallets ?? noWallets,
    activeChain: snapshot.activeChain,
    runtime,
  }
}
