import { createPublicClient, http } from 'viem'
import type { PublicClient } from 'viem'
import type { ApiChain } from './coreRoutes'

/**
 * Public clients for the chains the API serves, made on first use and kept (one per chain for the
 * process); `undefined` for any other chain. Reads that verify signatures (SIWX, e-mail capture
 * proofs, name registrations) go through these: no retries, and a 10 s timeout.
 *
 * @example
 * const clientOf = chainClients(chains)
 */
export function chainClients(chains: readonly ApiChain[]): (chainId: number) => PublicClient | undefined {
  const clients = new Map<number, PublicClient>()
  return (chainId) => {
    const chain = chains.find((candidate) => candidate.id === chainId)
    if (!chain) return undefined
    let client = clients.get(chainId)
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 10_000 }) })
      clients.set(chainId, client)
    }
    return client
  }
}
