import type { BrowserContext, Page } from '@playwright/test'
import { bitcoinTestWalletInfo } from './bitcoinTestWalletInfo'
import { bitcoinTestWalletScript } from './bitcoinTestWalletProvider'
import type { BitcoinTestWallet } from './createBitcoinTestWallet'
import type { BitcoinTestWalletInfo, BitcoinTestWalletRequest } from './bitcoinTestWalletTypes'

/** Options of {@link installBitcoinTestWallet}. */
export type InstallBitcoinTestWalletOptions = {
  /**
   * Name of the global bridge function; give each wallet its own when installing several.
   * @default '__foyerBitcoinTestWallet'
   */
  bridge?: string
  /**
   * Name, icon and chains; missing fields get the test wallet's defaults.
   * @default bitcoinTestWalletInfo()
   */
  info?: Partial<BitcoinTestWalletInfo>
}

/**
 * Installs the Bitcoin test wallet into a Playwright page or context as a Wallet Standard Bitcoin
 * wallet: requests travel over an exposed binding to `wallet`, which signs in the test process, so
 * the seed and keys never reach the page. Call it before `page.goto`; drive refusals with
 * `wallet.setRejectRequests`.
 * @example
 * const wallet = createBitcoinTestWallet({ seed, network: 'regtest' })
 * await installBitcoinTestWallet(page, wallet)
 * await page.goto('http://127.0.0.1:5173')
 */
export async function installBitcoinTestWallet(
  target: Page | BrowserContext,
  wallet: BitcoinTestWallet,
  options: InstallBitcoinTestWalletOptions = {},
): Promise<void> {
  const bridge = options.bridge ?? '__foyerBitcoinTestWallet'
  await target.exposeBinding(bridge, (_source, payload: unknown) => wallet.request(payload as BitcoinTestWalletRequest))
  await target.addInitScript({ content: bitcoinTestWalletScript({ bridge, info: bitcoinTestWalletInfo(options.info) }) })
}
