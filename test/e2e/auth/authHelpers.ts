import type { APIRequestContext, Frame, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { dialog } from '../fixtures'
import { e2eCodeThrottleMs } from '../stackEnv'
import { e2eUrls } from '../stackPorts'

/** A fresh address per test: the auth service keeps users for the whole run. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

type MailboxMessage = { to: string; code: string; purpose: string; sentAt: number | string; link?: string }

/** The development mailbox's messages for `email`, newest last. */
export async function mailbox(request: APIRequestContext, email: string): Promise<MailboxMessage[]> {
  const response = await request.get(`${e2eUrls.api}/dev/mailbox?to=${encodeURIComponent(email)}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { messages: MailboxMessage[] }).messages
}

/**
 * Waits until the auth service takes another code request for `email`: the per-address throttle
 * (short on the end-to-end stack) counts from the last code the mailbox holds, plus a second for
 * the rounding of its timestamps.
 */
export async function waitOutCodeThrottle(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const last = (await mailbox(request, email)).at(-1)
  expect(last, `no code was sent to ${email}`).toBeDefined()
  await page.waitForTimeout(Math.max(0, new Date(last!.sentAt).getTime() + e2eCodeThrottleMs + 1000 - Date.now()))
}

/** Waits for the `count`-th code sent to `email` and returns it. */
export async function waitForCode(request: APIRequestContext, email: string, count = 1): Promise<string> {
  let code = ''
  await expect
    .poll(
      async () => {
        const messages = await mailbox(request, email)
        code = messages.length >= count ? messages[messages.length - 1]!.code : ''
        return code
      },
      { timeout: 20_000 },
    )
    .toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/)
  return code
}

/**
 * Waits for the device-approval link mailed to `email` (the `count`-th message, or a later one), opens
 * it in `page` and answers it: the page approves nothing until a button is clicked.
 */
export async function answerDeviceLink(
  page: Page,
  request: APIRequestContext,
  email: string,
  answer: 'Approve this device' | 'This was not me',
): Promise<void> {
  let link = ''
  await expect
    .poll(async () => (link = (await mailbox(request, email)).findLast((message) => message.purpose === 'device-approval')?.link ?? ''), { timeout: 20_000 })
    .toMatch(/\/auth\/v1\/device\/approve#[A-Za-z0-9_-]{96}$/)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Approve this device' })).toBeVisible()
  await page.getByRole('button', { name: answer }).click()
  await expect(page.getByRole('status')).toHaveText(answer === 'Approve this device' ? /Device approved/ : /Sign-in refused/)
}

/** Opens the modal and submits `email` on Connect. */
export async function startEmailLogin(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const modal = dialog(page, 'Connect Wallet')
  await modal.getByLabel('E-mail', { exact: true }).fill(email)
  await modal.getByRole('button', { name: 'Continue', exact: true }).click()
}

/** E-mail sign-in through the modal with the code from the mailbox; returns the connected address. */
export async function signInWithEmail(
  page: Page,
  request: APIRequestContext,
  email: string,
  expectedAction: 'VERIFY_OTP' | 'VERIFY_DEVICE' = 'VERIFY_OTP',
): Promise<string> {
  const before = (await mailbox(request, email)).length
  await startEmailLogin(page, email)
  const login = dialog(page, 'Continue with e-mail').getByTestId('foyer-email-login')
  await expect(login).toHaveAttribute('data-action', expectedAction, { timeout: 30_000 })
  const code = await waitForCode(request, email, before + 1)
  await login.getByLabel('8-character code').fill(code)
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible({ timeout: 30_000 })
  const address = await account.getByTestId('foyer-address').getAttribute('title')
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address!
}

/** The login frame inside the host page. */
export function loginFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(e2eUrls.frame))
  if (!frame) throw new Error('The login frame is not in the page')
  return frame
}

/** Approves (or rejects) the frame's approval UI with the keyboard: focus is moved into the frame. */
export async function answerApproval(page: Page, answer: 'Approve' | 'Reject'): Promise<void> {
  await expect(page.getByTestId('foyer-approve-transaction').locator('[data-frame-visible]')).toBeVisible({ timeout: 30_000 })
  const frameLocator = page.frameLocator('iframe[data-foyer-frame-host]')
  const button = frameLocator.getByRole('button', { name: answer, exact: true })
  // Approve stays disabled while the frame prepares a transaction (gas, nonce).
  await expect(button).toBeEnabled({ timeout: 30_000 })
  // Keyboard only: Tab from the frame's dialog to the button, then Enter.
  for (let step = 0; step < 15; step++) {
    if (await button.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
}
