import { assertConnectableNamespace, parseCaipNetworkId, type CaipNetworkId, type ChainNamespace } from '../chains/caip'
import type { CaipNetwork } from '../chains/network'
import { ChainAdapterNotFoundError, ConnectorChainsUnsupportedError } from '../errors/namespaceErrors'
import type { NamespaceAdapter } from './namespaceAdapter'
import { NamespaceConfigError } from '../errors/namespaceWalletErrors'

/** The app's adapters, one per namespace, looked up by namespace or network. */
export type NamespaceRegistry = {
  /** The configured namespaces, in the order the adapters were given. */
  readonly namespaces: readonly ChainNamespace[]
  /** Whether an adapter exists for `namespace`. */
  has(namespace: string): boolean
  /** The adapter of `namespace`; throws `Chain adapter not found` when there is none. */
  get(namespace: string): NamespaceAdapter
  /**
   * The adapter of a network's namespace. Throws the CAIP-2 error for a malformed id,
   * `Unsupported chain namespace` for a namespace no wallet connects in, and `Chain adapter not
   * found` when the app has no adapter for it.
   */
  forNetwork(caipNetworkId: string): NamespaceAdapter
  /** Every network of every adapter, namespaces in order. */
  networks(): readonly CaipNetwork[]
}

/**
 * Builds the registry of the app's namespace adapters. Two adapters for one namespace are a
 * configuration mistake and throw.
 *
 * @example
 * const registry = createNamespaceRegistry([eip155Adapter, solanaAdapter])
 * registry.forNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').namespace // 'solana'
 */
export function createNamespaceRegistry(adapters: readonly NamespaceAdapter[]): NamespaceRegistry {
  const byNamespace = new Map<string, NamespaceAdapter>()
  for (const adapter of adapters) {
    if (byNamespace.has(adapter.namespace)) throw new NamespaceConfigError(`Two adapters for the ${adapter.namespace} namespace.`)
    byNamespace.set(adapter.namespace, adapter)
  }
  const get = (namespace: string): NamespaceAdapter => {
    const adapter = byNamespace.get(namespace)
    if (!adapter) throw new ChainAdapterNotFoundError({ namespace })
    return adapter
  }
  return {
    namespaces: [...byNamespace.keys()],
    has: (namespace) => byNamespace.has(namespace),
    get,
    forNetwork(caipNetworkId) {
      const { chainNamespace } = parseCaipNetworkId(caipNetworkId)
      return get(assertConnectableNamespace(chainNamespace))
    },
    networks: () => [...byNamespace.values()].flatMap((adapter) => adapter.networks),
  }
}

/**
 * The app's requested networks a wallet supports, in the app's order. A wallet that names no
 * networks is taken to support them all; one that names only others is refused with `The
 * connector does not support any of the requested chains`.
 *
 * @example
 * supportedRequestedNetworks({ walletId: 'Phantom', walletChains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], requested: [solanaMainnet, solanaDevnet] })
 * // [solanaMainnet]
 */
export function supportedRequestedNetworks({
  walletId,
  walletChains,
  requested,
}: {
  walletId?: string | undefined
  walletChains: readonly CaipNetworkId[]
  requested: readonly CaipNetwork[]
}): CaipNetwork[] {
  if (walletChains.length === 0) return [...requested]
  const supported = requested.filter((network) => walletChains.includes(network.caipNetworkId))
  if (supported.length === 0) {
    throw new ConnectorChainsUnsupportedError({ connectorId: walletId, requested: requested.map((network) => network.caipNetworkId) })
  }
  return supported
}
