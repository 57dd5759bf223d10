import type { BrowserContext, Page } from '@playwright/test'
import type { SuiTestWallet } from './createSuiTestWallet'
import { createSuiTestWalletInfo } from './suiTestWalletInfo'
import { suiTestWalletScript } from './suiTestWalletProvider'
import type { SuiTestWalletInfo, SuiTestWalletRequest } from './suiTestWalletTypes'

/** Options of {@link installSuiTestWallet}. */
export type InstallSuiTestWalletOptions = {
  /**
   * Name of the global bridge function; give each wallet its own when installing several.
   * @default '__foyerSuiTestWallet'
   */
  bridge?: string
  /**
   * Name, icon and chains; missing fields get the test wallet's defaults.
   * @default createSuiTestWalletInfo()
   */
  info?: Partial<SuiTestWalletInfo>
}

/**
 * Installs the Sui test wallet into a Playwright page or context as a Wallet Standard Sui wallet:
 * requests travel over an exposed binding to `wallet`, which signs in the test process, so the key
 * never reaches the page. Call it before `page.goto`; drive refusals with `wallet.setRejectRequests`.
 * @example
 * const wallet = createSuiTestWallet({ secretKey: suiTestWalletSecretKey('alice') })
 * await installSuiTestWallet(page, wallet)
 * await page.goto('http://127.0.0.1:5173')
 */
export async function installSuiTestWallet(target: Page | BrowserContext, wallet: SuiTestWallet, options: InstallSuiTestWalletOptions = {}): Promise<void> {
  const bridge = options.bridge ?? '__foyerSuiTestWallet'
  await target.exposeBinding(bridge, (_source, payload: unknown) => wallet.request(payload as SuiTestWalletRequest))
  await target.addInitScript({ content: suiTestWalletScript({ bridge, info: createSuiTestWalletInfo(options.info) }) })
}
