import { useEffect, useSyncExternalStore } from 'react'
import type { ChainNamespace } from '../../src/chains/caip'
import { afterNextPaint } from '../../src/scheduling/afterNextPaint'
import { useFoyerOptions } from '../foyerContext'
import { namespaceRuntime, type NamespaceEntry, type NamespaceRuntime } from './namespaceRuntime'

/** Return type of {@link useNamespaces}. */
export type UseNamespacesReturnType = {
  /** Every namespace the app configured (`solana`, `bitcoin`, ... options), in order. */
  entries: readonly NamespaceEntry[]
  /** The namespace the modal shows; undefined means EVM. */
  activeChain: ChainNamespace | undefined
  /** The entry of the active namespace, when it is one of the configured ones. */
  active: NamespaceEntry | undefined
  /** The per-app runtime, for actions (`load`, `setActiveChain`). */
  runtime: NamespaceRuntime
}

/** Parameters of {@link useNamespaces}. */
export type UseNamespacesParameters = {
  /**
   * What the view loads of each family: its code (`'adapters'`), or only what lists its wallets
   * (`'wallets'`: the plugin's wallet directory where it has one), for a list that must not wait on
   * or compete with the families' libraries.
   * @default 'adapters'
   */
  load?: 'adapters' | 'wallets' | undefined
}

/**
 * Every non-EVM namespace of the app inside the modal: loads each family's code when a view that
 * needs them mounts (never for EVM-only apps), then follows the adapters' states and wallet lists.
 *
 * @example
 * const { entries } = useNamespaces()
 * entries.flatMap((entry) => entry.wallets)
 */
export function useNamespaces({ load = 'adapters' }: UseNamespacesParameters = {}): UseNamespacesReturnType {
  const { config } = useFoyerOptions()
  const runtime = namespaceRuntime(config)
  useEffect(() => {
    let cancelled = false
    // After the frame that shows the view: an effect of a click's render runs before that frame is
    // painted, and the families' code would start loading (and evaluating) ahead of it.
    void afterNextPaint().then(() => {
      if (cancelled) return
      for (const plugin of config.namespaces) {
        if (load === 'wallets') void runtime.discover(plugin.namespace)
        else runtime.load(plugin.namespace).catch(() => undefined)
      }
    })
    return () => {
      cancelled = true
    }
  }, [config, runtime, load])
  const snapshot = useSyncExternalStore(runtime.subscribe, runtime.getSnapshot, runtime.getSnapshot)
  const active = snapshot.entries.find((entry) => entry.namespace === snapshot.activeChain)
  return { entries: snapshot.entries, activeChain: snapshot.activeChain, active, runtime }
}
