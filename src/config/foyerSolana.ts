import type { CaipNetwork } from '../chains/network'
import type { NamespaceAdapter } from '../namespaces/namespaceAdapter'

/** Options of `solana()` (from `foyer/solana`). */
export type FoyerSolanaOptions = {
  /**
   * The Solana networks the app uses, the default first: built-in ones (`solanaMainnet`,
   * `solanaDevnet`, `solanaTestnet`) or your own (`solanaLocalnet({ rpcUrl })`).
   * @default [solanaMainnet]
   */
  networks?: readonly CaipNetwork[] | undefined
}

/** What Solana's lazily loaded chunk provides. */
export type SolanaAdapterModule = {
  createSolanaAdapter(options: FoyerSolanaOptions): NamespaceAdapter & { destroy(): void }
}

/**
 * The Solana namespace as `solana()` from `foyer/solana` returns it, for `createFoyerConfig({ solana })`.
 * It carries the loader of Solana's code, so only apps that import `foyer/solana` have
 * `@solana/web3.js` and the wallet adapter in their build at all.
 */
export type FoyerSolana = {
  /** The checked options. */
  readonly options: FoyerSolanaOptions
  /** Loads Solana's code (its own chunk), when the modal first needs it. */
  readonly loadAdapter: () => Promise<SolanaAdapterModule>
}
