import type { CaipNetworkId } from './caip'
import type { CaipNetwork } from './network'
import { solanaDevnet, solanaMainnet, solanaTestnet } from './builtinNetworks'

/*
 * Wallet Standard names Solana clusters `solana:mainnet`, `solana:devnet`, `solana:testnet` and
 * `solana:localnet`, while CAIP-2 names them by genesis-hash prefix. A local cluster has no fixed
 * genesis, so `solana:localnet` stands for every configured Solana network that is none of the
 * public three.
 */
const publicClusters: Record<string, CaipNetworkId> = {
  'solana:mainnet': solanaMainnet.caipNetworkId,
  'solana:devnet': solanaDevnet.caipNetworkId,
  'solana:testnet': solanaTestnet.caipNetworkId,
}

/**
 * The CAIP-2 ids of `networks` that a wallet's Wallet Standard chains cover.
 *
 * @example
 * solanaWalletNetworkIds(['solana:mainnet'], [solanaMainnet, solanaDevnet]) // [solanaMainnet.caipNetworkId]
 */
export function solanaWalletNetworkIds(walletChains: readonly string[], networks: readonly CaipNetwork[]): CaipNetworkId[] {
  const publicIds = new Set(Object.values(publicClusters))
  return networks
    .filter((network) => network.chainNamespace === 'solana')
    .filter((network) =>
      walletChains.some((chain) => publicClusters[chain] === network.caipNetworkId || (chain === 'solana:localnet' && !publicIds.has(network.caipNetworkId))),
    )
    .map((network) => network.caipNetworkId)
}

/**
 * The Wallet Standard chain of a Solana network: a public cluster's own name, `solana:localnet` for
 * any other.
 *
 * @example
 * solanaWalletChain(solanaDevnet) // 'solana:devnet'
 */
export function solanaWalletChain(network: CaipNetwork): `solana:${string}` {
  const entry = Object.entries(publicClusters).find(([, id]) => id === network.caipNetworkId)
  return (entry?.[0] ?? 'solana:localnet') as `solana:${string}`
}

/**
 * The CAIP-2 reference of Foyer's own local Solana runtime (`npm start`, the test stack): the first
 * 32 characters of its genesis hash, which is the same on every start because the runtime's genesis
 * is fixed. Wallets, the API's indexer and the kit then name the local cluster alike.
 */
const foyerLocalnetReference = '4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV'

/**
 * A Solana network of your own (a local validator or the `npm start` runtime), named by its RPC URL.
 * Its CAIP-2 reference defaults to the genesis-hash prefix of Foyer's local runtime; give your
 * cluster's own prefix for another validator. Without `explorerUrl`, links go to Solana Explorer
 * pointed at the RPC URL (`?cluster=custom&customUrl=`).
 *
 * @example
 * solanaLocalnet({ rpcUrl: 'http://127.0.0.1:8899' }).caipNetworkId // 'solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV'
 */
export function solanaLocalnet({
  rpcUrl,
  reference = foyerLocalnetReference,
  name = 'Solana Local',
  explorerUrl,
}: {
  rpcUrl: string
  reference?: string
  name?: string
  explorerUrl?: string
}): CaipNetwork {
  const explorer = explorerUrl ?? `https://explorer.solana.com/?cluster=custom&customUrl=${encodeURIComponent(rpcUrl)}`
  return {
    chainNamespace: 'solana',
    caipNetworkId: `solana:${reference}`,
    id: reference,
    name,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] }, chainDefault: { http: [rpcUrl] } },
    blockExplorers: { default: { name: explorerUrl ? 'Explorer' : 'Solana Explorer', url: explorer } },
    testnet: true,
  }
}

/** The explorer page of an address or transaction, shared by every chain family. */
export { explorerUrl } from './explorerUrl'
