import { useMemo } from 'react'
import { useConfig } from 'wagmi'
import { createEip155Adapter } from '../../connectors/namespaces/eip155Adapter'
import { createNamespaceRegistry, type NamespaceRegistry } from '../../src/namespaces/namespaceRegistry'
import { useSolanaNamespace } from './useSolanaNamespace'

/**
 * The app's namespace adapters as one registry: eip155 over the wagmi config, and solana once its
 * code has loaded (apps with the `solana` option). Views look adapters up by network through it,
 * so a namespace the app lacks is 'Chain adapter not found'.
 *
 * @example
 * const registry = useNamespaceRegistry()
 * registry.forNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
 */
export function useNamespaceRegistry(): NamespaceRegistry {
  const wagmiConfig = useConfig()
  const { adapter: solana } = useSolanaNamespace()
  const evm = useMemo(() => createEip155Adapter(wagmiConfig), [wagmiConfig])
  return useMemo(() => createNamespaceRegistry(solana ? [evm, solana] : [evm]), [evm, solana])
}
