import type { CaipNetwork } from './network'
import { NamespaceConfigError } from '../errors/namespaceWalletErrors'

/*
 * Cosmos SDK networks. CAIP-2 names them `cosmos:` plus the chain id (`cosmoshub-4`). Each one
 * also carries what Cosmos needs and a generic network has no field for: the bech32 prefix its
 * addresses are written with and the base denomination of its native token. The RPC URL is the
 * chain's REST (LCD) API, where bank balances are read.
 */

/** A Cosmos SDK network: a {@link CaipNetwork} with its bech32 prefix and native denomination. */
export type CosmosNetwork = CaipNetwork & {
  chainNamespace: 'cosmos'
  /** The chain id wallets know it by, e.g. `cosmoshub-4` (also the CAIP-2 reference). */
  id: string
  /** The bech32 prefix of the chain's account addresses, e.g. `cosmos`, `osmo`. */
  bech32Prefix: string
  /** The native token's base denomination, e.g. `uatom`. */
  denom: string
}

/** Parameters of {@link cosmosNetwork}. */
export type CosmosNetworkParameters = {
  /** The chain id, e.g. `cosmoshub-4`. */
  chainId: string
  /** Display name. */
  name: string
  /** The bech32 prefix of account addresses, e.g. `cosmos`. */
  bech32Prefix: string
  /** The native token's base denomination, e.g. `uatom`. */
  denom: string
  /** The native token's display symbol, e.g. `ATOM`. */
  symbol: string
  /** Decimals between the display unit and `denom`, e.g. `6`. */
  decimals: number
  /**
   * The chain's REST (LCD) API, where balances are read
   * (`/cosmos/bank/v1beta1/balances/{address}`). Without one, balances show as unavailable.
   */
  restUrl?: string | undefined
  /**
   * Whether it is a test network.
   * @default false
   */
  testnet?: boolean | undefined
}

/**
 * A Cosmos SDK network of your own (another chain, a local node).
 *
 * @example
 * cosmosNetwork({ chainId: 'juno-1', name: 'Juno', bech32Prefix: 'juno', denom: 'ujuno', symbol: 'JUNO', decimals: 6, restUrl: 'https://rest.cosmos.directory/juno' })
 */
export function cosmosNetwork({ chainId, name, bech32Prefix, denom, symbol, decimals, restUrl, testnet = false }: CosmosNetworkParameters): CosmosNetwork {
  // A CAIP-2 reference is 1 to 32 characters of letters, digits, '-' and '_'.
  if (!/^[-_a-zA-Z0-9]{1,32}$/.test(chainId)) throw new NamespaceConfigError(`Not a CAIP-2 chain reference: ${chainId}`, { namespace: 'cosmos' })
  if (!/^[a-z][a-z0-9]*$/.test(bech32Prefix)) throw new NamespaceConfigError(`Not a bech32 prefix: ${bech32Prefix}`, { namespace: 'cosmos' })
  const http = restUrl ? [restUrl] : []
  return {
    chainNamespace: 'cosmos',
    caipNetworkId: `cosmos:${chainId}`,
    id: chainId,
    name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: { default: { http }, chainDefault: { http } },
    testnet,
    bech32Prefix,
    denom,
  }
}

/** Cosmos Hub: ATOM (`uatom`, 6 decimals), `cosmos1…` addresses. */
export const cosmosHub: CosmosNetwork = cosmosNetwork({
  chainId: 'cosmoshub-4',
  name: 'Cosmos Hub',
  bech32Prefix: 'cosmos',
  denom: 'uatom',
  symbol: 'ATOM',
  decimals: 6,
  restUrl: 'https://rest.cosmos.directory/cosmoshub',
})

/** Osmosis: OSMO (`uosmo`, 6 decimals), `osmo1…` addresses. */
export const osmosis: CosmosNetwork = cosmosNetwork({
  chainId: 'osmosis-1',
  name: 'Osmosis',
  bech32Prefix: 'osmo',
  denom: 'uosmo',
  symbol: 'OSMO',
  decimals: 6,
  restUrl: 'https://rest.cosmos.directory/osmosis',
})

/**
 * Whether a {@link CaipNetwork} is a Cosmos network with its bech32 prefix and denomination.
 *
 * @example
 * isCosmosNetwork(cosmosHub) // true
 */
export function isCosmosNetwork(network: CaipNetwork): network is CosmosNetwork {
  const candidate = network as Partial<CosmosNetwork>
  return network.chainNamespace === 'cosmos' && typeof candidate.bech32Prefix === 'string' && typeof candidate.denom === 'string'
}
