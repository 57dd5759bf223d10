import { useMemo } from 'react'
import { useConfig } from 'wagmi'
import { createEip155Adapter } from '../../connectors/namespaces/eip155/eip155Adapter'
import type { NamespaceAdapter } from '../../src/namespaces/namespaceAdapter'
import { createNamespaceRegistry, type NamespaceRegistry } from '../../src/namespaces/namespaceRegistry'
import { useNamespaces } from './useNamespaces'

/**
 * The app's namespace adapters as one registry: eip155 over the wagmi config, and every other
 * configured family (`solana`, `bitcoin`, ...) once its code has loaded. Views look adapters up by
 * network through it, so a namespace the app lacks is 'Chain adapter not found'.
 *
 * @example
 * const registry = useNamespaceRegistry()
 * registry.forNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
 */
export function useNamespaceRegistry(): NamespaceRegistry {
  const wagmiConfig = useConfig()
  const { entries } = useNamespaces()
  const evm = useMemo(() => createEip155Adapter(wagmiConfig), [wagmiConfig])
  const loaded = entries.flatMap((entry) => (entry.adapter ? [entry.adapter] : []))
  const key = loaded.map((adapter) => adapter.namespace).join(',')
  // A new registry only when the set of loaded adapters changes, not on every state change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the loaded set; `loaded` is a new array each render
  return useMemo(() => createNamespaceRegistry([evm, ...loaded] as NamespaceAdapter[]), [evm, key])
}
