import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

/**
 * The chains whose tokens the shipped list carries: the EVM chains Foyer serves out of the box
 * (Ethereum, Arbitrum One, OP Mainnet, ZKsync Era, Base, BNB Chain, Polygon, Gnosis, Avalanche,
 * Fantom, Kaia, Aurora). Uniswap's list has tokens for some of them only.
 */
export const DEFAULT_LIST_CHAINS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const

/** Where the generated list is written, beside this script. */
export const DEFAULT_TOKEN_LIST_PATH = fileURLToPath(new URL('./defaultTokenList.json', import.meta.url))

type SourceToken = { chainId: number; address: string; name: string; symbol: string; decimals: number; logoURI?: string }
type SourceList = { name: string; timestamp: string; version: { major: number; minor: number; patch: number }; tokens: SourceToken[] }

/**
 * Foyer's default token list: the tokens of `@uniswap/default-token-list` (Uniswap Labs' curated list
 * of major tokens) on {@link DEFAULT_LIST_CHAINS}, in its order, with its version and timestamp, so
 * the same package version always gives the same file. Only the fields the API reads are kept (the
 * bridge extensions would triple the file).
 *
 * @example
 * buildDefaultTokenList().tokens.filter((token) => token.chainId === 137).length
 */
export function buildDefaultTokenList(): SourceList & { keywords: string[] } {
  const source = createRequire(import.meta.url)('@uniswap/default-token-list') as SourceList
  const chains = new Set<number>(DEFAULT_LIST_CHAINS)
  return {
    name: 'Foyer default',
    timestamp: source.timestamp,
    version: source.version,
    keywords: ['foyer', 'default'],
    tokens: source.tokens
      .filter((token) => chains.has(token.chainId))
      .map(({ chainId, address, name, symbol, decimals, logoURI }) => ({ chainId, address, name, symbol, decimals, ...(logoURI ? { logoURI } : {}) })),
  }
}

/** The file's text: the list as indented JSON and a final newline. */
export function defaultTokenListText(): string {
  return `${JSON.stringify(buildDefaultTokenList(), null, 2)}\n`
}

// `npx tsx services/api/tokens/buildDefaultTokenList.ts` writes the file.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(DEFAULT_TOKEN_LIST_PATH, defaultTokenListText())
  console.log(`wrote ${DEFAULT_TOKEN_LIST_PATH}`)
}
