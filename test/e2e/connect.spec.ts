/*
 * The first connect flow against the real stack: the demo on Vite, anvil chains
 * and the injected test wallet signing in Node with anvil's account #1.
 * Covers: connect and see the address and exact balance, rejection then retry,
 * disconnect, the open/close rules while connected and disconnected, keyboard
 * only, and that page load fetches nothing from the services and makes no frame.
 */
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { shortenAddress } from '../../src/format/shortenAddress'
import { anvilBalanceText, dialog, expect, fullDialog, loadDemoIdle, test, testWalletName } from './fixtures'
import { e2eUrls } from './stackPorts'

const account = ANVIL_ACCOUNTS[1]!

test('connects with the test wallet and shows the address and the balance anvil reports', async ({ demo, page }) => {
  await demo.getByRole('button', { name: 'Connect', exact: true }).click()
  const modal = dialog(page, 'Connect Wallet')
  await expect(modal).toBeVisible()
  await modal.getByRole('button', { name: testWalletName, exact: true }).click()
  const account1 = dialog(page, 'Account')
  await expect(account1.getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
  await expect(account1.getByTestId('foyer-balance')).toHaveText(await anvilBalanceText(account.address))
  await expect(account1.getByTestId('foyer-network')).toHaveText('Foyer Local')
  await page.screenshot({ animations: 'disabled', path: 'test/e2e/screenshots/account-dark.png' })
  // Copy: the full address lands on the clipboard and a success toast says so.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await account1.getByRole('button', { name: 'Copy address' }).click()
  await expect(account1.getByTestId('foyer-toast')).toHaveText('Address copied')
  await expect(account1.getByTestId('foyer-toast')).toHaveAttribute('data-variant', 'success')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account.address)
  // It leaves by itself after a few seconds.
  await expect(account1.getByTestId('foyer-toast')).toHaveCount(0, { timeout: 8_000 })
})

test('a rejected connection shows "Connection rejected" and the retry connects', async ({ demo, page, wallet }) => {
  wallet.setRejectRequests(true)
  // Every animation that starts on the shaking dialog is recorded: the 500 ms shake can be over
  // before a poll reads the dialog's style on a busy machine.
  type Recorder = { foyerAnimations: string[] }
  await page.evaluate(() => {
    const recorder = window as unknown as Recorder
    recorder.foyerAnimations = []
    document.addEventListener(
      'animationstart',
      (event) => {
        if (event.target instanceof Element && event.target.hasAttribute('data-foyer-shaking')) recorder.foyerAnimations.push('shake')
      },
      true,
    )
  })
  await demo.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page).getByRole('button', { name: testWalletName, exact: true }).click()
  await expect(dialog(page).getByRole('alert')).toHaveText('Connection rejected')
  // The modal shakes on the error (500 ms).
  await expect.poll(() => page.evaluate(() => (window as unknown as Recorder).foyerAnimations.join(' '))).toMatch(/shake/i)
  const retry = dialog(page).getByRole('button', { name: 'Try again' })
  await expect(retry).toBeFocused()
  await page.screenshot({ animations: 'disabled', path: 'test/e2e/screenshots/connect-rejected-dark.png' })
  wallet.setRejectRequests(false)
  await retry.click()
  await expect(dialog(page, 'Account').getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
})

test('disconnect returns to Connect and the page shows Connect again', async ({ demo, page }) => {
  await demo.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page).getByRole('button', { name: testWalletName, exact: true }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
})

test('open and close rules while disconnected and connected', async ({ demo, page }) => {
  const trigger = demo.getByRole('button', { name: 'Connect', exact: true })
  // Disconnected: opens on Connect; Escape closes; reopening is Connect again.
  await trigger.click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await expect(trigger).toBeFocused()
  await trigger.click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  // Connecting leads to Account; closing and reopening while connected shows Account.
  await dialog(page).getByRole('button', { name: testWalletName, exact: true }).click()
  await expect(dialog(page, 'Account')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(dialog(page)).toHaveCount(0)
  const addressButton = page.getByRole('button', { name: shortenAddress(account.address) })
  await addressButton.click()
  await expect(dialog(page, 'Account')).toBeVisible()
  // A click on the overlay closes too.
  await page.mouse.click(5, 5)
  await expect(dialog(page)).toHaveCount(0)
  // A reload reconnects (wagmi restores the connection) and opening shows Account.
  await page.reload()
  await page.getByRole('button', { name: shortenAddress(account.address) }).click()
  await expect(dialog(page, 'Account')).toBeVisible()
})

test('keyboard only: open, connect, close, focus back on the trigger', async ({ demo, page }) => {
  void demo
  // Tab from the top of the page to the trigger.
  const trigger = page.getByRole('button', { name: 'Connect', exact: true })
  for (let i = 0; i < 5 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(trigger).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  // Focus starts on the first wallet, not on the close button, in the page's shell and still once
  // the full dialog has taken over (the keys below go to the full dialog: a key pressed in the
  // frame where one replaces the other would read the focus of neither).
  const modal = fullDialog(page, 'Connect Wallet')
  await expect(modal).toBeVisible()
  await expect(modal.getByRole('listitem').first().getByRole('button')).toBeFocused()
  const target = modal.getByRole('button', { name: testWalletName, exact: true })
  for (let i = 0; i < 10 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog(page, 'Account').getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: shortenAddress(account.address) })).toBeFocused()
})

test('page load fetches nothing from the services and creates no frame', async ({ page, wallet }) => {
  void wallet
  const requests = await loadDemoIdle(page)
  const services = [e2eUrls.api, e2eUrls.frame, e2eUrls.chain, e2eUrls.chain2]
  expect(requests.filter((url) => services.some((service) => url.startsWith(service)))).toEqual([])
  expect(requests.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([])
  expect(await page.locator('iframe').count()).toBe(0)
  expect(await page.getByRole('dialog').count()).toBe(0)
})

test('light theme renders the modal with the light variables', async ({ demo, page }) => {
  await demo.getByLabel('Theme').selectOption('light')
  await demo.getByRole('button', { name: 'Connect', exact: true }).click()
  const modal = fullDialog(page, 'Connect Wallet')
  await expect(modal).toHaveAttribute('data-foyer-theme', 'light')
  const background = await modal.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(background).toBe('rgb(255, 255, 255)')
  await page.screenshot({ animations: 'disabled', path: 'test/e2e/screenshots/connect-light.png' })
  await page.keyboard.press('Escape')
  await demo.getByLabel('Theme').selectOption('dark')
  await demo.getByRole('button', { name: 'Connect', exact: true }).click()
  expect(await fullDialog(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(20, 20, 20)')
  await page.screenshot({ animations: 'disabled', path: 'test/e2e/screenshots/connect-dark.png' })
})

test("the demo's dev wallet connects over its HTTP bridge and signs in the API process", async ({ page }) => {
  await page.goto('/?devWallet=on')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page).getByRole('button', { name: 'Foyer Dev Wallet', exact: true }).click()
  const devAccount = ANVIL_ACCOUNTS[0]!
  await expect(dialog(page, 'Account').getByTestId('foyer-address')).toHaveText(shortenAddress(devAccount.address))
  await expect(dialog(page).getByTestId('foyer-balance')).toHaveText(await anvilBalanceText(devAccount.address))
  // No key material in the page.
  const html = await page.content()
  expect(html).not.toContain(devAccount.privateKey.slice(2))
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(devAccount.privateKey.slice(2))
  // Leave the shared dev wallet disconnected for whoever uses it next.
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
})

test('the modal height follows a view change: pinned at the old height, then moved to the new one', async ({ demo, page }) => {
  await demo.getByRole('button', { name: 'Connect', exact: true }).click()
  const modal = dialog(page, 'Connect Wallet')
  await expect(modal).toBeVisible()
  // The dialog's name changes with the view: find the box on the page.
  const box = page.locator('[role="dialog"] [data-foyer-height-box]')
  // Opening leaves the first layout alone: no explicit height.
  expect(await box.evaluate((element) => (element as HTMLElement).style.height)).toBe('')
  const before = await box.evaluate((element) => element.getBoundingClientRect().height)
  await box.evaluate((element) => {
    const heights: string[] = []
    ;(window as unknown as { foyerHeights: string[] }).foyerHeights = heights
    // Each record's old value, then the value after it: several changes can come in one callback.
    new MutationObserver((records) => {
      for (const record of records.slice(1)) heights.push(/height:\s*([\d.]+px)/.exec(record.oldValue ?? '')?.[1] ?? '')
      heights.push((element as HTMLElement).style.height)
    }).observe(element, { attributes: true, attributeFilter: ['style'], attributeOldValue: true })
  })
  await modal.getByRole('button', { name: 'All wallets' }).click()
  // The view's settled content (its list, not the loading state it may show first), then the box
  // at that content's height: both read in one frame, as the content can still change.
  await expect(dialog(page, 'All Wallets').getByRole('list', { name: 'All Wallets' }).getByRole('listitem').first()).toBeVisible()
  const content = box.locator(':scope > div')
  await expect
    .poll(() => box.evaluate((element) => Math.round(element.getBoundingClientRect().height - element.firstElementChild!.getBoundingClientRect().height)))
    .toBe(0)
  const heights = await page.evaluate(() => (window as unknown as { foyerHeights: string[] }).foyerHeights)
  const after = await content.evaluate((element) => element.getBoundingClientRect().height)
  expect(after).not.toBeCloseTo(before, 0)
  // Pinned first at the old height; the last height set is the new content's (a loading state
  // may come in between).
  const pixels = heights.map((value) => Number.parseFloat(value))
  expect(Math.abs((pixels[0] ?? Number.NaN) - before)).toBeLessThanOrEqual(2)
  expect(Math.abs((pixels.at(-1) ?? Number.NaN) - after)).toBeLessThanOrEqual(2)
})
