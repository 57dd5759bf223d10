import { z } from 'zod'

const base58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** A Solana cluster the frame signs for, as the page's config block carries it. */
export const frameSolanaClusterSchema = z.object({
  /** CAIP-2 id, `solana:` and the genesis-hash prefix. */
  caipNetworkId: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/),
  /** The frame's own JSON-RPC URL of the cluster: fees, token accounts and sending. */
  rpcUrl: z.url({ protocol: /^https?$/ }),
  name: z.string().min(1).max(60),
  /** Tokens the approval names by symbol (the operator's list; anything else shows its mint). */
  tokens: z
    .array(z.object({ mint: z.string().regex(base58), symbol: z.string().regex(/^[A-Za-z0-9.$-]{1,12}$/), decimals: z.number().int().min(0).max(18) }))
    .max(200),
})

/** One Solana cluster of the frame's configuration. */
export type FrameSolanaCluster = z.infer<typeof frameSolanaClusterSchema>

/** Wallet Standard's names of the public clusters, by their CAIP-2 ids. */
const publicClusters: Record<string, string> = {
  'solana:mainnet': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:devnet': 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:testnet': 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
}

/**
 * The configured cluster a request names: by CAIP-2 id, or by Wallet Standard name
 * (`solana:mainnet`, `solana:devnet`, `solana:testnet`; `solana:localnet` is the one configured cluster
 * that is none of those). `undefined` when the frame has no such cluster: it never signs for a cluster
 * it cannot read, nor sends through a URL it was not configured with.
 */
export function findSolanaCluster(clusters: readonly FrameSolanaCluster[], chain: string): FrameSolanaCluster | undefined {
  const id = publicClusters[chain] ?? chain
  const exact = clusters.find((cluster) => cluster.caipNetworkId === id)
  if (exact || chain !== 'solana:localnet') return exact
  const local = clusters.filter((cluster) => !Object.values(publicClusters).includes(cluster.caipNetworkId))
  return local.length === 1 ? local[0] : undefined
}
