import type { CaipNetwork } from '../chains/network'
import type { FoyerNamespacePlugin } from './foyerNamespacePlugin'
import type { NamespaceWalletConnectModule } from './namespaceWalletConnect'

/** Options of `bitcoin()` (from `foyer-kit/bitcoin`). */
export type FoyerBitcoinOptions = {
  /**
   * The Bitcoin networks the app uses, the default first: `bitcoinMainnet`, `bitcoinTestnet`, or
   * either with your own Esplora API (`withEsploraUrl(bitcoinMainnet, 'https://esplora.example.com/api')`).
   * Balances, UTXOs and fee estimates are read from, and sends broadcast to, the active network's
   * Esplora API.
   * @default [bitcoinMainnet] (Esplora at https://mempool.space/api)
   */
  networks?: readonly CaipNetwork[] | undefined
  /**
   * Confirmation target, in blocks, whose fee-rate estimate a send pays.
   * @default 3
   */
  confirmationTarget?: number | undefined
}

/**
 * The Bitcoin namespace (`bip122`) as `bitcoin()` from `foyer-kit/bitcoin` returns it, for
 * `createFoyerConfig({ bitcoin })`: a namespace plugin (see `FoyerNamespacePlugin`) whose chunk
 * carries `@scure/btc-signer` and the Wallet Standard client.
 */
export type FoyerBitcoin = FoyerNamespacePlugin<'bip122', FoyerBitcoinOptions> & {
  /** Loads Bitcoin over WalletConnect (the `bip122` namespace), when the user picks WalletConnect in the modal. */
  readonly loadWalletConnect?: (() => Promise<NamespaceWalletConnectModule>) | undefined
}
