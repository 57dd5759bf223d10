import type { BrowserContext, Frame, Page } from '@playwright/test'
import { installCosmosTestWalletProvider, type InstallCosmosTestWalletProviderOptions } from './cosmosTestWalletProvider'
import type { CosmosTestWallet } from './createCosmosTestWallet'
import type { CosmosTestWalletRejectRequests, CosmosTestWalletRequest } from './cosmosTestWalletTypes'

/** Options of {@link installCosmosTestWallet}. */
export type InstallCosmosTestWalletOptions = {
  /**
   * Name of the global bridge function; give each wallet its own when installing several.
   * @default '__foyerCosmosTestWallet'
   */
  bridge?: string
  /**
   * The global the wallet injects itself as.
   * @default 'keplr'
   */
  global?: 'keplr' | 'leap'
}

/** Drives the installed Cosmos wallet from a test; changes reach every page of the target. */
export type CosmosTestWalletController = {
  /** The wallet behind the pages. */
  wallet: CosmosTestWallet
  /** Makes user-facing requests fail with 'Request rejected' (`true`, or a list of methods), or stops it. */
  setRejectRequests(reject: CosmosTestWalletRejectRequests): void
  /** Switches the wallet's key; resolves once every page got `keplr_keystorechange`. */
  switchAccount(seed: Uint8Array): Promise<void>
}

/**
 * Installs the Cosmos test wallet into a Playwright page or context as `window.keplr`: requests
 * travel over an exposed binding to `wallet`, which signs in the test process, so the seed never
 * reaches the page. Call it before `page.goto`.
 * @example
 * const wallet = createCosmosTestWallet({ seed: cosmosTestWalletSeed('alice') })
 * const controller = await installCosmosTestWallet(page, wallet)
 * await page.goto('http://127.0.0.1:5173/?cosmos=http://127.0.0.1:1317')
 * controller.setRejectRequests(['enable'])
 */
export async function installCosmosTestWallet(
  target: Page | BrowserContext,
  wallet: CosmosTestWallet,
  options: InstallCosmosTestWalletOptions = {},
): Promise<CosmosTestWalletController> {
  const bridge = options.bridge ?? '__foyerCosmosTestWallet'
  const global = options.global ?? 'keplr'
  const providerOptions: InstallCosmosTestWalletProviderOptions = { bridge, global }
  await target.exposeBinding(bridge, (_source, payload: unknown) => wallet.request(payload as CosmosTestWalletRequest))
  await target.addInitScript({ content: `(${installCosmosTestWalletProvider.toString()})(${JSON.stringify(providerOptions)})` })
  const frames = (): Frame[] => ('newPage' in target ? target.pages() : [target]).flatMap((page) => page.frames())
  return {
    wallet,
    setRejectRequests(reject) {
      wallet.setRejectRequests(reject)
    },
    async switchAccount(seed) {
      wallet.switchAccount(seed)
      await Promise.all(
        frames().map((frame) =>
          frame
            .evaluate((type) => window.dispatchEvent(new Event(type)), `${global}_keystorechange`)
            // A frame that navigates or closes meanwhile misses the event, like a tab would.
            .catch(() => undefined),
        ),
      )
    },
  }
}
