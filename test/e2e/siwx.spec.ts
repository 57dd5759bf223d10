/*
 * Sign in with the wallet (SIWX) against the real stack: the demo with `?siwx=on|required`, the
 * injected test wallet (anvil account #1) signing the EIP-4361 message in Node, and the API verifying
 * it against anvil and keeping the session in its database.
 * Covers: connect then sign, the session surviving a reload (checked against the API), a session
 * revoked through the API asking again, cancel (optional: closes and stays connected; required:
 * disconnects, close control and Escape disabled), a refused signature ('Error signing message', the
 * view usable again), axe on the sign view in both themes and directions, and the embedded wallet
 * signing in through its frame's approval (which names the site and the statement).
 */
import type { Page } from '@playwright/test'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { shortenAddress } from '../../src/format/shortenAddress'
import { answerApproval, startEmailLogin, uniqueEmail, waitForCode } from './auth/authHelpers'
import { expectAxeCleanInEveryLook, expectNoAxeViolations } from './axe'
import { dialog, expect, test, testWalletName } from './fixtures'
import { kitStorageItem, kitStorageKeys } from './kitStorage'
import { e2eUrls } from './stackPorts'

const account = ANVIL_ACCOUNTS[1]!
const storageKey = `foyer.siwx.eip155:31337:${account.address.toLowerCase()}`

async function connect(page: Page, search: string) {
  await page.goto(`/${search}`)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page).getByRole('button', { name: testWalletName, exact: true }).click()
  await expect(dialog(page, 'Sign in')).toBeVisible()
}

async function sessionId(page: Page): Promise<string | null> {
  return kitStorageItem(page, storageKey)
}

test('connect, sign in, stay signed in after a reload, and sign in again once the API revoked the session', async ({ page, wallet }) => {
  void wallet
  await connect(page, '?siwx=on')
  const signView = dialog(page, 'Sign in')
  await expect(signView).toContainText('Foyer demo asks you to sign in')
  await expect(signView).toContainText(shortenAddress(account.address))
  await signView.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('Signed in with the wallet')

  // The API holds the session the browser remembers.
  await expect.poll(() => sessionId(page)).toMatch(/^[A-Za-z0-9_-]{96}$/)
  const id = await sessionId(page)
  const held = await page.request.get(`${e2eUrls.api}/v1/sessions/${id}`)
  expect(held.status()).toBe(200)
  expect(await held.json()).toMatchObject({ chainId: 'eip155:31337', address: account.address, domain: new URL(e2eUrls.demo).host })

  // A reload reconnects and the API still says signed in: nothing is asked.
  await page.reload()
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('Signed in with the wallet')
  await expect(dialog(page)).toHaveCount(0)

  // Revoked on the server: the next visit asks again.
  const revoked = await page.request.post(`${e2eUrls.api}/v1/sessions/${id}/revoke`)
  expect(revoked.status()).toBe(200)
  await page.reload()
  await expect(dialog(page, 'Sign in')).toBeVisible()
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('Not signed in')
  await dialog(page, 'Sign in').getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('Signed in with the wallet')
  await expect.poll(() => sessionId(page)).not.toBe(id)
})

test('optional sign-in: cancel closes the modal and stays connected', async ({ page, wallet }) => {
  void wallet
  await connect(page, '?siwx=on')
  await dialog(page, 'Sign in').getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: shortenAddress(account.address) })).toBeVisible()
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('Not signed in')
})

test('required sign-in: the modal cannot be closed, and cancelling disconnects', async ({ page, wallet }) => {
  void wallet
  await connect(page, '?siwx=required')
  const signView = dialog(page, 'Sign in')
  await expect(signView).toContainText('This app requires you to sign in to continue.')
  await expect(signView.getByRole('button', { name: 'Close' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(signView).toBeVisible()
  await signView.getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
  expect(await sessionId(page)).toBeNull()
})

test('a refused signature shows "Error signing message" and signing again works', async ({ page, wallet }) => {
  await connect(page, '?siwx=required')
  wallet.setRejectRequests(['personal_sign'])
  const signView = dialog(page, 'Sign in')
  await signView.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(signView.getByTestId('foyer-siwx-error')).toHaveText('Error signing message')
  await expect(signView.getByTestId('foyer-toast')).toHaveText('Error signing message')
  await expect(signView.getByRole('button', { name: 'Close' })).toBeDisabled()
  wallet.setRejectRequests(false)
  await signView.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('Signed in with the wallet')
})

test('Arabic: the sign view is translated and right to left', async ({ page, wallet }) => {
  void wallet
  await page.goto('/?siwx=on&locale=ar')
  await page.getByRole('button', { name: 'اتصال', exact: true }).click()
  await dialog(page).getByRole('button', { name: testWalletName, exact: true }).click()
  const signView = dialog(page, 'تسجيل الدخول')
  await expect(signView).toHaveAttribute('dir', 'rtl')
  await expect(signView.getByRole('button', { name: 'توقيع' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('axe: SIWXSignMessage has no violations, in both themes and directions', async ({ page, wallet }) => {
  void wallet
  await connect(page, '?siwx=required')
  await expect(dialog(page, 'Sign in')).toBeVisible()
  await expectAxeCleanInEveryLook(page, 'SIWXSignMessage')
})

test('the embedded wallet signs in: its frame approval names the site and the statement', async ({ page, request }) => {
  await page.goto('/?siwx=on')
  const email = uniqueEmail('siwx-embedded')
  await startEmailLogin(page, email)
  await dialog(page, 'Continue with e-mail')
    .getByLabel('8-character code')
    .fill(await waitForCode(request, email))
  const signView = dialog(page, 'Sign in')
  await expect(signView).toBeVisible({ timeout: 30_000 })
  await signView.getByRole('button', { name: 'Sign', exact: true }).click()

  // The frame shows the sign-in itself, on its own origin: the site, the statement, the network.
  const approval = page.frameLocator('iframe[data-foyer-frame-host]').getByRole('dialog')
  const host = new URL(e2eUrls.demo).host
  await expect(approval.getByRole('heading')).toHaveText(`Sign in to ${host}`, { timeout: 30_000 })
  await expect(approval).toContainText('Sign in to the Foyer demo.')
  await expect(approval).toContainText('31337')
  await expect(approval).not.toContainText('Warning')
  await answerApproval(page, 'Approve')

  await expect(page.getByTestId('demo-siwx-status')).toHaveText('Signed in with the wallet', { timeout: 30_000 })
  await expect(dialog(page)).toHaveCount(0)
  // The API verified the embedded wallet's signature against the chain and holds the session.
  const siwxKey = async () => (await kitStorageKeys(page)).find((name) => name.startsWith('foyer.siwx.eip155:31337:'))
  await expect.poll(siwxKey).toBeTruthy()
  const key = await siwxKey()
  const id = await kitStorageItem(page, key ?? '')
  const held = await page.request.get(`${e2eUrls.api}/v1/sessions/${id}`)
  expect(held.status()).toBe(200)
  expect(((await held.json()) as { address: string }).address.toLowerCase()).toBe(key?.split(':').at(-1))
})
