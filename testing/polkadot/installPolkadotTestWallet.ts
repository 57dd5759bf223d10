import type { BrowserContext, Page } from '@playwright/test'
import type { PolkadotTestWallet } from './createPolkadotTestWallet'
import { installPolkadotTestWalletProvider, type InstallPolkadotTestWalletProviderOptions } from './polkadotTestWalletProvider'
import type { PolkadotTestWalletRequest } from './polkadotTestWalletTypes'

/** Options of {@link installPolkadotTestWallet}. */
export type InstallPolkadotTestWalletOptions = {
  /**
   * Name of the global bridge function; give each wallet its own when installing several.
   * @default '__foyerPolkadotTestWallet'
   */
  bridge?: string
  /**
   * The extension's key in `window.injectedWeb3`.
   * @default 'foyer-test'
   */
  key?: string
}

/**
 * Installs the Polkadot test extension into a Playwright page or context as
 * `window.injectedWeb3[key]`: requests travel over an exposed binding to `wallet`, which signs in
 * the test process, so the seed never reaches the page. Call it before `page.goto`; drive refusals
 * with `wallet.setRejectRequests`.
 * @example
 * const wallet = createPolkadotTestWallet({ seed: polkadotTestWalletSeed('alice') })
 * await installPolkadotTestWallet(page, wallet)
 * await page.goto('http://127.0.0.1:5173/?polkadot=http://127.0.0.1:9944')
 */
export async function installPolkadotTestWallet(
  target: Page | BrowserContext,
  wallet: PolkadotTestWallet,
  options: InstallPolkadotTestWalletOptions = {},
): Promise<void> {
  const bridge = options.bridge ?? '__foyerPolkadotTestWallet'
  const providerOptions: InstallPolkadotTestWalletProviderOptions = { bridge, key: options.key ?? 'foyer-test' }
  await target.exposeBinding(bridge, (_source, payload: unknown) => wallet.request(payload as PolkadotTestWalletRequest))
  await target.addInitScript({ content: `(${installPolkadotTestWalletProvider.toString()})(${JSON.stringify(providerOptions)})` })
}
