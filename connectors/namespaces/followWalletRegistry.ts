import type { Wallets } from '@wallet-standard/app'

/**
 * Calls `read` now and whenever a Wallet Standard wallet registers or unregisters, so an adapter's
 * wallet list follows the page's wallets; returns the stop.
 *
 * @example
 * const stop = followWalletRegistry(getWallets(), readWallets)
 * stop() // in the adapter's destroy()
 */
export function followWalletRegistry(registry: Wallets, read: () => void): () => void {
  read()
  const offRegister = registry.on('register', read)
  const offUnregister = registry.on('unregister', read)
  return () => {
    offRegister()
    offUnregister()
  }
}
