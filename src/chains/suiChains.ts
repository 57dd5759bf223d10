import type { CaipNetworkId } from './caip'
import type { CaipNetwork } from './network'

/*
 * Sui networks are named here as Sui wallets (Wallet Standard `sui:mainnet`, `sui:testnet`, ...)
 * and WalletConnect name them. The CAIP namespace draft's alternative, the genesis checkpoint
 * digest, changes every time testnet or devnet is reset, so a fixed id could not name them.
 * An RPC URL is a Sui full node's JSON-RPC endpoint, where balances are read (`suix_getBalance`).
 */

const sui = { name: 'Sui', symbol: 'SUI', decimals: 9 } as const

function suiNetwork(reference: string, name: string, rpcUrl: string | undefined, testnet: boolean, explorer?: string): CaipNetwork {
  const http = rpcUrl ? [rpcUrl] : []
  const network: CaipNetwork = {
    chainNamespace: 'sui',
    caipNetworkId: `sui:${reference}`,
    id: reference,
    name,
    nativeCurrency: sui,
    rpcUrls: { default: { http }, chainDefault: { http } },
    testnet,
  }
  if (explorer) network.blockExplorers = { default: { name: 'Suiscan', url: explorer } }
  return network
}

/** Sui mainnet (SUI, 9 decimals), with Mysten Labs' public full node as its JSON-RPC URL. */
export const suiMainnet: CaipNetwork = suiNetwork('mainnet', 'Sui', 'https://fullnode.mainnet.sui.io:443', false, 'https://suiscan.xyz/mainnet')
/** Sui testnet, with Mysten Labs' public full node as its JSON-RPC URL. */
export const suiTestnet: CaipNetwork = suiNetwork('testnet', 'Sui Testnet', 'https://fullnode.testnet.sui.io:443', true, 'https://suiscan.xyz/testnet')
/** Sui devnet, with Mysten Labs' public full node as its JSON-RPC URL. */
export const suiDevnet: CaipNetwork = suiNetwork('devnet', 'Sui Devnet', 'https://fullnode.devnet.sui.io:443', true, 'https://suiscan.xyz/devnet')

/**
 * A local Sui network (`sui:localnet`). Without `rpcUrl` it has no JSON-RPC URL, and its balances
 * are unavailable rather than guessed.
 *
 * @example
 * suiLocalnet({ rpcUrl: 'http://127.0.0.1:9000' }).caipNetworkId // 'sui:localnet'
 */
export function suiLocalnet({ rpcUrl, name = 'Sui Localnet' }: { rpcUrl?: string | undefined; name?: string } = {}): CaipNetwork {
  return suiNetwork('localnet', name, rpcUrl, true)
}

/**
 * A Sui network whose balances are read from the JSON-RPC endpoint `rpcUrl` (your own full node,
 * or a provider's); `undefined` removes the URL, so balances show as unavailable.
 *
 * @example
 * withSuiRpcUrl(suiMainnet, 'https://sui.example.com')
 */
export function withSuiRpcUrl(network: CaipNetwork, rpcUrl: string | undefined): CaipNetwork {
  return { ...network, rpcUrls: { default: { http: rpcUrl ? [rpcUrl] : [] }, chainDefault: network.rpcUrls.chainDefault } }
}

/**
 * The CAIP-2 ids of `networks` that a Sui wallet's Wallet Standard chains cover; the chain names
 * are the ids themselves.
 *
 * @example
 * suiWalletNetworkIds(['sui:mainnet', 'sui:testnet'], [suiMainnet, suiDevnet]) // ['sui:mainnet']
 */
export function suiWalletNetworkIds(chains: readonly string[], networks: readonly CaipNetwork[]): CaipNetworkId[] {
  return networks.filter((network) => network.chainNamespace === 'sui' && chains.includes(network.caipNetworkId)).map((network) => network.caipNetworkId)
}

/** Sui addresses: `0x` and 64 hex characters (a BLAKE2b-256 hash of the signature scheme and key). */
const suiAddress = /^0x[0-9a-fA-F]{64}$/

/**
 * Whether `value` has the shape of a Sui address.
 *
 * @example
 * isSuiAddress('0x' + 'ab'.repeat(32)) // true
 */
export function isSuiAddress(value: string): boolean {
  return suiAddress.test(value)
}
