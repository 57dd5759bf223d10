/*
 * The embedded wallet end to end, against the real stack (API with the auth service and its dev
 * mailbox / dev OAuth provider, the login frame on its own origin, anvil): e-mail sign-in and restore
 * on reload, a new device's verification, signing and sending through the frame's approval UI with
 * the keyboard, closing the modal mid-request, social sign-in through the dev provider's popup,
 * Farcaster, update e-mail, the throttle and an unreachable frame (APKT003). Forged replies and
 * custody: authCustody.spec.ts.
 */
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { answerApproval, mailbox, signInWithEmail, startEmailLogin, uniqueEmail, waitForCode } from './auth/authHelpers'
import { expectNoAxeViolations } from './axe'
import { dialog, expect, test } from './fixtures'
import { e2eCodeThrottleMs } from './stackEnv'
import { e2eUrls } from './stackPorts'

const demoMessage = 'Hello from the Foyer demo'
const anvil = {
  id: 31337,
  name: 'Foyer Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [e2eUrls.chain] } },
} as const

test.describe.configure({ timeout: 120_000 })

test('e-mail sign-in gives an address, and a reload reconnects without a code', async ({ page, request }) => {
  const email = uniqueEmail('reload')
  await page.goto('/')
  const address = await signInWithEmail(page, request, email)
  await page.reload()
  // The connect button shows the shortened address once the session is restored from the frame.
  await page.getByRole('button', { name: /^0x/ }).click({ timeout: 30_000 })
  await expect(dialog(page, 'Account').getByTestId('foyer-address')).toHaveAttribute('title', address)
  await expect(dialog(page, 'Account').getByTestId('foyer-auth-name')).toContainText(email.slice(0, 27))
})

test('the same e-mail in a fresh browser context goes through device verification and gets the same address', async ({ page, request, browser }) => {
  const email = uniqueEmail('device')
  await page.goto('/')
  const address = await signInWithEmail(page, request, email)
  // The auth service throttles a second code to the same address (30 s; shorter on the e2e stack).
  const [first] = await mailbox(request, email)
  await page.waitForTimeout(Math.max(0, new Date(first!.sentAt).getTime() + e2eCodeThrottleMs + 1000 - Date.now()))
  const context = await browser.newContext()
  try {
    const other = await context.newPage()
    await other.goto('/')
    await startEmailLogin(other, email)
    const login = dialog(other, 'Continue with e-mail').getByTestId('foyer-email-login')
    // The modal cannot tell a registered address from an unknown one (no account enumeration);
    // the e-mail to the owner says a new device is signing in.
    await expect(login).toHaveAttribute('data-action', 'VERIFY_OTP', { timeout: 30_000 })
    await expect.poll(async () => (await mailbox(request, email)).at(-1)?.purpose, { timeout: 30_000 }).toBe('verify-device')
    await expectNoAxeViolations(other)
    const code = await waitForCode(request, email, 2)
    await login.getByLabel('6-digit code').fill(code)
    await expect(dialog(other, 'Account').getByTestId('foyer-address')).toHaveAttribute('title', address, { timeout: 30_000 })
  } finally {
    await context.close()
  }
})

test('useSignMessage shows the frame approval (keyboard), the signature verifies; Reject gives 4001', async ({ page, request }) => {
  await page.goto('/')
  const address = (await signInWithEmail(page, request, uniqueEmail('sign'))) as Address
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(dialog(page, 'Approve request')).toBeVisible()
  await expect(page.getByTestId('foyer-approve-transaction').locator('[data-frame-visible]')).toBeVisible({ timeout: 30_000 })
  await expect(page.frameLocator('iframe[data-foyer-frame-host]').getByText(demoMessage)).toBeVisible()
  await expectNoAxeViolations(page)
  await answerApproval(page, 'Approve')
  const signature = (await page.getByTestId('demo-signature').textContent()) as Hex
  expect(await verifyMessage({ address, message: demoMessage, signature })).toBe(true)
  // The modal the request opened closes when it settles.
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.locator('iframe[data-foyer-frame-host]')).toBeHidden()

  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerApproval(page, 'Reject')
  await expect(page.getByTestId('demo-error-code')).toHaveText('4001')
  await expect(dialog(page)).toHaveCount(0)
})

test('closing the modal while a request waits rejects it (Modal closed)', async ({ page, request }) => {
  await page.goto('/')
  await signInWithEmail(page, request, uniqueEmail('close'))
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('foyer-approve-transaction').locator('[data-frame-visible]')).toBeVisible({ timeout: 30_000 })
  await dialog(page, 'Approve request').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByTestId('demo-error-message')).toHaveText('Modal closed')
  await expect(page.locator('iframe[data-foyer-frame-host]')).toBeHidden()
})

test('a funded embedded wallet sends a transaction that is mined on anvil', async ({ page, request }) => {
  await page.goto('/')
  const address = (await signInWithEmail(page, request, uniqueEmail('send'))) as Address
  const funder = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNTS[0]!.privateKey as Hex), chain: anvil, transport: http(e2eUrls.chain) })
  const chain = createPublicClient({ chain: anvil, transport: http(e2eUrls.chain) })
  await chain.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: address, value: parseEther('1') }) })
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Send transaction' }).click()
  await answerApproval(page, 'Approve')
  const hash = (await page.getByTestId('demo-tx-hash').textContent({ timeout: 30_000 })) as Hex
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await chain.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
})

test('github sign-in through the development provider popup connects', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popupPromise = page.waitForEvent('popup')
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with GitHub' }).click()
  const popup = await popupPromise
  await popup.getByRole('link', { name: /Continue as octocat/ }).click()
  await expect(dialog(page, 'Account')).toBeVisible({ timeout: 30_000 })
  await expect(dialog(page, 'Account').getByTestId('foyer-auth-name')).toContainText('octocat')
})

test("closing the social popup gives 'Popup closed'", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popupPromise = page.waitForEvent('popup')
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with GitHub' }).click()
  const popup = await popupPromise
  await popup.waitForLoadState()
  await popup.close()
  await expect(dialog(page, 'Connect Wallet').getByTestId('foyer-auth-error')).toHaveText('Popup closed', { timeout: 10_000 })
})

test('a second e-mail request within the throttle shows the throttle message', async ({ page }) => {
  const email = uniqueEmail('throttle')
  await page.goto('/')
  await startEmailLogin(page, email)
  await expect(dialog(page, 'Continue with e-mail')).toBeVisible({ timeout: 30_000 })
  await expectNoAxeViolations(page)
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  const modal = dialog(page, 'Connect Wallet')
  await modal.getByLabel('E-mail', { exact: true }).fill(email)
  await modal.getByRole('button', { name: 'Continue', exact: true }).click()
  const error = modal.getByTestId('foyer-auth-error')
  await expect(error).toHaveText(/^Please try again after \d+ seconds$/)
  // The seconds left of the stack's throttle, rounded up: between 1 and the whole throttle.
  const seconds = Number(/\d+/.exec((await error.textContent()) ?? '')?.[0])
  expect(seconds).toBeGreaterThanOrEqual(1)
  expect(seconds).toBeLessThanOrEqual(e2eCodeThrottleMs / 1000)
})

test('an unreachable frame URL gives APKT003 (short load timeout)', async ({ page }) => {
  await page.goto('/?frameUrl=http%3A%2F%2F127.0.0.1%3A9&frameLoadTimeout=2000')
  await startEmailLogin(page, uniqueEmail('unreachable'))
  const alert = dialog(page, 'Connect Wallet').locator('[data-alert-code="APKT003"]')
  await expect(alert).toBeVisible({ timeout: 20_000 })
  await expect(alert).toContainText('Network Error: Wallet Load Failed')
})

test('Farcaster: the QR carries the sign-in URL; completing the sandbox channel connects', async ({ page, context }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Farcaster' }).click()
  const qr = dialog(page, 'Farcaster').getByTestId('foyer-wc-qr')
  await expect(qr).toHaveAttribute('data-uri', /^https?:\/\//, { timeout: 30_000 })
  const url = (await qr.getAttribute('data-uri'))!
  // The "phone": the development sandbox page of the channel.
  const phone = await context.newPage()
  await phone.goto(url)
  await phone.getByRole('button', { name: /Sign in as @alice/ }).click()
  await expect(dialog(page, 'Account')).toBeVisible({ timeout: 30_000 })
  await expect(dialog(page, 'Account').getByTestId('foyer-auth-name')).toContainText('alice')
})

test('Update e-mail: primary then secondary code; the Account shows the new address', async ({ page, request }) => {
  const email = uniqueEmail('old')
  const next = uniqueEmail('new')
  await page.goto('/')
  await signInWithEmail(page, request, email)
  const [first] = await mailbox(request, email)
  await page.waitForTimeout(Math.max(0, new Date(first!.sentAt).getTime() + e2eCodeThrottleMs + 1000 - Date.now()))
  await dialog(page, 'Account').getByRole('button', { name: 'Update e-mail' }).click()
  const view = dialog(page, 'Update e-mail')
  await view.getByLabel('New e-mail').fill(next)
  await view.getByRole('button', { name: 'Continue' }).click()
  await expect(view.getByTestId('foyer-update-email')).toHaveAttribute('data-step', 'primary', { timeout: 30_000 })
  await view.getByLabel('6-digit code').fill(await waitForCode(request, email, 2))
  await expect(view.getByTestId('foyer-update-email')).toHaveAttribute('data-step', 'secondary', { timeout: 30_000 })
  await view.getByLabel('6-digit code').fill(await waitForCode(request, next, 1))
  await expect(dialog(page, 'Account').getByTestId('foyer-auth-name')).toContainText(next.slice(0, 20), { timeout: 30_000 })
})
