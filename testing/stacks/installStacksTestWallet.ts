import type { BrowserContext, Page } from '@playwright/test'
import type { StacksTestWallet } from './createStacksTestWallet'
import { createStacksTestWalletInfo } from './stacksTestWalletInfo'
import { installStacksTestWalletProvider, type InstallStacksTestWalletProviderOptions } from './stacksTestWalletProvider'
import type { StacksTestWalletInfo, StacksTestWalletRequest } from './stacksTestWalletTypes'

/** Options of {@link installStacksTestWallet}. */
export type InstallStacksTestWalletOptions = {
  /**
   * Name of the global bridge function; give each wallet its own when installing several.
   * @default '__foyerStacksTestWallet'
   */
  bridge?: string
  /**
   * Path, name and icon; missing fields get the test wallet's defaults.
   * @default createStacksTestWalletInfo()
   */
  info?: Partial<StacksTestWalletInfo>
}

/**
 * Installs the Stacks test wallet into a Playwright page or context as an injected Stacks provider
 * (registered in `window.wbip_providers`): requests travel over an exposed binding to `wallet`,
 * which signs in the test process, so the key never reaches the page. Call it before `page.goto`;
 * drive refusals with `wallet.setRejectRequests`.
 * @example
 * const wallet = createStacksTestWallet({ secretKey: stacksTestWalletSecretKey('alice') })
 * await installStacksTestWallet(page, wallet)
 * await page.goto('http://127.0.0.1:5173')
 */
export async function installStacksTestWallet(
  target: Page | BrowserContext,
  wallet: StacksTestWallet,
  options: InstallStacksTestWalletOptions = {},
): Promise<void> {
  const bridge = options.bridge ?? '__foyerStacksTestWallet'
  const providerOptions: InstallStacksTestWalletProviderOptions = { bridge, info: createStacksTestWalletInfo(options.info) }
  await target.exposeBinding(bridge, (_source, payload: unknown) => wallet.request(payload as StacksTestWalletRequest))
  await target.addInitScript({ content: `(${installStacksTestWalletProvider.toString()})(${JSON.stringify(providerOptions)})` })
}
