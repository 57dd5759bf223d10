import type { BrowserContext, Frame, Page } from '@playwright/test'
import { createFramePusher } from '../shared/createFramePusher'
import type { Hex } from 'viem'
import type { TestWallet } from './createTestWallet'
import { createTestWalletInfo } from './testWalletInfo'
import { installTestWalletProvider } from './testWalletProvider'
import type { InstallTestWalletProviderOptions } from './testWalletProvider'
import type { TestWalletProviderInfo, TestWalletRejectRequests } from './testWalletTypes'

/** Options of {@link installTestWallet}. */
export type InstallTestWalletOptions = {
  /**
   * Name of the global bridge function; give each wallet its own when installing several.
   * @default '__foyerTestWallet'
   */
  bridge?: string
  /**
   * EIP-6963 info; missing fields get the test wallet's defaults and a fresh uuid.
   * @default createTestWalletInfo()
   */
  info?: Partial<TestWalletProviderInfo>
  /**
   * Announce through EIP-6963.
   * @default true
   */
  announce?: boolean
  /**
   * Also set `window.ethereum`, for dapps that predate EIP-6963.
   * @default false
   */
  windowEthereum?: boolean
}

/** Drives the installed wallet from a test; changes reach every page of the target. */
export type TestWalletController = {
  /** The wallet behind the pages. */
  wallet: TestWallet
  /** Makes user-facing requests fail with `4001` (`true`, or a list of methods), or stops it. */
  setRejectRequests(reject: TestWalletRejectRequests): void
  /** Switches the account, as a user would in the wallet; resolves once pages got `accountsChanged`. */
  switchAccount(privateKey: Hex): Promise<void>
  /** Switches to a configured chain; resolves once pages got `chainChanged`. */
  switchChain(chainId: number): Promise<void>
  /** Disconnects the site from the wallet side; resolves once pages got `accountsChanged([])`. */
  disconnect(): Promise<void>
}

/**
 * Installs the test wallet into a Playwright page or context: requests travel over an exposed
 * binding to `wallet`, which signs in the test process, so the private key never reaches the
 * page. Call it before `page.goto`, because init scripts run on the next navigation.
 * @example
 * const wallet = createTestWallet({ privateKey, chains: [{ id: 31337, name: 'Anvil', rpcUrl }] })
 * const controller = await installTestWallet(page, wallet)
 * await page.goto('http://127.0.0.1:5173')
 * controller.setRejectRequests(true)
 */
export async function installTestWallet(
  target: Page | BrowserContext,
  wallet: TestWallet,
  options: InstallTestWalletOptions = {},
): Promise<TestWalletController> {
  const bridge = options.bridge ?? '__foyerTestWallet'
  const emitHook = `${bridge}Emit`
  const providerOptions: InstallTestWalletProviderOptions = {
    bridge,
    info: createTestWalletInfo(options.info),
    announce: options.announce ?? true,
    emitHook,
    windowEthereum: options.windowEthereum ?? false,
  }

  await target.exposeBinding(bridge, ({ frame }, payload: unknown) =>
    wallet.request(payload as Parameters<TestWallet['request']>[0], { origin: originOf(frame), source: frame }),
  )
  await target.addInitScript({
    content: `(${installTestWalletProvider.toString()})(${JSON.stringify(providerOptions)})`,
  })

  const pusher = createFramePusher(target, emitHook)
  // The calling frame gets its events with the answer; every other frame gets them pushed.
  const unsubscribe = wallet.subscribe((events, context) => pusher.push(events, context?.source))
  if ('newPage' in target) target.on('close', unsubscribe)
  else target.on('close', unsubscribe)

  return {
    wallet,
    setRejectRequests(reject) {
      wallet.setRejectRequests(reject)
    },
    async switchAccount(privateKey) {
      wallet.setAccount(privateKey)
      await pusher.settled()
    },
    async switchChain(chainId) {
      wallet.setChain(chainId)
      await pusher.settled()
    },
    async disconnect() {
      wallet.disconnect()
      await pusher.settled()
    },
  }
}

function originOf(frame: Frame): string {
  try {
    return new URL(frame.url()).origin
  } catch {
    return 'null'
  }
}
