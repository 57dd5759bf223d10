import type { BrowserContext, Page } from '@playwright/test'
import { createFramePusher } from '../shared/createFramePusher'
import type { SolanaTestWallet, SolanaTestWalletKey } from './createSolanaTestWallet'
import { createSolanaTestWalletInfo } from './solanaTestWalletInfo'
import { solanaTestWalletScript } from './solanaTestWalletProvider'
import type { SolanaTestWalletInfo, SolanaTestWalletRejectRequests, SolanaTestWalletRequest } from './solanaTestWalletTypes'

/** Options of {@link installSolanaTestWallet}. */
export type InstallSolanaTestWalletOptions = {
  /**
   * Name of the global bridge function; give each wallet its own when installing several.
   * @default '__foyerSolanaTestWallet'
   */
  bridge?: string
  /**
   * Name, icon and chains; missing fields get the test wallet's defaults.
   * @default createSolanaTestWalletInfo()
   */
  info?: Partial<SolanaTestWalletInfo>
}

/** Drives the installed Solana wallet from a test; changes reach every page of the target. */
export type SolanaTestWalletController = {
  /** The wallet behind the pages. */
  wallet: SolanaTestWallet
  /** Makes user-facing requests fail with `4001` (`true`, or a list of methods), or stops it. */
  setRejectRequests(reject: SolanaTestWalletRejectRequests): void
  /** Switches the account; resolves once connected pages got the `change` event. */
  switchAccount(keypair: SolanaTestWalletKey): Promise<void>
  /** Disconnects the site from the wallet side; resolves once pages got `change` with no accounts. */
  disconnect(): Promise<void>
}

/**
 * Installs the Solana test wallet into a Playwright page or context as a Wallet Standard wallet:
 * requests travel over an exposed binding to `wallet`, which signs in the test process, so the
 * key never reaches the page. Call it before `page.goto`.
 * @example
 * const wallet = createSolanaTestWallet({ keypair, rpcUrl: 'http://127.0.0.1:8899' })
 * const controller = await installSolanaTestWallet(page, wallet)
 * await page.goto('http://127.0.0.1:5173')
 * controller.setRejectRequests(['connect'])
 */
export async function installSolanaTestWallet(
  target: Page | BrowserContext,
  wallet: SolanaTestWallet,
  options: InstallSolanaTestWalletOptions = {},
): Promise<SolanaTestWalletController> {
  const bridge = options.bridge ?? '__foyerSolanaTestWallet'
  const emitHook = `${bridge}Emit`
  await target.exposeBinding(bridge, (_source, payload: unknown) => wallet.request(payload as SolanaTestWalletRequest))
  await target.addInitScript({ content: solanaTestWalletScript({ bridge, info: createSolanaTestWalletInfo(options.info), emitHook }) })

  const pusher = createFramePusher(target, emitHook)
  const unsubscribe = wallet.subscribe((events) => pusher.push(events))
  if ('newPage' in target) target.on('close', unsubscribe)
  else target.on('close', unsubscribe)

  return {
    wallet,
    setRejectRequests(reject) {
      wallet.setRejectRequests(reject)
    },
    async switchAccount(keypair) {
      wallet.setAccount(keypair)
      await pusher.settled()
    },
    async disconnect() {
      wallet.disconnect()
      await pusher.settled()
    },
  }
}
