import type { Address } from 'viem'
import * as viemChains from 'viem/chains'
import type { Chain } from 'viem'

/** A chain's own coin: what balances, Send and Activity call it. */
export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** The address Multicall3 has on most chains, where its pre-signed deployment puts it. */
export const CANONICAL_MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * The coin of a chain viem has no definition of and the configuration names none: the local anvils
 * and other development chains, which all use ether.
 */
export const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

// The first definition per id: viem lists a few chains twice under old and new names (Klaytn and
// Kaia), newest first.
let byId: Map<number, Chain> | undefined
function definitions(): Map<number, Chain> {
  if (!byId) {
    byId = new Map()
    for (const chain of Object.values(viemChains) as unknown[]) {
      const candidate = chain as Partial<Chain> | undefined
      if (typeof candidate?.id === 'number' && candidate.nativeCurrency && !byId.has(candidate.id)) byId.set(candidate.id, candidate as Chain)
    }
  }
  return byId
}

/** Whether viem defines the chain (and so knows its native coin). */
export function isKnownChain(chainId: number): boolean {
  return definitions().has(chainId)
}

/**
 * The native coin of a chain: the configured one, else viem's chain definition by id (POL on
 * Polygon, BNB on BNB Chain, xDAI on Gnosis), else {@link ETHER} (development chains).
 *
 * @example
 * nativeCurrencyOf(137) // { name: 'POL', symbol: 'POL', decimals: 18 }
 */
export function nativeCurrencyOf(chainId: number, configured?: NativeCurrency): NativeCurrency {
  if (configured) return configured
  const { name, symbol, decimals } = definitions().get(chainId)?.nativeCurrency ?? ETHER
  return { name, symbol, decimals }
}

/**
 * Where Multicall3 is on a chain: viem's definition when it names one (ZKsync Era has its own), else
 * the canonical address. Whether code is there is checked on the chain before use.
 */
export function multicall3AddressOf(chainId: number): Address {
  return definitions().get(chainId)?.contracts?.multicall3?.address ?? CANONICAL_MULTICALL3
}
