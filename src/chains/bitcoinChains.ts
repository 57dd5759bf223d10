import type { CaipNetworkId } from './caip'
import type { CaipNetwork } from './network'
import { bitcoinMainnet, bitcoinTestnet } from './builtinNetworks'

/*
 * Bitcoin wallets that follow the Wallet Standard name their chains `bitcoin:mainnet`,
 * `bitcoin:testnet` and `bitcoin:regtest`, while CAIP-2 names a chain by the first 32 hex
 * characters of its genesis block hash. Regtest's genesis is the same on every node, so it has a
 * fixed CAIP-2 id too.
 */

/** CAIP-2 reference of regtest: the first 32 hex characters of its genesis block hash. */
const regtestReference = '0f9188f13cb7b2c71f2a335e3a4fc328'

/**
 * Bitcoin regtest, for local nodes (and Foyer's Esplora-compatible test fixture): BTC, 8 decimals,
 * testnet-style `bcrt1` addresses. Give it your node's Esplora API URL.
 *
 * @example
 * bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:3002' }).caipNetworkId // 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
 */
export function bitcoinRegtest({ esploraUrl, name = 'Bitcoin Regtest' }: { esploraUrl: string; name?: string }): CaipNetwork {
  return {
    chainNamespace: 'bip122',
    caipNetworkId: `bip122:${regtestReference}`,
    id: regtestReference,
    name,
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [esploraUrl] }, chainDefault: { http: [esploraUrl] } },
    testnet: true,
  }
}

const walletChains: Record<string, CaipNetworkId> = {
  'bitcoin:mainnet': bitcoinMainnet.caipNetworkId,
  'bitcoin:testnet': bitcoinTestnet.caipNetworkId,
  'bitcoin:regtest': `bip122:${regtestReference}`,
}

/** Which kind of Bitcoin chain a network is: it decides address prefixes (`bc1`, `tb1`, `bcrt1`). */
export type BitcoinChainKind = 'mainnet' | 'testnet' | 'regtest'

/**
 * The kind of a Bitcoin network, from its CAIP-2 id; any bip122 network Foyer does not know is
 * taken as a test network (never mainnet, so no mainnet address is derived for it by mistake).
 *
 * @example
 * bitcoinChainKind(bitcoinMainnet) // 'mainnet'
 */
export function bitcoinChainKind(network: CaipNetwork): BitcoinChainKind {
  if (network.caipNetworkId === bitcoinMainnet.caipNetworkId) return 'mainnet'
  if (network.caipNetworkId === walletChains['bitcoin:regtest']) return 'regtest'
  return 'testnet'
}

/**
 * The CAIP-2 ids of `networks` that a wallet's Wallet Standard chains cover.
 *
 * @example
 * bitcoinWalletNetworkIds(['bitcoin:mainnet'], [bitcoinMainnet, bitcoinTestnet]) // [bitcoinMainnet.caipNetworkId]
 */
export function bitcoinWalletNetworkIds(chains: readonly string[], networks: readonly CaipNetwork[]): CaipNetworkId[] {
  const covered = new Set(chains.map((chain) => walletChains[chain]).filter((id): id is CaipNetworkId => id !== undefined))
  return networks.filter((network) => network.chainNamespace === 'bip122' && covered.has(network.caipNetworkId)).map((network) => network.caipNetworkId)
}

/**
 * The Wallet Standard chain of a Bitcoin network (`bitcoin:mainnet`, `bitcoin:testnet`,
 * `bitcoin:regtest`).
 *
 * @example
 * bitcoinWalletChain(bitcoinTestnet) // 'bitcoin:testnet'
 */
export function bitcoinWalletChain(network: CaipNetwork): `bitcoin:${BitcoinChainKind}` {
  return `bitcoin:${bitcoinChainKind(network)}`
}

/**
 * A Bitcoin network with `esploraUrl` as its Esplora HTTP API, where balances, UTXOs and fee
 * estimates are read and transactions broadcast (a self-hosted Esplora, or a public one).
 *
 * @example
 * withEsploraUrl(bitcoinMainnet, 'https://esplora.example.com/api')
 */
export function withEsploraUrl(network: CaipNetwork, esploraUrl: string): CaipNetwork {
  return { ...network, rpcUrls: { default: { http: [esploraUrl] }, chainDefault: network.rpcUrls.chainDefault } }
}
