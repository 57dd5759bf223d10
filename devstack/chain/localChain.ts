import { defineChain } from 'viem'
import type { Chain } from 'viem'

/**
 * A viem `Chain` for a local anvil node, so clients can sign and send without a chain from
 * `viem/chains` (31338 has none, and 31337's `foundry` entry hard-codes port 8545).
 */
export function localChain(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: `Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}
