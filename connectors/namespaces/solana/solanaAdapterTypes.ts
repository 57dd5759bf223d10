import type { Adapter } from '@solana/wallet-adapter-base'
import type { CaipNetwork } from '../../../src/chains/network'
import type { SendingNamespaceAdapter } from '../../../src/namespaces/namespaceAdapter'

/*
 * The Solana adapter's public types, apart from its code so the bridge (in the `foyer-kit/solana`
 * entry) can name them without importing the adapter's chunk.
 */

/** Options of `createSolanaAdapter`. */
export type CreateSolanaAdapterOptions = {
  /**
   * The app's Solana networks, the default first.
   * @default [solanaMainnet]
   */
  networks?: readonly CaipNetwork[] | undefined
}

/**
 * The app's own Solana connection (its `@solana/wallet-adapter-react` `WalletProvider`), which the
 * adapter then follows instead of connecting wallets itself: one connection, shown by both.
 */
export type ExternalSolanaWallet = {
  /** The app's selected wallet, connected or not; null when none is selected. */
  adapter: Adapter | null
  /** Selects `walletName` in the app's provider and connects it; resolves with its adapter. */
  connect(walletName: string): Promise<Adapter>
  /** Disconnects the app's wallet. */
  disconnect(): Promise<void>
}

/** The Solana namespace adapter: the common contract, and following an app's own connection. */
export type SolanaAdapter = SendingNamespaceAdapter & {
  destroy(): void
  /** Follow the app's own connection (`undefined` to stop); see {@link ExternalSolanaWallet}. */
  setExternal(external: ExternalSolanaWallet | undefined): void
}
