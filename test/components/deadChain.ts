import { defineChain, type Chain } from 'viem'
import { deadUrl } from './renderWithModal'

/**
 * An EVM chain for component tests whose RPC URL is {@link deadUrl}: nothing listens there, so
 * reads fail fast. Ether is its native currency.
 *
 * @example
 * const local2 = deadChain({ id: 31338, name: 'Foyer Local 2', testnet: true })
 */
export function deadChain({ id, name, testnet }: { id: number; name: string; testnet?: boolean }): Chain {
  return defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [deadUrl] } },
    ...(testnet ? { testnet } : {}),
  })
}
