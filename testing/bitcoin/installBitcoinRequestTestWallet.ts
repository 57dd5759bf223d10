import type { BrowserContext, Page } from '@playwright/test'
import {
  bitcoinRequestTestWalletInfo,
  installBitcoinRequestTestWalletProvider,
  type BitcoinRequestTestWalletInfo,
  type InstallBitcoinRequestTestWalletProviderOptions,
} from './bitcoinRequestProvider'
import { answerBitcoinRequest, type BitcoinRequestTestWalletRequest } from './bitcoinRequestTestWallet'
import type { BitcoinTestWallet } from './createBitcoinTestWallet'

// The Node side of the request-provider Bitcoin test wallet: Playwright's binding answers the page
// side (bitcoinRequestProvider.ts) with the wallet that signs here.

/** Options of {@link installBitcoinRequestTestWallet}. */
export type InstallBitcoinRequestTestWalletOptions = {
  /**
   * Name of the global bridge function; give each wallet its own when installing several.
   * @default '__foyerBitcoinRequestTestWallet'
   */
  bridge?: string
  /**
   * Path, name, icon and site; missing fields get the defaults.
   * @default bitcoinRequestTestWalletInfo()
   */
  info?: Partial<BitcoinRequestTestWalletInfo>
  /**
   * The code a refusal answers: 4001 (WBIP, Leather) or sats-connect's `-32000`.
   * @default 4001
   */
  rejectionCode?: number
}

/**
 * Installs the Bitcoin test wallet into a Playwright page or context as a request-provider wallet
 * (WBIP-004 registration, `getAddresses`, `signMessage`, `signPsbt`): calls travel over an exposed
 * binding to `wallet`, which signs in the test process, so the seed never reaches the page. Call
 * it before `page.goto`; drive refusals with `wallet.setRejectRequests(['connect' |
 * 'signMessage' | 'signTransaction'])` (`getAddresses`, `signMessage`, `signPsbt`).
 * @example
 * const wallet = createBitcoinTestWallet({ seed, network: 'regtest' })
 * await installBitcoinRequestTestWallet(page, wallet, { rejectionCode: -32000 })
 * await page.goto('http://127.0.0.1:5173')
 */
export async function installBitcoinRequestTestWallet(
  target: Page | BrowserContext,
  wallet: BitcoinTestWallet,
  options: InstallBitcoinRequestTestWalletOptions = {},
): Promise<void> {
  const bridge = options.bridge ?? '__foyerBitcoinRequestTestWallet'
  const providerOptions: InstallBitcoinRequestTestWalletProviderOptions = { bridge, info: bitcoinRequestTestWalletInfo(options.info) }
  const answerOptions = options.rejectionCode === undefined ? {} : { rejectionCode: options.rejectionCode }
  await target.exposeBinding(bridge, (_source, payload: unknown) => answerBitcoinRequest(wallet, payload as BitcoinRequestTestWalletRequest, answerOptions))
  await target.addInitScript({ content: `(${installBitcoinRequestTestWalletProvider.toString()})(${JSON.stringify(providerOptions)})` })
}
