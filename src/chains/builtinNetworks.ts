import type { CaipNetwork } from './network'

/*
 * The built-in non-EVM networks. CAIP-2 references are the genesis-hash
 * prefixes the CAIP registry assigns: Solana's first 32 base58 characters, Bitcoin's (bip122)
 * first 32 hex characters of the genesis block hash.
 */

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

function network(
  chainNamespace: 'solana' | 'bip122',
  id: string,
  name: string,
  nativeCurrency: CaipNetwork['nativeCurrency'],
  rpcUrl: string | undefined,
  testnet: boolean,
  explorerUrl?: string,
): CaipNetwork {
  const http = rpcUrl ? [rpcUrl] : []
  const built: CaipNetwork = {
    chainNamespace,
    caipNetworkId: `${chainNamespace}:${id}`,
    id,
    name,
    nativeCurrency,
    rpcUrls: { default: { http }, chainDefault: { http } },
    testnet,
  }
  if (explorerUrl) built.blockExplorers = { default: { name: chainNamespace === 'solana' ? 'Solana Explorer' : 'mempool.space', url: explorerUrl } }
  return built
}

/** Solana mainnet. */
export const solanaMainnet: CaipNetwork = network(
  'solana',
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Solana',
  sol,
  'https://api.mainnet-beta.solana.com',
  false,
  'https://explorer.solana.com',
)
/** Solana devnet. */
export const solanaDevnet: CaipNetwork = network(
  'solana',
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'Solana Devnet',
  sol,
  'https://api.devnet.solana.com',
  true,
  'https://explorer.solana.com/?cluster=devnet',
)
/** Solana testnet. */
export const solanaTestnet: CaipNetwork = network(
  'solana',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'Solana Testnet',
  sol,
  'https://api.testnet.solana.com',
  true,
  'https://explorer.solana.com/?cluster=testnet',
)
/**
 * Bitcoin mainnet. Its RPC URL is an Esplora HTTP API (balances, UTXOs, fees, broadcast); give your
 * own with `withEsploraUrl(bitcoinMainnet, url)`.
 */
export const bitcoinMainnet: CaipNetwork = network(
  'bip122',
  '000000000019d6689c085ae165831e93',
  'Bitcoin',
  btc,
  'https://mempool.space/api',
  false,
  'https://mempool.space',
)
/** Bitcoin testnet (testnet3), with a public Esplora HTTP API as its RPC URL. */
export const bitcoinTestnet: CaipNetwork = network(
  'bip122',
  '000000000933ea01ad0ee984209779ba',
  'Bitcoin Testnet',
  btc,
  'https://mempool.space/testnet/api',
  true,
  'https://mempool.space/testnet',
)

/** Every built-in non-EVM network. */
export const builtinNetworks: readonly CaipNetwork[] = [solanaMainnet, solanaDevnet, solanaTestnet, bitcoinMainnet, bitcoinTestnet]

/**
 * Finds a network by CAIP-2 id among `networks` (the app's) and then the built-in ones.
 *
 * @example
 * findNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', [])?.name // 'Solana'
 */
export function findNetwork(caipNetworkId: string, networks: readonly CaipNetwork[] = []): CaipNetwork | undefined {
  return networks.find((n) => n.caipNetworkId === caipNetworkId) ?? builtinNetworks.find((n) => n.caipNetworkId === caipNetworkId)
}
