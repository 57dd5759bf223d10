import type { Chain } from 'viem'
import { parseCaipNetworkId, toCaipNetworkId, type CaipNetworkId, type ChainNamespace } from './caip'

/** A network's native currency. */
export type NativeCurrency = {
  name: string
  symbol: string
  decimals: number
}

/** A block explorer link. */
export type BlockExplorer = {
  name: string
  url: string
}

/**
 * A network as the modal sees it, whatever its namespace.
 * EVM networks are built from the app's wagmi chains with {@link toCaipNetwork}.
 */
export type CaipNetwork = {
  /** Chain family, e.g. `eip155`. */
  chainNamespace: ChainNamespace
  /** `namespace:chainId`, e.g. `eip155:1`. */
  caipNetworkId: CaipNetworkId
  /** Chain id: a number for EVM networks, the CAIP-2 reference otherwise. */
  id: number | string
  /** Display name. */
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: {
    /** The URLs the app uses. */
    default: { http: readonly string[] }
    /** The chain's own public URLs, the fallback after `default`. */
    chainDefault: { http: readonly string[] }
  }
  /** Icon: an image id of Foyer's API or a URL the app provides. Bundled icons need neither. */
  assets?: { imageId?: string; imageUrl?: string }
  /** Explorers, `default` first. */
  blockExplorers?: Record<string, BlockExplorer> & { default?: BlockExplorer }
  /** Whether the network is a test network. */
  testnet: boolean
}

/**
 * A wagmi/viem chain as a {@link CaipNetwork} of the `eip155` namespace.
 *
 * @example
 * toCaipNetwork(mainnet).caipNetworkId // 'eip155:1'
 */
export function toCaipNetwork(chain: Chain): CaipNetwork {
  const network: CaipNetwork = {
    chainNamespace: 'eip155',
    caipNetworkId: toCaipNetworkId('eip155', chain.id),
    id: chain.id,
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: {
      default: { http: [...chain.rpcUrls.default.http] },
      chainDefault: { http: [...chain.rpcUrls.default.http] },
    },
    testnet: chain.testnet ?? false,
  }
  if (chain.blockExplorers) network.blockExplorers = { ...chain.blockExplorers }
  return network
}

/**
 * The placeholder for a network the app does not list: named Unknown Network, with an empty
 * native currency and no RPC URLs.
 *
 * @example
 * unknownNetwork('eip155:31339').name // 'Unknown Network'
 */
export function unknownNetwork(caipNetworkId: CaipNetworkId): CaipNetwork {
  const { chainNamespace, chainId } = parseCaipNetworkId(caipNetworkId)
  return {
    chainNamespace,
    caipNetworkId,
    id: chainNamespace === 'eip155' && /^\d+$/.test(chainId) ? Number(chainId) : chainId,
    name: 'Unknown Network',
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] }, chainDefault: { http: [] } },
    testnet: false,
  }
}
