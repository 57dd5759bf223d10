/*
 * Accessibility and presentation of the modal in a real browser: axe finds no
 * violations in the Connect and Account views in both themes and in RTL; RTL
 * mirrors the layout; themeVariables reach the stable CSS variables; the title, height and view
 * animations' durations; reduced motion switches the animations off; the allowed-origins alert (APKT002).
 */
import { expectAxeCleanInEveryLook, expectNoAxeViolations } from './axe'
import { dialog, expect, fullDialog, test, testWalletName } from './fixtures'

test('axe: Connect and Account have no violations in both themes and directions', async ({ page, wallet }) => {
  void wallet
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(fullDialog(page, 'Connect Wallet')).toBeVisible()
  await expectAxeCleanInEveryLook(page, 'Connect')
  await dialog(page).getByRole('button', { name: testWalletName, exact: true }).click()
  await expect(dialog(page, 'Account').getByTestId('foyer-balance')).toBeVisible()
  await expectAxeCleanInEveryLook(page, 'Account')
})

test('RTL mirrors the modal: the close button moves to the left and the modal stays centred', async ({ page, wallet }) => {
  void wallet
  await page.goto('/?dir=rtl')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const modal = fullDialog(page, 'Connect Wallet')
  await expect(modal).toBeVisible()
  const box = await modal.boundingBox()
  const close = await modal.getByRole('button', { name: 'Close' }).boundingBox()
  expect(box && close && close.x < box.x + box.width / 2).toBe(true)
  // The modal stays centred in RTL.
  const viewport = page.viewportSize()
  expect(box && viewport && Math.abs(box.x + box.width / 2 - viewport.width / 2) < 2).toBe(true)
})

test('themeVariables set the stable CSS variables at runtime', async ({ page, wallet }) => {
  void wallet
  await page.goto('/?accent=%23e5484d&radius=8px')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const modal = fullDialog(page, 'Connect Wallet')
  await expect(modal).toBeVisible()
  const read = (name: string) => modal.evaluate((el, variable) => getComputedStyle(el).getPropertyValue(variable).trim(), name)
  expect(await read('--foyer-colors-accent')).toBe('#e5484d')
  expect(await read('--foyer-radii-base')).toBe('8px')
  expect(await modal.evaluate((el) => getComputedStyle(el).zIndex)).toBe('999')
  expect(await modal.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(360)
})

test('motion: the title fades in over 120 ms, the height follows over 150 ms, a view enters over 150 ms', async ({ page, wallet }) => {
  void wallet
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const modal = fullDialog(page, 'Connect Wallet')
  await expect(modal).toBeVisible()
  const title = modal.getByRole('heading', { name: 'Connect Wallet' }).locator('span')
  expect(await title.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0.12s')
  const heightBox = modal.locator('[data-foyer-height-box]')
  expect(await heightBox.evaluate((el) => [getComputedStyle(el).transitionProperty, getComputedStyle(el).transitionDuration])).toEqual(['height', '0.15s'])
  // The view's own wrapper, inside the height box's measured inner box.
  const view = heightBox.locator(':scope > div > div')
  expect(await view.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0.15s')
})

test('reduced motion switches the modal animations off', async ({ page, wallet }) => {
  void wallet
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  // The full dialog, never the light shell it replaces: a style read from the detached shell is empty.
  const modal = fullDialog(page, 'Connect Wallet')
  await expect(modal).toBeVisible()
  expect(await modal.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
})

test('APKT002 when the page is not on the project allow-list; the modal stays usable', async ({ page, wallet }) => {
  void wallet
  await page.goto('/?projectId=foyer-restricted')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const alert = dialog(page).getByRole('alert')
  await expect(alert).toContainText('Invalid App Configuration')
  await expect(alert).toHaveAttribute('data-alert-code', 'APKT002')
  await page.screenshot({ animations: 'disabled', path: 'test/e2e/screenshots/alert-APKT002-dark.png' })
  await dialog(page).getByRole('button', { name: testWalletName, exact: true }).click()
  await expect(dialog(page, 'Account')).toBeVisible()
})

test('mobile: the modal is a bottom sheet across the screen', async ({ page, wallet }) => {
  void wallet
  // No opening animation, so the box is measured at rest.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 375, height: 720 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const full = fullDialog(page, 'Connect Wallet')
  await expect(full).toBeVisible()
  const box = await full.boundingBox()
  expect(box?.width).toBe(375)
  expect(box && Math.round(box.y + box.height)).toBe(720)
  await page.screenshot({ animations: 'disabled', path: 'test/e2e/screenshots/Connect-mobile-dark.png' })
})

test('Arabic: the catalogue loads with the modal, the modal is right to left and passes axe', async ({ page, wallet }) => {
  void wallet
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto('/?locale=ar')
  await page.waitForLoadState('networkidle')
  expect(requests.filter((url) => /locales\/ar/.test(url))).toEqual([])
  // The page's button is in the locale's language before the catalogue loads.
  await page.getByRole('button', { name: 'اتصال', exact: true }).click()
  const modal = dialog(page, 'ربط المحفظة')
  await expect(modal).toHaveAttribute('dir', 'rtl')
  await expect(modal.getByRole('button', { name: 'إغلاق' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ animations: 'disabled', path: 'test/e2e/screenshots/Connect-dark-ar.png' })
  await modal.getByRole('button', { name: testWalletName, exact: true }).click()
  await expect(dialog(page, 'الحساب').getByRole('button', { name: 'قطع الاتصال' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ animations: 'disabled', path: 'test/e2e/screenshots/Account-dark-ar.png' })
})

test('Spanish: texts come from the Spanish catalogue', async ({ page, wallet }) => {
  void wallet
  await page.goto('/?locale=es&theme=light')
  await page.getByRole('button', { name: 'Conectar', exact: true }).click()
  const modal = dialog(page, 'Conectar billetera')
  await expect(modal).toHaveAttribute('dir', 'ltr')
  await expect(modal.getByRole('button', { name: 'Cerrar' })).toBeVisible()
  await page.screenshot({ animations: 'disabled', path: 'test/e2e/screenshots/Connect-light-es.png' })
})
