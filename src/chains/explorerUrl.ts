/** The part of a chain definition (viem's `Chain`, a `CaipNetwork`) that names its explorers. */
export type ChainWithExplorers = { blockExplorers?: { default?: { name: string; url: string } | undefined } | undefined }

/**
 * The page of an address (or, with `kind: 'tx'`, a transaction) on the chain's default block
 * explorer, from the chain definition's `blockExplorers.default.url`; `undefined` when the chain names
 * none, so no link is shown rather than a dead one. The explorer URL's query (Solana Explorer's
 * `?cluster=devnet`) is kept.
 *
 * @example
 * explorerUrl(mainnet, '0xf39F…') // 'https://etherscan.io/address/0xf39F…'
 * explorerUrl(solanaDevnet, '5h3…', 'tx') // 'https://explorer.solana.com/tx/5h3…?cluster=devnet'
 */
export function explorerUrl(chain: ChainWithExplorers | undefined, id: string, kind: 'address' | 'tx' = 'address'): string | undefined {
  const base = chain?.blockExplorers?.default?.url
  if (!base) return undefined
  const url = new URL(base)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${kind}/${id}`
  return url.toString()
}
