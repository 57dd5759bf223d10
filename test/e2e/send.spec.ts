/*
 * Send and Receive against the local anvil chain with the injected test wallet (account #1):
 * 1.5 USDC to account #2 through WalletSend -> WalletSendPreview moves exactly 1.5 USDC on chain
 * (balances read with viem before and after) and shows in the Activity tab; a native send moves
 * exactly its value (the sender pays value + gas from the receipt); invalid input gives the
 * catalogue's messages; a wallet rejection keeps the form; a network change resets it; Receive shows
 * a QR code that decodes (jsQR) to the address, copies it and lists the networks; axe finds no
 * violations on WalletSend, WalletSendPreview and WalletReceive in both themes and in RTL.
 */
import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, formatEther, http, type Address, type Hash } from 'viem'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from '../../devstack/chain/addresses'
import { expectAxeCleanInEveryLook } from './axe'
import { dialog, expect, readQrCode, test, testWalletName } from './fixtures'
import { e2eUrls } from './stackPorts'

const sender = ANVIL_ACCOUNTS[1]!.address
const receiver = ANVIL_ACCOUNTS[2]!.address
const client = createPublicClient({ transport: http(e2eUrls.chain) })

const usdcBalance = (owner: Address) => client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** Connects the test wallet from the demo and opens WalletSend (or WalletReceive) from Account. */
async function openFromAccount(page: Page, button: 'Send' | 'Receive', title = button === 'Send' ? 'Send' : 'Receive') {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: testWalletName, exact: true }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTestId('foyer-network')).toBeVisible()
  await account.getByRole('button', { name: button, exact: true }).click()
  const view = dialog(page, title)
  await expect(view).toBeVisible()
  return view
}

/** Fills the send form: token (by symbol), amount and receiver; each part optional. */
async function fillSend(view: ReturnType<typeof dialog>, form: { token?: string; amount?: string; to?: string }) {
  if (form.token) {
    const radio = view.getByRole('radio', { name: new RegExp(`^${form.token}\\b`) })
    await expect(radio).toBeVisible({ timeout: 15_000 })
    // The modal may still be settling (height animation) right after it opened.
    await expect(async () => {
      await radio.check({ timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
  }
  if (form.amount !== undefined) await amountField(view).fill(form.amount)
  if (form.to !== undefined) await receiverField(view).fill(form.to)
}

const amountField = (view: ReturnType<typeof dialog>) => view.getByRole('textbox', { name: 'Amount', exact: true })
const receiverField = (view: ReturnType<typeof dialog>) => view.getByRole('textbox', { name: 'To', exact: true })

test('sending 1.5 USDC to account #2 moves exactly 1.5 USDC, and Activity shows it', async ({ demo: page }) => {
  const [senderBefore, receiverBefore] = await Promise.all([usdcBalance(sender), usdcBalance(receiver)])
  const send = await openFromAccount(page, 'Send')
  // The token list comes from the balances: ETH and USDC with their balances.
  await expect(send.getByRole('radio', { name: /^USDC\b/ })).toBeVisible({ timeout: 15_000 })
  await expect(send.getByRole('radio', { name: /^ETH\b/ })).toBeVisible()
  await fillSend(send, { token: 'USDC', amount: '1.5', to: receiver })
  await send.getByRole('button', { name: 'Preview' }).click()

  const preview = dialog(page, 'Review Send')
  await expect(preview.getByTestId('foyer-send-preview-amount')).toHaveText('1.5 USDC')
  await expect(preview.getByTestId('foyer-send-preview-receiver')).toHaveText('0x3C…4293BC')
  await expect(preview.getByTestId('foyer-send-preview-network')).toHaveText('Foyer Local')
  // The fee: estimated gas times the gas price, in ETH with its USD value (dev price table).
  await expect(preview.getByTestId('foyer-send-preview-fee')).toContainText(/\d ETH/, { timeout: 15_000 })
  await expect(preview.getByTestId('foyer-send-preview-fee')).toContainText('$')
  await expect(preview.getByRole('button', { name: 'Send', exact: true })).toBeFocused()
  await preview.getByRole('button', { name: 'Send', exact: true }).click()

  await expect(preview.getByTestId('foyer-send-success')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Sent 1.5 USDC')).toBeVisible()
  const hash = (await preview.getByTestId('foyer-send-hash').getAttribute('title')) as Hash
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await client.getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(USDC_ADDRESS.toLowerCase())
  const [senderAfter, receiverAfter] = await Promise.all([usdcBalance(sender), usdcBalance(receiver)])
  expect(senderBefore - senderAfter).toBe(1_500_000n)
  expect(receiverAfter - receiverBefore).toBe(1_500_000n)
  // Local chains list no block explorer, so there is no explorer link.
  await expect(preview.getByRole('link')).toHaveCount(0)

  await preview.getByRole('button', { name: 'Back to account' }).click()
  const account = dialog(page, 'Account')
  await account.getByRole('tab', { name: 'Activity' }).click()
  // Under this month (the block was mined moments ago), within 15 s of the send.
  const now = new Date()
  const month = account.locator(`section[data-year="${now.getFullYear()}"] section[data-month="${now.getMonth() + 1}"]`)
  const row = month.locator(`[data-testid="foyer-activity-row"][data-hash="${hash}"]`)
  await expect(row).toBeVisible({ timeout: 15_000 })
  await expect(row).toContainText('Sent')
  await expect(row.getByTestId('foyer-activity-amount')).toHaveText('1.500 USDC')
})

test('a native send moves exactly its value; the sender pays it plus the gas', async ({ demo: page }) => {
  const to = ANVIL_ACCOUNTS[3]!.address
  const [senderBefore, toBefore] = await Promise.all([client.getBalance({ address: sender }), client.getBalance({ address: to })])
  const send = await openFromAccount(page, 'Send')
  await fillSend(send, { token: 'ETH', amount: '0.25', to: to.toLowerCase() })
  await send.getByRole('button', { name: 'Preview' }).click()
  const preview = dialog(page, 'Review Send')
  await expect(preview.getByTestId('foyer-send-preview-amount')).toHaveText('0.25 ETH')
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(preview.getByTestId('foyer-send-success')).toBeVisible({ timeout: 30_000 })
  const hash = (await preview.getByTestId('foyer-send-hash').getAttribute('title')) as Hash
  const receipt = await client.getTransactionReceipt({ hash })
  const [senderAfter, toAfter] = await Promise.all([client.getBalance({ address: sender }), client.getBalance({ address: to })])
  expect(toAfter - toBefore).toBe(250_000_000_000_000_000n)
  expect(senderBefore - senderAfter).toBe(250_000_000_000_000_000n + receipt.gasUsed * receipt.effectiveGasPrice)
})

test('Max on the native currency leaves gas headroom; on USDC it is the whole balance', async ({ demo: page }) => {
  const send = await openFromAccount(page, 'Send')
  await expect(send.getByRole('radio', { name: /^ETH\b/ })).toBeVisible({ timeout: 15_000 })
  await fillSend(send, { token: 'USDC' })
  await send.getByRole('button', { name: 'Use the maximum amount' }).click()
  const usdc = await usdcBalance(sender)
  await expect(amountField(send)).toHaveValue(String(Number(usdc) / 1e6))
  await fillSend(send, { token: 'ETH' })
  await send.getByRole('button', { name: 'Use the maximum amount' }).click()
  const eth = await client.getBalance({ address: sender })
  const max = Number(await amountField(send).inputValue())
  expect(max).toBeGreaterThan(0)
  expect(max).toBeLessThan(Number(eth) / 1e18)
})

test("invalid input gives the catalogue's messages and sends nothing", async ({ demo: page }) => {
  const send = await openFromAccount(page, 'Send')
  await expect(send.getByRole('radio', { name: /^USDC\b/ })).toBeVisible({ timeout: 15_000 })
  const preview = send.getByRole('button', { name: 'Preview' })
  const error = send.getByTestId('foyer-send-error')

  // Nothing entered: amount and receiver first (the form's order), focus on the amount.
  await preview.click()
  await expect(error).toHaveText('An amount and receiver address are required')
  await expect(error).toHaveAttribute('role', 'alert')
  await expect(amountField(send)).toBeFocused()
  await expect(amountField(send)).toHaveAttribute('aria-invalid', 'true')

  // Amount and receiver but no token.
  await fillSend(send, { amount: '1', to: receiver })
  await preview.click()
  await expect(error).toHaveText('A token is required')
  await expect(send.getByRole('radio', { name: /^ETH\b/ })).toBeFocused()

  // A malformed address is no receiver address.
  await fillSend(send, { token: 'USDC', to: '0x1234' })
  await preview.click()
  await expect(error).toHaveText('An amount and receiver address are required')
  await expect(send.getByText('Not a valid address or name')).toBeVisible()
  await expect(receiverField(send)).toBeFocused()
  await expect(receiverField(send)).toHaveAttribute('aria-invalid', 'true')

  // More than the balance.
  await fillSend(send, { amount: '99999999', to: receiver })
  await expect(send.getByText('Insufficient balance')).toBeVisible()
  await preview.click()
  await expect(dialog(page, 'Send')).toBeVisible()

  // The whole ETH balance leaves nothing for the gas: the amount plus the fee must fit.
  const eth = await client.getBalance({ address: sender })
  await fillSend(send, { token: 'ETH', amount: formatEther(eth) })
  await expect(send.getByText('Insufficient balance')).toBeVisible({ timeout: 15_000 })
  await preview.click()
  await expect(dialog(page, 'Send')).toBeVisible()

  // A name that cannot be resolved (neither the local chain's ENS nor Foyer's names know it).
  await fillSend(send, { amount: '1', to: 'nobody.eth' })
  await expect(send.getByText('Error resolving name')).toBeVisible({ timeout: 20_000 })
  await preview.click()
  await expect(error).toHaveText('An amount and receiver address are required')

  // Fixed: the preview opens.
  await fillSend(send, { to: receiver })
  await expect(error).toHaveCount(0)
  await preview.click()
  await expect(dialog(page, 'Review Send')).toBeVisible()
})

test('a rejection in the wallet shows the reason and keeps the form', async ({ demo: page, wallet }) => {
  const before = await usdcBalance(sender)
  const send = await openFromAccount(page, 'Send')
  await fillSend(send, { token: 'USDC', amount: '2.25', to: receiver })
  await send.getByRole('button', { name: 'Preview' }).click()
  const preview = dialog(page, 'Review Send')
  wallet.setRejectRequests(['eth_sendTransaction'])
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(preview.getByTestId('foyer-send-failure')).toHaveText('Transaction declined in the wallet')
  await expect(preview.getByRole('button', { name: 'Send', exact: true })).toBeFocused()
  expect(await usdcBalance(sender)).toBe(before)

  // Back on the form, everything is still there.
  await preview.getByRole('button', { name: 'Back' }).click()
  const again = dialog(page, 'Send')
  await expect(amountField(again)).toHaveValue('2.25')
  await expect(receiverField(again)).toHaveValue(receiver)
  await expect(again.getByRole('radio', { name: /^USDC\b/ })).toBeChecked()

  // Accepted the second time.
  wallet.setRejectRequests(false)
  await again.getByRole('button', { name: 'Preview' }).click()
  await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog(page, 'Review Send').getByTestId('foyer-send-success')).toBeVisible({ timeout: 30_000 })
  expect(before - (await usdcBalance(sender))).toBe(2_250_000n)
})

test('the form is reset when the active network changes', async ({ demo: page, wallet }) => {
  const send = await openFromAccount(page, 'Send')
  await fillSend(send, { token: 'USDC', amount: '3', to: receiver })
  await wallet.switchChain(31338)
  await expect(amountField(send)).toHaveValue('')
  await expect(receiverField(send)).toHaveValue('')
  await expect(send.getByRole('radio', { name: /^USDC\b/ })).not.toBeChecked({ timeout: 15_000 })
})

test('Receive: a QR code of the address, copy with feedback, the networks', async ({ demo: page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2eUrls.demo })
  const receive = await openFromAccount(page, 'Receive')
  const qr = receive.getByTestId('foyer-receive-qr')
  await expect(qr).toHaveAttribute('role', 'img')
  await expect(qr).toHaveAccessibleName('QR code of your address')
  const decoded = await readQrCode(page, qr)
  expect(decoded).toBe(sender)
  await expect(receive.getByTestId('foyer-receive-address')).toHaveText(sender)

  const copy = receive.getByRole('button', { name: 'Copy address' })
  await expect(copy).toBeFocused()
  await copy.click()
  await expect(receive.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sender)

  const networks = receive.getByRole('region', { name: 'Networks' }).getByRole('listitem')
  // Each item is the network's image (initials for the local chains) and its name.
  await expect(networks).toContainText(['Foyer Local', 'Foyer Local 2', 'Ethereum'])
  await expect(networks).toHaveCount(3)
})

test('axe: WalletSend, WalletSendPreview and WalletReceive have no violations, in both themes and directions', async ({ page, wallet }) => {
  void wallet
  await page.goto('/')
  const send = await openFromAccount(page, 'Send')
  await expect(send.getByRole('radio', { name: /^USDC\b/ })).toBeVisible({ timeout: 15_000 })
  await send.getByRole('button', { name: 'Preview' }).click()
  await expect(send.getByTestId('foyer-send-error')).toBeVisible()
  await expectAxeCleanInEveryLook(page, 'WalletSend')
  await fillSend(send, { token: 'USDC', amount: '1', to: receiver })
  await send.getByRole('button', { name: 'Preview' }).click()
  const preview = dialog(page, 'Review Send')
  await expect(preview.getByTestId('foyer-send-preview-fee')).toContainText('ETH', { timeout: 15_000 })
  await expectAxeCleanInEveryLook(page, 'WalletSendPreview')
  await preview.getByRole('button', { name: 'Back' }).click()
  await dialog(page, 'Send').getByRole('button', { name: 'Back' }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Receive', exact: true }).click()
  await expect(dialog(page, 'Receive').getByTestId('foyer-receive-qr')).toBeVisible()
  await expectAxeCleanInEveryLook(page, 'WalletReceive')
})
