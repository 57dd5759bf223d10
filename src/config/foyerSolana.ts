import type { CaipNetwork } from '../chains/network'
import type { FoyerNamespacePlugin, NamespaceAdapterModule } from './foyerNamespacePlugin'
import type { NamespaceWalletConnectModule } from './namespaceWalletConnect'

/** Options of `solana()` (from `foyer-kit/solana`). */
export type FoyerSolanaOptions = {
  /**
   * The Solana networks the app uses, the default first: built-in ones (`solanaMainnet`,
   * `solanaDevnet`, `solanaTestnet`) or your own (`solanaLocalnet({ rpcUrl })`).
   * @default [solanaMainnet]
   */
  networks?: readonly CaipNetwork[] | undefined
}

/** What Solana's lazily loaded chunk provides: the plugin contract's `createAdapter`. */
export type SolanaAdapterModule = NamespaceAdapterModule<FoyerSolanaOptions>

/** What the embedded wallet's Solana chunk provides (loaded after an e-mail or social sign-in). */
export type EmbeddedSolanaWalletModule = {
  /** The Wallet Standard name the embedded wallet registers under. */
  EMBEDDED_SOLANA_WALLET_NAME: string
  /** Registers the embedded wallet's Solana account, backed by the login frame; returns the unregister function. */
  registerEmbeddedSolanaWallet(options: {
    address: string
    request(method: 'solana_signMessage' | 'solana_signTransaction' | 'solana_signAndSendTransaction', params: Record<string, unknown>): Promise<unknown>
    network(): string | undefined
  }): () => void
}

/**
 * The Solana namespace as `solana()` from `foyer-kit/solana` returns it, for `createFoyerConfig({ solana })`:
 * a namespace plugin (see `FoyerNamespacePlugin`) with two Solana-only loaders. It carries the
 * loader of Solana's code, so only apps that import `foyer-kit/solana` have `@solana/web3.js` and the
 * wallet adapter in their build at all.
 */
export type FoyerSolana = FoyerNamespacePlugin<'solana', FoyerSolanaOptions> & {
  /** Loads the embedded wallet's Solana side, when an e-mail or social user signs in. */
  readonly loadEmbeddedWallet?: (() => Promise<EmbeddedSolanaWalletModule>) | undefined
  /** Loads Solana over WalletConnect, when the user picks WalletConnect in the modal. */
  readonly loadWalletConnect?: (() => Promise<NamespaceWalletConnectModule>) | undefined
}
