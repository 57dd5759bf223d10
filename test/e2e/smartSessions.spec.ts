/*
 * Smart sessions in the dev demo (the stack's second chain runs SessionAccount with sessions on):
 * after e-mail sign-in, "Grant session" shows the grant in the login frame (contract, spend limit and
 * gas allowance in ETH, expiry, the EIP-7702 upgrade) and, once approved, the account is delegated
 * to SessionAccount with the session recorded. A send within the grant then lands without any
 * approval; one over what is left is refused with the reason and moves nothing; after revocation
 * (approved in the frame) the session key is refused.
 */
import { concat, createPublicClient, http, numberToHex, parseEther, type Address } from 'viem'
import { SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS } from '../../devstack/chain/sessionAccountAddress'
import { sessionTarget } from '../../demo/SmartSessionActions'
import { answerApproval, signInWithEmail, uniqueEmail } from './auth/authHelpers'
import { expect, test } from './fixtures'
import { e2eUrls } from './stackPorts'

test.describe.configure({ timeout: 240_000 })

const chain2 = createPublicClient({ transport: http(e2eUrls.chain2) })

test('a smart session: the grant shown once, a send within it without a prompt, a send over it refused, then revoked', async ({ page, request }) => {
  await page.goto('/')
  const address = (await signInWithEmail(page, request, uniqueEmail('session'))) as Address
  await chain2.request({ method: 'anvil_setBalance' as never, params: [address, numberToHex(parseEther('10'))] as never })
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Grant session' }).click()
  const frame = page.frameLocator('iframe[data-foyer-frame-host]')
  const approval = frame.getByRole('dialog', { name: 'Allow a session without prompts' })
  await expect(approval.getByText(sessionTarget, { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(approval.getByText('0.05 ETH in total, sent with the calls')).toBeVisible()
  await expect(approval.getByText(/^0\.01 ETH moved now from your account to the session's own key/)).toBeVisible()
  await expect(approval.getByText('Expires', { exact: true })).toBeVisible()
  await expect(approval.getByText(`implementation ${SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS}`, { exact: false })).toBeVisible()
  await answerApproval(page, 'Approve')
  const context = page.getByTestId('demo-session-context')
  await expect(context).toHaveText(/^0x[0-9a-f]{40}$/, { timeout: 60_000 })
  expect(await chain2.getCode({ address })).toBe(concat(['0xef0100', SESSION_ACCOUNT_IMPLEMENTATION_ADDRESS]).toLowerCase())

  // Within the grant: no approval shows, the value arrives.
  const before = await chain2.getBalance({ address: sessionTarget })
  await page.getByRole('button', { name: 'Session send 0.02 ETH' }).click()
  await expect(page.getByTestId('demo-session-status')).toHaveText(/^success:0x[0-9a-f]{64}$/, { timeout: 60_000 })
  await expect(page.getByTestId('foyer-approve-transaction')).toHaveCount(0)
  expect(await chain2.getBalance({ address: sessionTarget })).toBe(before + parseEther('0.02'))

  // Over what is left (0.03 ETH): refused with the reason, nothing sent.
  await page.getByRole('button', { name: 'Session send 0.04 ETH' }).click()
  await expect(page.getByTestId('demo-session-error')).toContainText("Requested RPC call is not allowed: over the session's spend limit (0.03 ETH left)")
  expect(await chain2.getBalance({ address: sessionTarget })).toBe(before + parseEther('0.02'))

  // Revoked after an approval; the session is refused afterwards.
  await page.getByRole('button', { name: 'Revoke session' }).click()
  await expect(frame.getByRole('dialog', { name: 'Revoke a session' })).toBeVisible({ timeout: 30_000 })
  await answerApproval(page, 'Approve')
  await expect(page.getByTestId('demo-session-revoked')).toBeVisible({ timeout: 60_000 })
  await page.getByRole('button', { name: 'Session send 0.02 ETH' }).click()
  await expect(page.getByTestId('demo-session-error')).toContainText('the session was revoked')
  expect(await chain2.getBalance({ address: sessionTarget })).toBe(before + parseEther('0.02'))
})
