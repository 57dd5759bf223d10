import { checkSolanaOptions } from '../../../src/config/checkSolanaOptions'
import type { FoyerSolana, FoyerSolanaOptions } from '../../../src/config/foyerSolana'

/**
 * Turns on the Solana namespace: pass the result to `createFoyerConfig({ solana })`. Wallet
 * Standard wallets (Phantom, Solflare, Backpack, ...) are then listed with the EVM wallets in
 * Connect. Solana's code (`@solana/web3.js`, the wallet adapter) is a chunk of its own that loads
 * when the modal first needs it, and the wallets' discovery a small one that a cold opening's first
 * list loads alone; apps that never import `foyer-kit/solana` have neither in their build.
 *
 * @throws {FoyerConfigError} `invalid` for an empty network list or a network of another namespace.
 * @example
 * import { solana } from 'foyer-kit/solana'
 * const foyerConfig = createFoyerConfig({ projectId: 'my-app', solana: solana({ networks: [solanaMainnet, solanaDevnet] }) })
 */
export function solana(options: FoyerSolanaOptions = {}): FoyerSolana {
  return Object.freeze({
    namespace: 'solana',
    options: checkSolanaOptions(options),
    loadAdapter: () => import('./solanaAdapter'),
    loadWalletDirectory: () => import('./solanaWalletDirectory'),
    loadEmbeddedWallet: () => import('./embeddedSolanaWallet'),
    loadWalletConnect: () => import('./solanaAdapter'),
  })
}
