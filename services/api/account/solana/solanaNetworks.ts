import { SOLANA_LOCALNET_CAIP_NETWORK_ID, SOLANA_TEST_USDC } from '../../../../devstack/solana/solanaTestAccounts'

/** A Solana cluster the API reads, named by its CAIP-2 id (`solana:<first 32 characters of the genesis hash>`). */
export type SolanaApiChain = {
  /** e.g. `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp` (mainnet). */
  caipNetworkId: string
  name: string
  /** The cluster's JSON-RPC over http(s). */
  rpcUrl: string
}

/** An SPL token whose balance and transfers the API reports, with static metadata. */
export type SolanaToken = {
  /** The mint's address (base58). */
  mint: string
  name: string
  symbol: string
  decimals: number
  /** @default '' */
  iconUrl?: string
}

/** Solana's native currency. */
export const SOL_TOKEN = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

const base58Address = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether `value` is a Solana address: 32 to 44 base58 characters.
 *
 * @example
 * isSolanaAddress('Hc5WLKGEdjxVGEe6gyKVf7kAC9xP3x6RQBfTFooJHjhU') // true
 */
export function isSolanaAddress(value: string | undefined): value is string {
  return value !== undefined && base58Address.test(value)
}

/**
 * The local stack's Solana cluster (the litesvm runtime) and its token list (the test USDC). The
 * cluster answers to its genesis-hash id, which the kit's `solanaLocalnet()` uses by default.
 *
 * @example
 * accountRoutes({ chains, solana: localSolana('http://127.0.0.1:8899') })
 */
export function localSolana(rpcUrl: string): { chains: SolanaApiChain[]; tokens: SolanaToken[] } {
  return {
    chains: [
      { caipNetworkId: SOLANA_LOCALNET_CAIP_NETWORK_ID, name: 'Solana Localnet', rpcUrl },
    ],
    tokens: [{ mint: SOLANA_TEST_USDC.mint, name: 'USD Coin', symbol: SOLANA_TEST_USDC.symbol, decimals: SOLANA_TEST_USDC.decimals }],
  }
}
