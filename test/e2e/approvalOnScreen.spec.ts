/*
 * The embedded wallet's approval window is where the user can reach it: for a sign-in message, a
 * send and a swap, each asked from the modal and from app code (the demo's buttons, which open the
 * modal from closed; a send both through wagmi's `useSendTransaction` and the kit's `useSendToken`), on a desktop (1280x720) and a phone (390x844) viewport, the login frame sits
 * exactly over ApproveTransaction's area and its Approve button lies inside the viewport and inside
 * the frame. Each request is then settled with a click on Approve (desktop) or Reject (phone): the
 * app gets its result, or the EIP-1193 rejection (4001), and the modal closes.
 * App code asks right after a page load, before the modal's code for its other views arrived, as an
 * app's own button would (the modal then opens on a loading view that grows into the approval).
 * One e-mail user, signed in and funded once, is shared by this file's tests.
 */
import type { Page } from '@playwright/test'
import { createPublicClient, http, parseEther, toHex, type Address, type Hash } from 'viem'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { startEmailLogin, uniqueEmail, waitForCode } from './auth/authHelpers'
import { dialog, expect, test } from './fixtures'
import { pickToken, payField } from './swapPage'
import { e2eUrls } from './stackPorts'

// Not serial: after a failure the next test gets a new worker, so beforeAll signs a new user in.
test.describe.configure({ timeout: 180_000 })

const sizes = [
  { name: 'desktop', width: 1280, height: 720, answer: 'Approve' },
  { name: 'phone', width: 390, height: 844, answer: 'Reject' },
] as const
type Size = (typeof sizes)[number]

const chain = createPublicClient({ transport: http(e2eUrls.chain) })
let page: Page

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ baseURL: e2eUrls.demo, viewport: { width: sizes[0].width, height: sizes[0].height } })
  await page.goto('/')
  const email = uniqueEmail('on-screen')
  await startEmailLogin(page, email)
  await dialog(page, 'Continue with e-mail')
    .getByLabel('8-character code')
    .fill(await waitForCode(page.request, email))
  const address = (await dialog(page, 'Account').getByTestId('foyer-address').getAttribute('title', { timeout: 30_000 })) as Address
  // Funds for the sends and swaps (and their gas); the balance API answers per block, so one is mined.
  await chain.request({ method: 'anvil_setBalance' as never, params: [address, toHex(parseEther('10'))] as never })
  await chain.request({ method: 'evm_mine' as never })
})

test.afterAll(async () => {
  await page?.close()
})

/**
 * Waits until the frame covers ApproveTransaction's area and its Approve button is wholly inside the
 * viewport and inside the frame, then clicks `answer` in the frame.
 */
async function expectOnScreenAndAnswer(size: Size): Promise<void> {
  const area = page.getByTestId('foyer-approve-transaction').locator('[data-frame-visible]')
  await expect(area).toBeVisible({ timeout: 30_000 })
  const iframe = page.locator('iframe[data-foyer-frame-host]')
  const approve = page.frameLocator('iframe[data-foyer-frame-host]').getByRole('button', { name: 'Approve', exact: true })
  await expect(approve).toBeVisible({ timeout: 30_000 })
  // Polled: the dialog may still be opening; once it settled the frame must be in place.
  await expect
    .poll(
      async () => {
        const [areaBox, frameBox, buttonBox] = await Promise.all([area.boundingBox(), iframe.boundingBox(), approve.boundingBox()])
        if (!areaBox || !frameBox || !buttonBox) return 'not laid out'
        const problems: string[] = []
        const near = (a: number, b: number) => Math.abs(a - b) <= 1
        if (!near(frameBox.x, areaBox.x) || !near(frameBox.y, areaBox.y) || !near(frameBox.width, areaBox.width) || !near(frameBox.height, areaBox.height)) {
          problems.push(`frame ${JSON.stringify(frameBox)} is not over the area ${JSON.stringify(areaBox)}`)
        }
        const inside = (inner: typeof buttonBox, outer: { x: number; y: number; width: number; height: number }) =>
          inner.x >= outer.x - 0.5 &&
          inner.y >= outer.y - 0.5 &&
          inner.x + inner.width <= outer.x + outer.width + 0.5 &&
          inner.y + inner.height <= outer.y + outer.height + 0.5
        if (!inside(buttonBox, { x: 0, y: 0, width: size.width, height: size.height }))
          problems.push(`Approve ${JSON.stringify(buttonBox)} is outside the viewport`)
        if (!inside(buttonBox, frameBox)) problems.push(`Approve ${JSON.stringify(buttonBox)} is outside the frame ${JSON.stringify(frameBox)}`)
        return problems.join('; ') || 'on screen'
      },
      { timeout: 10_000 },
    )
    .toBe('on screen')
  const button = page.frameLocator('iframe[data-foyer-frame-host]').getByRole('button', { name: size.answer, exact: true })
  // Approve stays disabled while the frame prepares a transaction (gas, nonce).
  await expect(button).toBeEnabled({ timeout: 30_000 })
  await button.click()
  await expect(iframe).toBeHidden({ timeout: 30_000 })
}

/** Loads the demo afresh at `size` (`search` e.g. `?siwx=on`); the session is restored. */
async function load(size: Size, search = ''): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height })
  await page.goto(`/${search}`)
  // With sign-in on and no sign-in session yet, the modal opens on Sign in as the account is
  // restored, and the page behind the dialog (its account button too) is hidden from assistive
  // technology: wait for that dialog instead.
  const restored = search.includes('siwx=on') ? dialog(page, 'Sign in') : page.getByRole('button', { name: /^Account / })
  await expect(restored).toBeVisible({ timeout: 30_000 })
  // The account button shows the stored account before the login frame has restored the session;
  // until that restore's requests are done, the send form can lose its token for a moment and the
  // Review Send view goes back to the form under a click. Start once the page's network is quiet.
  await page.waitForLoadState('networkidle')
}

/**
 * Clicks one of the demo's app-code buttons on a fresh page, approves or rejects, and waits for its
 * result: the text of the `result` element once approved, `undefined` once rejected with 4001.
 */
async function fromAppCode(size: Size, button: string, result: string): Promise<string | undefined> {
  await load(size)
  await page.getByRole('button', { name: button, exact: true }).click({ timeout: 30_000 })
  await expectOnScreenAndAnswer(size)
  if (size.answer === 'Approve') {
    await expect(page.getByTestId(result)).toBeVisible({ timeout: 60_000 })
    await expect(dialog(page)).toHaveCount(0)
    return (await page.getByTestId(result).textContent()) ?? ''
  }
  await expect(page.getByTestId('demo-error-code')).toHaveText('4001', { timeout: 60_000 })
  await expect(page.getByTestId('demo-error-message')).toHaveText('User rejected the request.')
  await expect(dialog(page)).toHaveCount(0)
  return undefined
}

/** Opens Account from the demo's account button. */
async function openAccount() {
  await page.getByRole('button', { name: /^Account / }).click()
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible()
  return account
}

test('signing a message: from the modal (sign-in) and from app code', async () => {
  // From the modal: with `?siwx=on` the sign-in view asks the frame; a refusal keeps the view.
  await load(sizes[1], '?siwx=on')
  const signIn = dialog(page, 'Sign in')
  for (const size of [...sizes].reverse()) {
    await page.setViewportSize({ width: size.width, height: size.height })
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click({ timeout: 30_000 })
    await expectOnScreenAndAnswer(size)
  }
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('Signed in with the wallet', { timeout: 30_000 })
  for (const size of sizes) await fromAppCode(size, 'Sign message', 'demo-signature')
})

test('sending: from the modal and from app code', async () => {
  for (const size of sizes) {
    await load(size)
    await (await openAccount()).getByRole('button', { name: 'Send', exact: true }).click()
    const send = dialog(page, 'Send')
    const eth = send.getByRole('radio', { name: /^ETH\b/ })
    await expect(eth).toBeVisible({ timeout: 15_000 })
    // The modal may still be settling (height animation) right after it opened.
    await expect(async () => eth.check({ timeout: 2_000 })).toPass({ timeout: 15_000 })
    await send.getByRole('textbox', { name: 'Amount', exact: true }).fill('0.001')
    await send.getByRole('textbox', { name: 'To', exact: true }).fill('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    // Again if the click landed while the form was still growing (the balance line appears late).
    const review = dialog(page, 'Review Send')
    await expect(async () => {
      if (await review.isVisible()) return
      await send.getByRole('button', { name: 'Preview' }).click({ timeout: 2_000 })
      await expect(review).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await review.getByRole('button', { name: 'Send', exact: true }).click()
    await expectOnScreenAndAnswer(size)
    await expect(review.getByTestId(size.answer === 'Approve' ? 'foyer-send-success' : 'foyer-send-preview-amount')).toBeVisible({ timeout: 30_000 })

    // The kit's own send hook, as app code fills and sends it: 0.001 ETH to anvil's account #2.
    const hash = await fromAppCode(size, 'Send token', 'demo-send-token-hash')
    if (size.answer === 'Approve') {
      expect((await chain.getTransactionReceipt({ hash: hash as Hash })).status).toBe('success')
      const sent = await chain.getTransaction({ hash: hash as Hash })
      expect({ to: sent.to?.toLowerCase(), value: sent.value }).toEqual({ to: ANVIL_ACCOUNTS[2].address.toLowerCase(), value: parseEther('0.001') })
    }

    // And through wagmi's `useSendTransaction`.
    await fromAppCode(size, 'Send transaction', 'demo-tx-hash')
  }
})

test('swapping: from the modal and from app code', async () => {
  for (const size of sizes) {
    await load(size)
    await (await openAccount()).getByRole('button', { name: 'Swap', exact: true }).click({ timeout: 30_000 })
    const swap = dialog(page, 'Swap')
    await pickToken(swap, 'pay', 'ETH')
    await pickToken(swap, 'receive', 'USDC')
    await payField(swap).fill('0.01')
    await expect(swap.getByTestId('foyer-swap-quote')).toBeVisible({ timeout: 15_000 })
    await swap.getByRole('button', { name: 'Review swap' }).click()
    const preview = dialog(page, 'Review Swap')
    const swapButton = preview.getByRole('button', { name: 'Swap', exact: true })
    await expect(swapButton).toBeEnabled({ timeout: 60_000 })
    await swapButton.click()
    await expectOnScreenAndAnswer(size)
    if (size.answer === 'Approve') await expect(preview.getByTestId('foyer-swap-success')).toBeVisible({ timeout: 60_000 })
    else await expect(swapButton).toBeEnabled({ timeout: 30_000 })

    await fromAppCode(size, 'Swap', 'demo-swap-hash')
  }
})
