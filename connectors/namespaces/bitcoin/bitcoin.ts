import { bitcoinMainnet } from '../../../src/chains/builtinNetworks'
import { checkNamespaceOptions } from '../../../src/config/checkNamespaceOptions'
import type { FoyerBitcoin, FoyerBitcoinOptions } from '../../../src/config/foyerBitcoin'

/**
 * Turns on the Bitcoin namespace (`bip122`): pass the result to `createFoyerConfig({ bitcoin })`.
 * Wallet Standard Bitcoin wallets (Xverse, Phantom, Magic Eden, ...) and wallets with a request
 * provider (Leather, Xverse, any in `window.wbip_providers`) are then listed with the EVM wallets in
 * Connect, each wallet once, each connection with a payment and an ordinal account. The family's code
 * (`@scure/btc-signer`, the Esplora client) is a chunk of its own that loads when the modal first
 * needs it; apps that never import `foyer-kit/bitcoin` do not have it in their build.
 *
 * @throws {FoyerConfigError} `invalid` for an empty network list or a network of another namespace.
 * @example
 * import { bitcoin } from 'foyer-kit/bitcoin'
 * const foyerConfig = createFoyerConfig({ projectId: 'my-app', bitcoin: bitcoin({ networks: [bitcoinMainnet] }) })
 */
export function bitcoin(options: FoyerBitcoinOptions = {}): FoyerBitcoin {
  return Object.freeze({
    namespace: 'bip122',
    options: checkNamespaceOptions('bitcoin', 'bip122', { ...options, networks: options.networks ?? [bitcoinMainnet] }),
    loadAdapter: () => import('./bitcoinAdapter'),
    // Pairing over WalletConnect (the bip122 namespace in the modal's QR code) is a small chunk of its own.
    loadWalletConnect: () => import('./walletConnectBitcoin'),
  })
}
