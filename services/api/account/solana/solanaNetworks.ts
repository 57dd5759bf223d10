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

/** The Solana part of `accountRoutes`' options. */
export type SolanaAccountOptions = {
  /** Solana clusters the balance and history endpoints read; other `solana:` ids answer empty lists. */
  chains: readonly SolanaApiChain[]
  /**
   * SPL tokens whose balances and transfers are reported by name, the same list on every cluster.
   * @default [] (SOL only)
   */
  tokens?: readonly SolanaToken[]
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
