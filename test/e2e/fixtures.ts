import { test as base, expect, type Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
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
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
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

/**
 * Loads the demo without its dev wallet (whose bridge is an HTTP call to the API) and waits until
 * the page is idle; returns every URL the page requested, the list growing as the test goes on.
 */
export async function loadDemoIdle(page: Page): Promise<string[]> {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto('/?devWallet=off')
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
  await page.waitForLoadState('networkidle')
  return requests
}

/** Checks nothing in `view`'s form is wider than the form, and the form fits a screen `width` wide. */
export async function expectFormFitsScreen(view: ReturnType<Page['locator']>, width: number): Promise<void> {
  const overflow = await view.locator('form').evaluate((form) => form.scrollWidth - form.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  const box = await view.locator('form').boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
}

/** Decodes the QR code `qr` shows (a screenshot of it read by jsQR in the page). */
export async function readQrCode(page: Page, qr: ReturnType<Page['locator']>): Promise<string | undefined> {
  const png = (await qr.screenshot()).toString('base64')
  await page.addScriptTag({ path: fileURLToPath(new URL('../../node_modules/jsqr/dist/jsQR.js', import.meta.url)) })
  return page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob())
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context2d = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    context2d.drawImage(bitmap, 0, 0)
    const { data, width, height } = context2d.getImageData(0, 0, bitmap.width, bitmap.height)
    const decode = (window as unknown as { jsQR: (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null }).jsQR
    return decode(data, width, height)?.data
  }, png)
}

/**
 * Clicks a family wallet's row while the wallet refuses `method`, checks the "Connection rejected"
 * alert with a focused "Try again", then lets the wallet accept and retries.
 */
export async function connectAfterOneRefusal<Reject>(
  row: ReturnType<Page['locator']>,
  connect: ReturnType<Page['locator']>,
  wallet: { setRejectRequests(reject: Reject): void },
  method: Reject extends readonly (infer Method)[] ? Method : never,
): Promise<void> {
  wallet.setRejectRequests([method] as Reject)
  await row.click()
  await expect(connect.getByRole('alert')).toHaveText('Connection rejected')
  const retry = connect.getByRole('button', { name: 'Try again' })
  await expect(retry).toBeFocused()
  wallet.setRejectRequests(false as Reject)
  await retry.click()
}

/** Name and status of every row of the Wallets (ProfileWallets) view, in order. */
export async function walletRows(view: ReturnType<typeof dialog>) {
  const items = view.getByRole('list', { name: 'Your wallets' }).getByRole('listitem')
  return items.evaluateAll((nodes) =>
    nodes.map((node) => [
      node.querySelector('[data-testid="foyer-profile-wallet-name"]')?.textContent,
      node.querySelector('[data-testid="foyer-profile-wallet-status"]')?.textContent,
    ]),
  )
}

/** Waits until the Wallets view lists exactly `expected` (name and status of each row, in order). */
export async function expectWalletRows(view: ReturnType<typeof dialog>, expected: ReadonlyArray<readonly [string, string]>): Promise<void> {
  await expect.poll(() => walletRows(view)).toEqual(expected)
}
