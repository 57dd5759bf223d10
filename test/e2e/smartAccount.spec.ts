/*
 * The embedded wallet's smart account in Chromium: after e-mail sign-in the account is a smart
 * account (the EVM default) at the key's own address; the switch follows the rules (back to
 * EOA only while not upgraded, to a smart account only from EOA; each switch tracked as
 * SET_PREFERRED_ACCOUNT_TYPE). The first EIP-5792 batch is one approval in the login frame listing
 * both calls and the EIP-7702 upgrade; it lands atomically and the address's code becomes the 7702
 * delegation designator. A batch whose second call fails on chain (the balance is cut while the
 * approval is open) is mined reverted and moves nothing. A message signed afterwards verifies with
 * viem's verifyMessage through the delegated account's ERC-1271. Axe on Account (light RTL, dark LTR)
 * and on the frame's batch approval.
 */
import { concat, createPublicClient, http, numberToHex, parseEther, type Address, type Hex } from 'viem'
import { verifyMessage } from 'viem/actions'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { SMART_ACCOUNT_IMPLEMENTATION_ADDRESS } from '../../devstack/chain/smartAccountAddress'
import { demoMessage } from '../../demo/AuthActions'
import { answerApproval, signInWithEmail, uniqueEmail } from './auth/authHelpers'
import AxeBuilder from '@axe-core/playwright'
import { expectNoAxeViolations } from './axe'
import { dialog, expect, test } from './fixtures'
import { e2eUrls } from './stackPorts'

test.describe.configure({ timeout: 240_000 })

const chain = createPublicClient({ transport: http(e2eUrls.chain) })
const first = ANVIL_ACCOUNTS[2]!.address
const second = ANVIL_ACCOUNTS[3]!.address
const setBalance = (address: Address, wei: bigint) => chain.request({ method: 'anvil_setBalance' as never, params: [address, numberToHex(wei)] as never })
const balances = async () => Promise.all([chain.getBalance({ address: first }), chain.getBalance({ address: second })])

async function trackedAccountTypes(): Promise<unknown[]> {
  const answer = (await (await fetch(`${e2eUrls.api}/dev/events`)).json()) as {
    events: { props?: { event?: string; properties?: { accountType?: unknown } } }[]
  }
  return answer.events.filter((item) => item.props?.event === 'SET_PREFERRED_ACCOUNT_TYPE').map((item) => item.props?.properties?.accountType)
}

test('a smart account at the same address: switching rules, an atomic batch in one approval, a failing batch applies none, ERC-1271 signatures', async ({
  page,
  request,
}) => {
  // ?analytics=1: the demo sends tracked events to the API, where GET /dev/events lists them.
  await page.goto('/?analytics=1')
  const address = (await signInWithEmail(page, request, uniqueEmail('smart'))) as Address
  const account = dialog(page, 'Account')
  const type = account.getByTestId('foyer-account-type')
  await expect(type).toHaveAttribute('data-account-type', 'smartAccount')
  await expect(type).toContainText('Smart account (upgraded with your first batch)')
  expect(await chain.getCode({ address })).toBeUndefined()

  // Not yet upgraded: back to EOA is allowed; from EOA, to a smart account (smart accounts are enabled here).
  const tracked = (await trackedAccountTypes()).length
  await account.getByRole('button', { name: 'Use as EOA' }).click()
  await expect(type).toHaveAttribute('data-account-type', 'eoa')
  await expect(type).toHaveText('Account type: EOA')
  await account.getByRole('button', { name: 'Switch to smart account' }).click()
  await expect(type).toHaveAttribute('data-account-type', 'smartAccount')
  await expect(account.getByRole('button', { name: 'Use as EOA' })).toBeVisible()
  await expect.poll(async () => (await trackedAccountTypes()).slice(tracked)).toEqual(['eoa', 'smartAccount'])

  await setBalance(address, parseEther('10'))
  await page.keyboard.press('Escape')
  const [firstBefore, secondBefore] = await balances()
  await page.getByRole('button', { name: 'Send batch' }).click()
  const frame = page.frameLocator('iframe[data-foyer-frame-host]')
  const approval = frame.getByRole('dialog', { name: 'Send a batch of calls' })
  await expect(approval.getByText(`implementation ${SMART_ACCOUNT_IMPLEMENTATION_ADDRESS}`, { exact: false })).toBeVisible({ timeout: 30_000 })
  await expect(approval.getByText('All 2 calls run in one transaction: either all succeed or none is applied.')).toBeVisible()
  await expect(approval.getByText(first, { exact: true })).toBeVisible()
  await expect(approval.getByText(second, { exact: true })).toBeVisible()
  await expect(approval.getByText('Nonce', { exact: true })).toBeVisible()
  await expect(approval.getByText('Maximum network fee', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  // The batch approval inside the login frame itself.
  const inFrame = await new AxeBuilder({ page }).include('iframe[data-foyer-frame-host]').analyze()
  expect(inFrame.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  expect(inFrame.passes.length).toBeGreaterThan(0)
  await answerApproval(page, 'Approve')
  const status = page.getByTestId('demo-batch-status')
  await expect(status).toHaveText(/^success:0x[0-9a-f]{64}$/, { timeout: 60_000 })
  const hash = (await status.textContent())!.split(':')[1] as Hex
  const receipt = await chain.getTransactionReceipt({ hash })
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  expect(receipt.to?.toLowerCase()).toBe(address.toLowerCase())
  expect(receipt.type).toBe('eip7702')
  // Same address, now carrying the EIP-7702 delegation designator to the implementation.
  expect(await chain.getCode({ address })).toBe(concat(['0xef0100', SMART_ACCOUNT_IMPLEMENTATION_ADDRESS]).toLowerCase())
  const [firstAfter, secondAfter] = await balances()
  expect(firstAfter - firstBefore).toBe(parseEther('0.01'))
  expect(secondAfter - secondBefore).toBe(parseEther('0.02'))

  // The second call cannot be paid once the balance is cut while the approval is open: the whole batch reverts.
  await page.getByRole('button', { name: 'Send batch' }).click()
  await expect(approval.getByText('Call 2: to', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(approval.getByText('Account upgrade', { exact: true })).toHaveCount(0)
  await setBalance(address, parseEther('0.015'))
  await answerApproval(page, 'Approve')
  await expect(status).toHaveText(/^failure:0x[0-9a-f]{64}$/, { timeout: 60_000 })
  const reverted = await chain.getTransactionReceipt({ hash: (await status.textContent())!.split(':')[1] as Hex })
  expect(reverted.status).toBe('reverted')
  expect(await balances()).toEqual([firstAfter, secondAfter])

  // A signature from the smart account verifies through its ERC-1271 (the address has code now).
  await setBalance(address, parseEther('1'))
  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerApproval(page, 'Approve')
  const signature = (await page.getByTestId('demo-signature').textContent({ timeout: 30_000 })) as Hex
  expect(await verifyMessage(chain, { address, message: demoMessage, signature })).toBe(true)
  expect(await verifyMessage(chain, { address, message: `${demoMessage}!`, signature })).toBe(false)

  // Upgraded: no switch is offered any more (to a smart account only from EOA; EOA only before the
  // upgrade); Account learned it from the successful batch, and still knows it after a reload.
  await page.getByRole('button', { name: /^Account / }).click()
  await expect(dialog(page, 'Account').getByTestId('foyer-account-type')).toHaveText('Account type: Smart account', { timeout: 30_000 })
  await expect(dialog(page, 'Account').getByRole('button', { name: /Use as EOA|Switch to smart account/ })).toHaveCount(0)
  await page.reload()
  await page.getByRole('button', { name: /^Account / }).click({ timeout: 30_000 })
  await expect(dialog(page, 'Account').getByTestId('foyer-account-type')).toHaveText('Account type: Smart account', { timeout: 30_000 })
  await expect(dialog(page, 'Account').getByRole('button', { name: /Use as EOA|Switch to smart account/ })).toHaveCount(0)
})

for (const [theme, dir] of [
  ['light', 'rtl'],
  ['dark', 'ltr'],
] as const) {
  test(`axe: Account with the account type and its switch has no violations (${theme}, ${dir})`, async ({ page, request }) => {
    await page.goto(`/?theme=${theme}&dir=${dir}`)
    await signInWithEmail(page, request, uniqueEmail(`smart-axe-${theme}`))
    const account = dialog(page, 'Account')
    await expect(account.getByTestId('foyer-account-type')).toBeVisible()
    await expect(account).toHaveAttribute('dir', dir)
    await expectNoAxeViolations(page)
    await account.getByRole('button', { name: 'Use as EOA' }).click()
    await expect(account.getByRole('button', { name: 'Switch to smart account' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
