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
import { answerApproval, answerDeviceLink, mailbox, signInWithEmail, startEmailLogin, uniqueEmail, waitForCode, waitOutCodeThrottle } from './auth/authHelpers'
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
  await page.getByRole('button', { name: /^Account / }).click({ timeout: 30_000 })
  await expect(dialog(page, 'Account').getByTestId('foyer-address')).toHaveAttribute('title', address)
  await expect(dialog(page, 'Account').getByTestId('foyer-auth-name')).toContainText(email.slice(0, 27))
})

test('the same e-mail in a fresh browser context goes through device verification and gets the same address', async ({ page, request, browser }) => {
  const email = uniqueEmail('device')
  await page.goto('/')
  const address = await signInWithEmail(page, request, email)
  // The auth service throttles a second code to the same address (30 s; shorter on the e2e stack).
  await waitOutCodeThrottle(page, request, email)
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
    // Typed as the e-mail shows it, in lower case: the field takes it.
    await login.getByLabel('8-character code').fill(`${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase())
    // The right code alone does not release the recovery share: the owner approves the new device
    // from the link e-mailed to them (opened here in the first browser).
    const approval = dialog(other, 'Continue with e-mail').getByTestId('foyer-device-approval')
    await expect(approval).toHaveAttribute('data-action', 'VERIFY_DEVICE', { timeout: 30_000 })
    await expect(approval).toContainText(`we sent a link to ${email}`)
    await expectNoAxeViolations(other)
    await answerDeviceLink(await page.context().newPage(), request, email, 'Approve this device')
    await expect(dialog(other, 'Account').getByTestId('foyer-address')).toHaveAttribute('title', address, { timeout: 30_000 })
  } finally {
    await context.close()
  }
})

test('a new device the owner refuses from the link gets no wallet, and the modal stays usable', async ({ page, request, browser }) => {
  const email = uniqueEmail('denied')
  await page.goto('/')
  await signInWithEmail(page, request, email)
  await waitOutCodeThrottle(page, request, email)
  const context = await browser.newContext()
  try {
    const other = await context.newPage()
    await other.goto('/')
    await startEmailLogin(other, email)
    const modal = dialog(other, 'Continue with e-mail')
    const code = await waitForCode(request, email, 2)
    await modal.getByTestId('foyer-email-login').getByLabel('8-character code').fill(code)
    await expect(modal.getByTestId('foyer-device-approval')).toBeVisible({ timeout: 30_000 })
    await answerDeviceLink(await page.context().newPage(), request, email, 'This was not me')
    await expect(modal.getByTestId('foyer-auth-error')).toHaveText('This device was not approved. If it was you, sign in again.', { timeout: 30_000 })
    await expect(dialog(other, 'Account')).toHaveCount(0)
    // Cancel goes back to Connect, where another sign-in works.
    await modal.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog(other, 'Connect Wallet')).toBeVisible()
    await other.keyboard.press('Escape')
    expect(await signInWithEmail(other, request, uniqueEmail('after-denied'))).toMatch(/^0x/)
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
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const popupPromise = page.waitForEvent('popup')
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with GitHub' }).click()
  const popup = await popupPromise
  await popup.getByRole('link', { name: /Continue as octocat/ }).click()
  await expect(dialog(page, 'Account')).toBeVisible({ timeout: 30_000 })
  await expect(dialog(page, 'Account').getByTestId('foyer-auth-name')).toContainText('octocat')
})

test("closing the social popup gives 'Popup closed'", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
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
  // Straight back for a second code: the stack's throttle is short, so nothing slow (such as the
  // axe scan, done below) may come between the two requests.
  await expect(dialog(page, 'Continue with e-mail')).toBeVisible({ timeout: 30_000 })
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
  // The code view a new address reaches, scanned with axe now that the timing no longer matters.
  await modal.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('throttle-other'))
  await modal.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(dialog(page, 'Continue with e-mail')).toBeVisible({ timeout: 30_000 })
  await expectNoAxeViolations(page)
})

test('an unreachable frame URL gives APKT003 (short load timeout)', async ({ page }) => {
  await page.goto('/?frameUrl=http%3A%2F%2F127.0.0.1%3A9&frameLoadTimeout=2000')
  await startEmailLogin(page, uniqueEmail('unreachable'))
  const alert = dialog(page, 'Connect Wallet').locator('[data-alert-code="APKT003"]')
  await expect(alert).toBeVisible({ timeout: 20_000 })
  await expect(alert).toContainText('Network Error: Wallet Load Failed')
})

test("Farcaster: the QR carries the relay's sign-in URL; approving as a test user's custody key connects", async ({ page, context }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Farcaster' }).click()
  const qr = dialog(page, 'Farcaster').getByTestId('foyer-wc-qr')
  await expect(qr).toHaveAttribute('data-uri', /^https?:\/\//, { timeout: 30_000 })
  const url = (await qr.getAttribute('data-uri'))!
  // The "phone": the relay stand-in's page plays the Farcaster app, signing with @alice's custody key.
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
  await waitOutCodeThrottle(page, request, email)
  await dialog(page, 'Account').getByRole('button', { name: 'Update e-mail' }).click()
  const view = dialog(page, 'Update e-mail')
  await view.getByLabel('New e-mail').fill(next)
  await view.getByRole('button', { name: 'Continue' }).click()
  await expect(view.getByTestId('foyer-update-email')).toHaveAttribute('data-step', 'primary', { timeout: 30_000 })
  await view.getByLabel('8-character code').fill(await waitForCode(request, email, 2))
  await expect(view.getByTestId('foyer-update-email')).toHaveAttribute('data-step', 'secondary', { timeout: 30_000 })
  await view.getByLabel('8-character code').fill(await waitForCode(request, next, 1))
  await expect(dialog(page, 'Account').getByTestId('foyer-auth-name')).toContainText(next.slice(0, 20), { timeout: 30_000 })
})
