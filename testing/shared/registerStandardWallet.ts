import type { Wallet } from '@wallet-standard/base'

/**
 * Registers a page-side wallet the Wallet Standard way: a `wallet-standard:register-wallet` event
 * now (apps already listening pick it up), and an answer to every later
 * `wallet-standard:app-ready` (apps that start after the wallet). Returns the wallet.
 *
 * Shared by the test wallets whose page side is serialized into Playwright init scripts, so it is
 * self-contained too (no imports, no module-scope references, no named inner arrow functions): an
 * installer writes `(${registerStandardWallet})((${buildWallet})(options))`.
 * @example
 * registerStandardWallet(createSuiTestWalletStandard({ bridge, info }))
 */
export function registerStandardWallet<T extends Wallet>(wallet: T): T {
  const registration = {
    register(api: { register: (registered: unknown) => unknown }) {
      api.register(wallet)
    },
  }
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: registration.register }))
  } catch (error) {
    setTimeout(() => {
      throw error
    })
  }
  window.addEventListener('wallet-standard:app-ready', (event) => registration.register((event as CustomEvent).detail))
  return wallet
}
