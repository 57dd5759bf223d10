/*
 * WalletConnect pairing, fully offline: the demo's WalletConnect connector talks to the local relay
 * `npm start` runs, and a wallet-side SignClient driven from this test process (anvil account #3)
 * reads the pairing URI from the page and approves or rejects. Covers: approve -> Account shows the
 * address (and copy link puts the same URI on the clipboard); reject -> 'Connection rejected' and
 * a working retry; a relay that never answers -> Foyer's own timeout, 'Failed to connect'; a relay
 * that refuses and comes back -> retry pairs; an expired pairing -> a fresh QR; the mobile deep
 * link and the stored deep link; the basic view; axe and screenshots of both views.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { ANVIL_ACCOUNTS } from '../../services/chain/addresses'
import { shortenAddress } from '../../src/format/shortenAddress'
import { createWalletDriver, type WalletDriver } from '../walletconnect/walletDriver'
import { dialog, expect, test } from './fixtures'
import { e2eUrls } from './stackPorts'

const account = ANVIL_ACCOUNTS[3]!
const chains = [
  { id: 31337, name: 'Foyer Local', rpcUrl: e2eUrls.chain },
  { id: 31338, name: 'Foyer Local 2', rpcUrl: e2eUrls.chain2 },
]

let driver: WalletDriver
test.beforeEach(async () => {
  driver = await createWalletDriver({ relayUrl: e2eUrls.relay, privateKey: account.privateKey, chains })
})
test.afterEach(async () => {
  await driver?.close()
})

/** Opens the modal and picks WalletConnect on Connect. */
async function openPairing(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('button', { name: 'WalletConnect' }).click()
  await expect(dialog(page)).toHaveAttribute('data-foyer-view', 'ConnectingWalletConnect')
}

/** The pairing URI the QR code shows, once it is there. */
async function qrUri(page: Page, other?: string): Promise<string> {
  const qr = dialog(page).getByTestId('foyer-wc-qr')
  await expect(qr).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/)
  if (other) await expect(qr).not.toHaveAttribute('data-uri', other, { timeout: 30_000 })
  return (await qr.getAttribute('data-uri'))!
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

test('approve in the wallet: the modal shows Account with the address, and copy link copies the URI', async ({ demo, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2eUrls.demo })
  const opened = Date.now()
  await openPairing(demo)
  const uri = await qrUri(demo)
  const uriShown = Date.now()
  await expect(dialog(demo).getByRole('img', { name: 'QR code to connect a wallet' })).toBeVisible()

  await dialog(demo).getByRole('button', { name: 'Copy link' }).click()
  await expect(dialog(demo).getByRole('button', { name: 'Link copied' })).toBeVisible()
  expect(await demo.evaluate(() => navigator.clipboard.readText())).toBe(uri)

  const session = await driver.approve(uri)
  expect(session.chains).toEqual(['eip155:31337', 'eip155:31338'])
  const modal = dialog(demo, 'Account')
  await expect(modal.getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
  const connected = Date.now()
  // Reported, not asserted (timings belong to bench/).
  const timing = `open -> QR ${uriShown - opened} ms; QR -> Account (wallet approving) ${connected - uriShown} ms; offline, local relay`
  test.info().annotations.push({ type: 'timing', description: timing })
  console.log(`walletconnect timing: ${timing}`)
  await dialog(demo).getByRole('button', { name: 'Close' }).click()
  await expect(demo.getByRole('button', { name: shortenAddress(account.address) })).toBeVisible()
})

test('reject in the wallet: Connection rejected, and Try again pairs with a fresh URI', async ({ demo }) => {
  await openPairing(demo)
  const first = await qrUri(demo)
  await driver.reject(first)
  const modal = dialog(demo, 'WalletConnect')
  await expect(modal.getByRole('alert')).toHaveText('Connection rejected')
  await expect(modal.getByRole('button', { name: 'Try again' })).toBeFocused()
  await demo.screenshot({ animations: 'disabled', path: 'test/e2e/screenshots/ConnectingWalletConnect-rejected-dark.png' })

  await modal.getByRole('button', { name: 'Try again' }).click()
  const second = await qrUri(demo)
  expect(second).not.toBe(first)
  await driver.approve(second)
  await expect(dialog(demo, 'Account').getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
})

test('a relay that never answers: Failed to connect after Foyer’s own timeout, with a retry', async ({ demo }) => {
  // The page's sockets to the relay open, but nothing reaches the relay and nothing comes back.
  await demo.routeWebSocket(e2eUrls.relay, () => undefined)
  await demo.goto('/?wcTimeout=4000')
  await openPairing(demo)
  const modal = dialog(demo, 'WalletConnect')
  await expect(modal.getByRole('alert')).toHaveText('Failed to connect', { timeout: 20_000 })
  await expect(modal.getByText('The connection service did not answer.')).toBeVisible()
  await expect(modal.getByTestId('foyer-wc-qr')).toHaveCount(0)
  await modal.getByRole('button', { name: 'Try again' }).click()
  await expect(modal.getByRole('status')).toContainText('Preparing a QR code')
  await expect(modal.getByRole('alert')).toHaveText('Failed to connect', { timeout: 20_000 })
})

test('a relay that refuses and comes back: the retry pairs', async ({ demo }) => {
  await demo.routeWebSocket(e2eUrls.relay, (socket) => socket.close({ code: 1011, reason: 'down' }))
  await demo.goto('/?wcTimeout=4000')
  await openPairing(demo)
  const modal = dialog(demo, 'WalletConnect')
  await expect(modal.getByRole('alert')).toHaveText('Failed to connect', { timeout: 20_000 })

  await demo.unrouteAll({ behavior: 'ignoreErrors' })
  await modal.getByRole('button', { name: 'Try again' }).click()
  await driver.approve(await qrUri(demo))
  await expect(dialog(demo, 'Account').getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
})

test('an expired pairing is replaced by a fresh QR, which still connects', async ({ demo }) => {
  // A 12 s lifetime that counts as expired 4 s early: a new URI about 8 s after the first.
  await demo.goto('/?wcLifetime=12000&wcMargin=4000')
  await openPairing(demo)
  const first = await qrUri(demo)
  const second = await qrUri(demo, first)
  expect(second).not.toBe(first)
  await driver.approve(second)
  await expect(dialog(demo, 'Account').getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
})

test('mobile: Open <wallet> deep-links the pairing URI and stores the wallet as the deep link', async ({ demo }) => {
  await demo.setViewportSize({ width: 390, height: 844 })
  await demo.goto('/?customWallet=1')
  await demo.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(demo).getByRole('button', { name: /Foyer Demo Wallet/ }).click()
  const uri = await qrUri(demo)
  const open = dialog(demo).getByRole('link', { name: 'Open Foyer Demo Wallet' })
  await expect(open).toHaveAttribute('href', `https://wallet.foyer.example/wc?uri=${encodeURIComponent(uri)}`)
  await expect(open).toHaveAttribute('target', '_blank')
  await demo.screenshot({ animations: 'disabled', path: 'test/e2e/screenshots/ConnectingWalletConnect-mobile-dark.png' })

  // The wallet's site opens in a new tab; here it is an empty page.
  await demo.context().route('https://wallet.foyer.example/**', (route) => route.fulfill({ body: '<title>wallet</title>', contentType: 'text/html' }))
  const popup = demo.waitForEvent('popup')
  await open.click()
  await (await popup).close()
  const stored = await demo.evaluate(() => [localStorage.getItem('foyer.wc.deeplink'), localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE')])
  expect(stored.map((text) => (text ? JSON.parse(text) : null))).toEqual([
    { href: 'https://wallet.foyer.example/', name: 'Foyer Demo Wallet' },
    { href: 'https://wallet.foyer.example/', name: 'Foyer Demo Wallet' },
  ])
  await driver.approve(uri)
  await expect(dialog(demo, 'Account').getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
})

test('basic mode: QR and copy link only, and it connects', async ({ demo }) => {
  await demo.goto('/?view=ConnectingWalletConnectBasic&customWallet=1')
  await demo.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog(demo)).toHaveAttribute('data-foyer-view', 'ConnectingWalletConnectBasic')
  const uri = await qrUri(demo)
  await expect(dialog(demo).getByRole('link')).toHaveCount(0)
  await expect(dialog(demo).getByRole('button', { name: 'Copy link' })).toBeEnabled()
  await driver.approve(uri)
  await expect(dialog(demo, 'Account').getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
})

for (const theme of ['dark', 'light'] as const) {
  for (const dir of ['ltr', 'rtl'] as const) {
    test(`axe: the pairing views have no violations (${theme}, ${dir})`, async ({ demo }) => {
      await demo.goto(`/?theme=${theme}&dir=${dir}`)
      await openPairing(demo)
      await qrUri(demo)
      await expectNoAxeViolations(demo)
      await demo.screenshot({ animations: 'disabled', path: `test/e2e/screenshots/ConnectingWalletConnect-${theme}-${dir}.png` })
      await demo.goto(`/?theme=${theme}&dir=${dir}&view=ConnectingWalletConnectBasic`)
      await demo.getByRole('button', { name: 'Connect Wallet' }).click()
      await qrUri(demo)
      await expectNoAxeViolations(demo)
      await demo.screenshot({ animations: 'disabled', path: `test/e2e/screenshots/ConnectingWalletConnectBasic-${theme}-${dir}.png` })
    })
  }
}
