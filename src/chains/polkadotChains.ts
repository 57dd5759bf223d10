import type { CaipNetwork } from './network'
import { NamespaceConfigError } from '../errors/namespaceWalletErrors'

/*
 * Polkadot-family networks. CAIP-2 names a Substrate chain `polkadot:` plus the first 32 hex
 * characters of its genesis hash; wallets tag chain-bound accounts with the full hash, so the
 * network keeps it. Each network also carries its SS58 prefix (addresses are written per chain)
 * and its RPC URL is a Substrate JSON-RPC endpoint over HTTP, where balances are read.
 */

/** A Polkadot-family network: a {@link CaipNetwork} with its genesis hash and SS58 prefix. */
export type PolkadotNetwork = CaipNetwork & {
  chainNamespace: 'polkadot'
  /** The chain's genesis block hash, `0x` and 64 hex characters. */
  genesisHash: `0x${string}`
  /** The SS58 prefix addresses of this chain are written with (Polkadot 0, Kusama 2, generic 42). */
  ss58Prefix: number
}

/** Parameters of {@link polkadotNetwork}. */
export type PolkadotNetworkParameters = {
  /** The chain's genesis block hash, `0x` and 64 hex characters. */
  genesisHash: `0x${string}`
  /** Display name. */
  name: string
  /** SS58 prefix of the chain's addresses. */
  ss58Prefix: number
  /** Native token symbol, e.g. `DOT`. */
  symbol: string
  /** Native token decimals, e.g. `10` for DOT. */
  decimals: number
  /**
   * Substrate JSON-RPC endpoint over HTTP (`state_getStorage`), where balances are read. Without
   * one, balances show as unavailable.
   */
  rpcUrl?: string | undefined
  /**
   * Whether it is a test network.
   * @default false
   */
  testnet?: boolean | undefined
}

/**
 * A Polkadot-family network of your own (a parachain, a local node).
 *
 * @example
 * polkadotNetwork({ genesisHash: '0x…', name: 'My Chain', ss58Prefix: 42, symbol: 'UNIT', decimals: 12, rpcUrl: 'http://127.0.0.1:9944' })
 */
export function polkadotNetwork({ genesisHash, name, ss58Prefix, symbol, decimals, rpcUrl, testnet = false }: PolkadotNetworkParameters): PolkadotNetwork {
  if (!/^0x[0-9a-f]{64}$/.test(genesisHash))
    throw new NamespaceConfigError(`A genesis hash is 0x and 64 lowercase hex characters: ${genesisHash}`, { namespace: 'polkadot' })
  const id = genesisHash.slice(2, 34)
  const http = rpcUrl ? [rpcUrl] : []
  return {
    chainNamespace: 'polkadot',
    caipNetworkId: `polkadot:${id}`,
    id,
    name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: { default: { http }, chainDefault: { http } },
    testnet,
    genesisHash,
    ss58Prefix,
  }
}

/** Polkadot relay chain: DOT, 10 decimals, SS58 prefix 0. */
export const polkadotMainnet: PolkadotNetwork = polkadotNetwork({
  genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  name: 'Polkadot',
  ss58Prefix: 0,
  symbol: 'DOT',
  decimals: 10,
  rpcUrl: 'https://rpc.polkadot.io',
})

/** Kusama relay chain: KSM, 12 decimals, SS58 prefix 2. */
export const kusama: PolkadotNetwork = polkadotNetwork({
  genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
  name: 'Kusama',
  ss58Prefix: 2,
  symbol: 'KSM',
  decimals: 12,
  rpcUrl: 'https://kusama-rpc.polkadot.io',
})

/** Westend test network: WND, 12 decimals, SS58 prefix 42. */
export const westend: PolkadotNetwork = polkadotNetwork({
  genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
  name: 'Westend',
  ss58Prefix: 42,
  symbol: 'WND',
  decimals: 12,
  rpcUrl: 'https://westend-rpc.polkadot.io',
  testnet: true,
})

/**
 * Whether a {@link CaipNetwork} is a Polkadot-family network with its genesis hash and prefix.
 *
 * @example
 * isPolkadotNetwork(polkadotMainnet) // true
 */
export function isPolkadotNetwork(network: CaipNetwork): network is PolkadotNetwork {
  const candidate = network as Partial<PolkadotNetwork>
  return network.chainNamespace === 'polkadot' && typeof candidate.genesisHash === 'string' && typeof candidate.ss58Prefix === 'number'
}
