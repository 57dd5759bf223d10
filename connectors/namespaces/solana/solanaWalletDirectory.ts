import { isWalletAdapterCompatibleStandardWallet, type WalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base'
import { getWallets } from '@wallet-standard/app'
import { createStore } from 'zustand/vanilla'
import type { Wallet } from '@wallet-standard/base'
import { solanaMainnet } from '../../../src/chains/builtinNetworks'
import type { CaipNetwork } from '../../../src/chains/network'
import { solanaWalletNetworkIds } from '../../../src/chains/solanaChains'
import type { FoyerSolanaOptions } from '../../../src/config/foyerSolana'
import type { NamespaceWalletDirectory } from '../../../src/config/foyerNamespacePlugin'
import type { NamespaceWallet } from '../../../src/namespaces/namespaceAdapter'
import { followWalletRegistry } from '../followWalletRegistry'

/**
 * The page's Wallet Standard wallets that can connect in Solana (connect, events and a transaction
 * signing feature: what the Solana wallet adapter drives).
 *
 * @example
 * solanaStandardWallets(getWallets().get())
 */
export function solanaStandardWallets(wallets: readonly Wallet[]): WalletAdapterCompatibleStandardWallet[] {
  return wallets.filter(isWalletAdapterCompatibleStandardWallet)
}

/**
 * The Solana wallets to list, as the adapter and the directory both list them: each by its Wallet
 * Standard name, with the icon it announced and the app's networks it covers.
 *
 * @example
 * listSolanaWallets(getWallets().get(), [solanaMainnet]) // [{ id: 'Phantom', name: 'Phantom', ... }]
 */
export function listSolanaWallets(wallets: readonly Wallet[], networks: readonly CaipNetwork[]): NamespaceWallet[] {
  return solanaStandardWallets(wallets).map((wallet) => ({
    id: wallet.name,
    name: wallet.name,
    icon: wallet.icon,
    namespace: 'solana',
    chains: solanaWalletNetworkIds(wallet.chains, networks),
  }))
}

/**
 * The Solana wallet directory of the plugin contract: the page's Solana wallets, followed as they
 * register and unregister, from Wallet Standard discovery alone. It is a chunk of its own, without
 * `@solana/web3.js` or the wallet adapter, so a cold opening lists these wallets at once while the
 * adapter's code waits until the list is complete.
 *
 * @example
 * const directory = createWalletDirectory({ networks: [solanaMainnet] })
 * directory.getWallets() // [{ id: 'Phantom', ... }]
 * directory.destroy()
 */
export function createWalletDirectory({ networks = [solanaMainnet] }: FoyerSolanaOptions = {}): NamespaceWalletDirectory {
  const registry = getWallets()
  const store = createStore<readonly NamespaceWallet[]>()(() => [])
  const stop = followWalletRegistry(registry, () => store.setState(listSolanaWallets(registry.get(), networks), true))
  return {
    getWallets: store.getState,
    subscribe: (listener) => store.subscribe(() => listener()),
    // Once the registry is no longer followed, nothing changes and no listener is called again.
    destroy: stop,
  }
}
