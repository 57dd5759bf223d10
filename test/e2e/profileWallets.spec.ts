/*
 * ProfileWallets against the real stack: two injected test wallets (anvil accounts #1 and #2, each
 * with its own name and rdns) connected at once on the development project `foyer-multiwallet`
 * (remote flag multiWallet on). Covers: the second wallet added from ProfileWallets through Connect,
 * both listed with their status, axe in both themes and directions, a phone-width layout, Switch (the page follows the
 * active account), a reload that restores both connections and the active one, Disconnect of one
 * keeping the other (listed as Disconnected, after a reload too) and Reconnect making it active again; and no Wallets entry on a project with the flag off (its default).
 */
import type { Page } from '@playwright/test'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { shortenAddress } from '../../src/format/shortenAddress'
import { createTestWallet } from '../../testing/evm/createTestWallet'
import { installTestWallet } from '../../testing/evm/installTestWallet'
import { expectAxeCleanInEveryLook } from './axe'
import { dialog, expect, expectWalletRows, test, testWalletName } from './fixtures'
import { e2eUrls } from './stackPorts'

const first = ANVIL_ACCOUNTS[1]!
const second = ANVIL_ACCOUNTS[2]!
const secondName = 'Second Test Wallet'

async function installSecondWallet(page: Page) {
  const wallet = createTestWallet({ privateKey: second.privateKey, chains: [{ id: 31337, name: 'Foyer Local', rpcUrl: e2eUrls.chain }] })
  await installTestWallet(page, wallet, { bridge: '__foyerSecondWallet', info: { name: secondName, rdns: 'dev.foyer.testwallet.second' } })
}

async function openWallets(page: Page, label: string) {
  await page.getByRole('button', { name: shortenAddress(label) }).click()
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible()
  await account.getByTestId('foyer-open-profile-wallets').click()
  const view = dialog(page, 'Wallets')
  await expect(view).toBeVisible()
  return view
}

test('two wallets at once: add, list, switch, survive a reload, disconnect one', async ({ page, wallet }) => {
  void wallet
  await installSecondWallet(page)
  await page.goto('/?projectId=foyer-multiwallet')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page).getByRole('button', { name: testWalletName, exact: true }).click()
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible()

  // The entry shows once the project's flags arrive; one wallet so far.
  await expect(account.getByTestId('foyer-open-profile-wallets')).toHaveText('Wallets')
  await account.getByTestId('foyer-open-profile-wallets').click()
  let view = dialog(page, 'Wallets')
  await expectWalletRows(view, [[testWalletName, 'Active']])

  // Add wallet: Connect (kept open while connected), the second wallet, then back here.
  await view.getByRole('button', { name: 'Add wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('button', { name: secondName, exact: true }).click()
  view = dialog(page, 'Wallets')
  await expectWalletRows(view, [
    [secondName, 'Active'],
    [testWalletName, 'Connected'],
  ])
  await expect(view.getByTestId('foyer-profile-wallet-address')).toHaveText([shortenAddress(second.address), shortenAddress(first.address)])
  await expectAxeCleanInEveryLook(page, 'profile-wallets')
  // Phone width: the rows wrap their buttons instead of overflowing the dialog.
  await page.setViewportSize({ width: 360, height: 740 })
  await expect(view.getByRole('button', { name: `Disconnect ${secondName}` })).toBeInViewport()
  expect(await view.getByRole('list', { name: 'Your wallets' }).evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true)
  await page.screenshot({ animations: 'disabled', path: 'test/e2e/screenshots/profile-wallets-mobile.png' })
  await page.setViewportSize({ width: 1280, height: 720 })

  // Switch: the first wallet becomes active, the page follows its account, both stay connected.
  await view.getByRole('button', { name: `Switch to ${testWalletName}` }).click()
  await expectWalletRows(view, [
    [testWalletName, 'Active'],
    [secondName, 'Connected'],
  ])
  await expect(view.getByRole('status').filter({ hasText: `Now using ${testWalletName}` })).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: shortenAddress(first.address) })).toBeVisible()

  // A reload restores both connections, the active one still the first wallet.
  await page.reload()
  view = await openWallets(page, first.address)
  await expectWalletRows(view, [
    [testWalletName, 'Active'],
    [secondName, 'Connected'],
  ])

  // Disconnect the second wallet from the keyboard: the first stays connected and active, the second
  // stays listed as Disconnected (focus on its Reconnect), also after a reload.
  await view.getByRole('button', { name: `Disconnect ${secondName}` }).focus()
  await page.keyboard.press('Enter')
  await expectWalletRows(view, [
    [testWalletName, 'Active'],
    [secondName, 'Disconnected'],
  ])
  await expect(view.getByRole('button', { name: `Reconnect ${secondName}` })).toBeFocused()
  await expect(view.getByRole('status').filter({ hasText: `${secondName} is disconnected` })).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: shortenAddress(first.address) })).toBeVisible()
  await page.reload()
  view = await openWallets(page, first.address)
  await expectWalletRows(view, [
    [testWalletName, 'Active'],
    [secondName, 'Disconnected'],
  ])

  // Reconnect: the browser wallet connects again at once and becomes the active one.
  await view.getByRole('button', { name: `Reconnect ${secondName}` }).focus()
  await page.keyboard.press('Enter')
  await expectWalletRows(view, [
    [secondName, 'Active'],
    [testWalletName, 'Connected'],
  ])
  await expect(view.getByRole('status').filter({ hasText: `${secondName} is connected again` })).toHaveCount(1)
})

test('no Wallets entry where the project has multi-wallet off', async ({ page, wallet }) => {
  void wallet
  const flags = page.waitForResponse((response) => response.url().includes('/appkit/v1/config'))
  await page.goto('/?projectId=foyer-local')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page).getByRole('button', { name: testWalletName, exact: true }).click()
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible()
  expect((await (await flags).json()).features.multiWallet ?? false).toBe(false)
  await expect(account.getByRole('button', { name: 'Send' })).toBeVisible()
  await expect(account.getByTestId('foyer-open-profile-wallets')).toHaveCount(0)
})
