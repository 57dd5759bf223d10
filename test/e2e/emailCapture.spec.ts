/*
 * E-mail capture (DataCapture) against the real stack: the demo on the development project
 * `foyer-capture` (remote flag emailCapture on), the injected test wallet, codes from the API's
 * development mailbox. Covers: connect then capture and verify an address (the test wallet signs the
 * proof that links the e-mail to it; stored by the API; the used code is refused with or without a proof), a
 * wrong code ('Invalid or expired code', the view usable), Skip, DataCapture before SIWX, the
 * pre-filled e-mail, and axe on both steps in both themes and directions.
 */
import type { Page } from '@playwright/test'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { shortenAddress } from '../../src/format/shortenAddress'
import { signCaptureProof } from '../services/captureProof'
import { mailbox, uniqueEmail, waitForCode } from './auth/authHelpers'
import { expectAxeCleanInEveryLook, expectNoAxeViolations } from './axe'
import { dialog, expect, test, testWalletName } from './fixtures'
import { e2eUrls } from './stackPorts'
import { wrongCode } from '../services/wrongCode'

const account = ANVIL_ACCOUNTS[1]!

async function connect(page: Page, search = '') {
  await page.goto(`/?projectId=foyer-capture${search}`)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page).getByRole('button', { name: testWalletName, exact: true }).click()
  const view = dialog(page, 'Your e-mail')
  await expect(view).toBeVisible()
  return view
}

test('connect, capture an address, a wrong code is refused, the right one verifies it', async ({ page, wallet, request }) => {
  void wallet
  const email = uniqueEmail('capture')
  const view = await connect(page)
  await expect(view.getByLabel('E-mail', { exact: true })).toBeFocused()
  await view.getByLabel('E-mail', { exact: true }).fill(email)
  await view.getByRole('button', { name: 'Continue', exact: true }).click()
  const code = await waitForCode(request, email)
  expect((await mailbox(request, email)).at(-1)?.purpose).toBe('email-capture')
  await expect(view.getByTestId('foyer-data-capture')).toHaveAttribute('data-step', 'code')
  await expect(view).toContainText(`Enter the code we sent to ${email}`)

  await view.getByLabel('8-character code').fill(wrongCode(code))
  await expect(view.getByTestId('foyer-auth-error')).toHaveText('Invalid or expired code')
  await expect(view.getByLabel('8-character code')).toBeEnabled()

  await view.getByLabel('8-character code').fill(code)
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: shortenAddress(account.address) })).toBeVisible()
  // The code is used up: the API stored the address and refuses the same code again, even with the
  // wallet's proof; without one the API does not look at the code at all.
  const again = (proof?: unknown) =>
    request.post(`${e2eUrls.api}/auth/v1/email-capture/verify`, { data: { projectId: 'foyer-capture', address: account.address, email, otp: code, proof } })
  expect((await again()).status()).toBe(401)
  expect((await again(await signCaptureProof({ privateKey: account.privateKey, email, projectId: 'foyer-capture', origin: e2eUrls.demo }))).status()).toBe(410)
  expect(await page.evaluate((key) => sessionStorage.getItem(key), `foyer.emailCapture.foyer-capture:${account.address.toLowerCase()}`)).toBe('verified')

  // Verified in this tab: a reconnect does not ask again.
  await page.reload()
  await expect(page.getByRole('button', { name: shortenAddress(account.address) })).toBeVisible()
  await expect(dialog(page)).toHaveCount(0)
})

test('Skip closes DataCapture and stays connected', async ({ page, wallet }) => {
  void wallet
  const view = await connect(page)
  await view.getByRole('button', { name: 'Skip' }).click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: shortenAddress(account.address) })).toBeVisible()
})

test('with SIWX: DataCapture first, then the sign view; the e-mail is pre-filled', async ({ page, wallet }) => {
  void wallet
  const view = await connect(page, '&siwx=on&captureEmail=pre%40example.com')
  await expect(view.getByLabel('E-mail', { exact: true })).toHaveValue('pre@example.com')
  await view.getByRole('button', { name: 'Skip' }).click()
  const signView = dialog(page, 'Sign in')
  await expect(signView).toBeVisible()
  await signView.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('Signed in with the wallet')
})

test('the default project does not ask for an e-mail', async ({ page, wallet }) => {
  void wallet
  await page.goto('/')
  const flags = page.waitForResponse((response) => response.url().includes('/appkit/v1/config'))
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  expect(await (await flags).json()).toEqual({ features: {} })
  await dialog(page).getByRole('button', { name: testWalletName, exact: true }).click()
  await expect(dialog(page, 'Account').getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
  await expect(dialog(page, 'Your e-mail')).toHaveCount(0)
})

test('axe: DataCapture has no violations on both steps, in both themes and directions', async ({ page, wallet }) => {
  void wallet
  const view = await connect(page, '')
  await expectAxeCleanInEveryLook(page, 'DataCapture')
  await view.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('axe'))
  await view.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(view.getByLabel('8-character code')).toBeVisible()
  await expectAxeCleanInEveryLook(page, 'DataCaptureCode')
})

test('Arabic: DataCapture is translated and right to left', async ({ page, wallet }) => {
  void wallet
  await page.goto('/?projectId=foyer-capture&locale=ar')
  await page.getByRole('button', { name: 'اتصال', exact: true }).click()
  await dialog(page).getByRole('button', { name: testWalletName, exact: true }).click()
  const view = dialog(page, 'بريدك الإلكتروني')
  await expect(view).toHaveAttribute('dir', 'rtl')
  await expect(view.getByRole('button', { name: 'تخطٍّ' })).toBeVisible()
  await expectNoAxeViolations(page)
})
