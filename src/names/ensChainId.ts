import type { Chain } from 'viem'

/** The Ethereum mainnet's chain id, where ENS lives. */
const MAINNET_ID = 1

/**
 * The chain whose ENS the modal reads: the app's choice (`ensChainId` of `createFoyerConfig`, `false`
 * for none), else mainnet when wagmi lists it, else the first listed chain that names an
 * `ensUniversalResolver` contract (a testnet, or a local chain with its own ENS). `undefined` when
 * none has ENS.
 *
 * @example
 * ensChainIdOf(undefined, [base, mainnet]) // 1
 * ensChainIdOf(false, [mainnet]) // undefined
 */
export function ensChainIdOf(option: number | false | undefined, chains: readonly Pick<Chain, 'id' | 'contracts'>[]): number | undefined {
  if (option === false) return undefined
  if (option !== undefined) return option
  if (chains.some((chain) => chain.id === MAINNET_ID)) return MAINNET_ID
  return chains.find((chain) => chain.contracts?.ensUniversalResolver)?.id
}
