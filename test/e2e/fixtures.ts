import { test as base, expect, type Page } from '@playwright/test'
import { createPublicClient, http, type Address } from 'viem'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { formatBalance } from '../../src/format/formatBalance'
import { createTestWallet } from '../../testing/evm/createTestWallet'
import { installTestWallet } from '../../testing/evm/installTestWallet'
import { e2eUrls } from './stackPorts'

/** The name the e2e wallet announces itself with through EIP-6963. */
export const testWalletName = 'Foyer Test Wallet'

type Fixtures = {
  /** The Node-side test wallet (anvil account #1), installed into `page` before it loads. */
  wallet: Awaited<ReturnType<typeof installTestWallet>>
  /** The demo page, loaded with the wallet installed. */
  demo: Page
}

/** Playwright's `test` with a demo page that has the injected test wallet. */
export const test = base.extend<Fixtures>({
  wallet: async ({ page }, use) => {
    const account = ANVIL_ACCOUNTS[1]!
    const wallet = createTestWallet({
      privateKey: account.privateKey,
      chains: [
        { id: 31337, name: 'Foyer Local', rpcUrl: e2eUrls.chain },
        { id: 31338, name: 'Foyer Local 2', rpcUrl: e2eUrls.chain2 },
      ],
    })
    const controller = await installTestWallet(page, wallet, { info: { name: testWalletName } })
    await use(controller)
  },
  demo: async ({ page, wallet }, use) => {
    void wallet
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await use(page)
  },
})

export { expect }

/** The native balance anvil reports, formatted the way the Account view must show it. */
export async function anvilBalanceText(address: Address): Promise<string> {
  const client = createPublicClient({ transport: http(e2eUrls.chain) })
  return `${formatBalance(await client.getBalance({ address }), 18)} ETH`
}

/** The dialog (a Radix dialog hides the rest of the page from the accessibility tree while open). */
export function dialog(page: Page, name?: string) {
  return page.getByRole('dialog', name ? { name } : undefined)
}

/**
 * The full dialog, never the light shell the page shows until the modal's code arrives: the shell's
 * element is replaced at the takeover, so a style read from it may come from a detached element.
 */
export function fullDialog(page: Page, name?: string) {
  return dialog(page, name).and(page.locator(':not([data-foyer-shell])'))
}
