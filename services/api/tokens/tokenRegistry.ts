import { getAddress } from 'viem'
import type { Address } from 'viem'

/** A token of a token list: identified by its chain and contract, never by its symbol. */
export type ListedToken = {
  /** EIP-155 chain id. */
  chainId: number
  address: Address
  name: string
  symbol: string
  decimals: number
  /** The list's `logoURI`. @default '' */
  logoURI?: string
}

/** The tokens the account endpoints report, looked up by chain and address. */
export type TokenRegistry = {
  /** The tokens listed on a chain, in list order (first list first). */
  onChain(chainId: number): readonly ListedToken[]
  /** The token at `address` on the chain (any case), if listed. */
  find(chainId: number, address: string): ListedToken | undefined
}

const keyOf = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`

/**
 * Indexes tokens by chain and address; a token listed twice keeps its first entry (lists given
 * first win), so a later list cannot rename a token an earlier one names.
 *
 * @example
 * createTokenRegistry(await loadTokenLists(['default'])).find(1, '0xA0b8…eB48')?.symbol // 'USDC'
 */
export function createTokenRegistry(tokens: readonly ListedToken[]): TokenRegistry {
  const byKey = new Map<string, ListedToken>()
  const byChain = new Map<number, ListedToken[]>()
  for (const token of tokens) {
    const key = keyOf(token.chainId, token.address)
    if (byKey.has(key)) continue
    const entry = { ...token, address: getAddress(token.address) }
    byKey.set(key, entry)
    byChain.set(token.chainId, [...(byChain.get(token.chainId) ?? []), entry])
  }
  return {
    onChain: (chainId) => byChain.get(chainId) ?? [],
    find: (chainId, address) => byKey.get(keyOf(chainId, address)),
  }
}
