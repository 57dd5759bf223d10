/*
 * The Solana account's data end to end: the demo with `?solana=1` against the stack's Solana runtime
 * (litesvm over JSON-RPC) and the API's Solana balances and indexer, the Solana test wallet (Wallet
 * Standard) signing in Node with seeded test keys. Covers: the exact SOL and USDC (SPL) balances
 * with USD values; 1.5 USDC sent to a fresh address through Send and Preview, whose associated token
 * account is created and holds exactly 1.5 USDC on chain (read over the runtime's RPC), then shown in
 * Activity with its Solana Explorer link; 'Invalid address' and the balance rule; Receive with the
 * Solana address and networks; axe on the new views (light RTL, dark LTR).
 */
import type { Page } from '@playwright/test'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_USDC } from '../../devstack/solana/solanaTestAccounts'
import { shortenAddress } from '../../src/format/shortenAddress'
import { createSolanaTestWallet } from '../../testing/solana/createSolanaTestWallet'
import { installSolanaTestWallet } from '../../testing/solana/installSolanaTestWallet'
import { expectNoAxeViolations } from './axe'
import { dialog, expect, readQrCode, test } from './fixtures'
import { e2eUrls } from './stackPorts'

// Accounts 8 (the USDC send), 9 (forms and axe, nothing sent) and 5 (the declined then retried SOL
// send): no other spec moves their balances, and each test's balances do not depend on the others'.
const account = SOLANA_TEST_ACCOUNTS[8]!
const formAccount = SOLANA_TEST_ACCOUNTS[9]!
const declineAccount = SOLANA_TEST_ACCOUNTS[5]!
const solanaWalletName = 'Foyer Solana Test Wallet'
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const associatedTokenProgram = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
const mint = new PublicKey(SOLANA_TEST_USDC.mint)
const rpc = () => new Connection(e2eUrls.solana, 'confirmed')

function tokenAccountOf(owner: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync([owner.toBytes(), new PublicKey(tokenProgram).toBytes(), mint.toBytes()], associatedTokenProgram)[0]
}

let controller: Awaited<ReturnType<typeof installSolanaTestWallet>>

/** Installs the Solana test wallet, opens the demo with Solana and connects it; returns the Account dialog. */
async function connectSolana(page: Page, query = '', as: { address: string; seed: string } = account) {
  const wallet = createSolanaTestWallet({ keypair: Keypair.fromSeed(Buffer.from(as.seed, 'hex')), rpcUrl: e2eUrls.solana })
  controller = await installSolanaTestWallet(page, wallet)
  await page.goto(`/?solana=1${query}`)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: solanaWalletName, exact: true }).click()
  const view = dialog(page, 'Account')
  await expect(view.getByTestId('foyer-address')).toHaveText(shortenAddress(as.address))
  return view
}

async function pickToken(view: ReturnType<typeof dialog>, symbol: string) {
  const radio = view.getByRole('radio', { name: new RegExp(`^${symbol}\\b`) })
  await expect(radio).toBeVisible({ timeout: 15_000 })
  await expect(async () => {
    await radio.check({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
}

const amountField = (view: ReturnType<typeof dialog>) => view.getByRole('textbox', { name: 'Amount', exact: true })
const receiverField = (view: ReturnType<typeof dialog>) => view.getByRole('textbox', { name: 'To', exact: true })

test('exact SOL and USDC balances; 1.5 USDC to a new address creates its token account on chain and shows in Activity', async ({ page }) => {
  const view = await connectSolana(page)
  await expect(view.getByTestId('foyer-balance')).toHaveText('1000.000 SOL')
  // Tokens: the API's balances with the dev price table (SOL 150 USD, USDC 1 USD).
  const sol = view.getByTestId('foyer-token-SOL')
  const usdc = view.getByTestId('foyer-token-USDC')
  await expect(usdc.getByTestId('foyer-token-quantity')).toHaveText('1000000.000', { timeout: 15_000 })
  await expect(usdc.getByTestId('foyer-token-value')).toHaveText('$1,000,000.00')
  await expect(sol.getByTestId('foyer-token-quantity')).toHaveText('1000.000')
  await expect(sol.getByTestId('foyer-token-value')).toHaveText('$150,000.00')
  await expect(view.getByTestId('foyer-tokens-total')).toHaveText('$1,150,000.00')
  // The account's explorer link: Solana Explorer pointed at the local runtime.
  await expect(view.getByRole('link', { name: 'View on Solana Explorer' })).toHaveAttribute(
    'href',
    `https://explorer.solana.com/address/${account.address}?cluster=custom&customUrl=${encodeURIComponent(e2eUrls.solana)}`,
  )

  const receiver = Keypair.generate().publicKey
  const receiverTokenAccount = tokenAccountOf(receiver)
  expect(await rpc().getAccountInfo(receiverTokenAccount)).toBeNull()
  const senderBefore = (await rpc().getTokenAccountBalance(tokenAccountOf(new PublicKey(account.address)))).value.amount

  await view.getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  await expect(send.getByRole('radio', { name: /^SOL\b/ })).toBeVisible({ timeout: 15_000 })
  await pickToken(send, 'USDC')
  await amountField(send).fill('1.5')
  await receiverField(send).fill(receiver.toBase58())
  await send.getByRole('button', { name: 'Preview' }).click()

  const preview = dialog(page, 'Review Send')
  await expect(preview.getByTestId('foyer-send-preview-amount')).toHaveText('1.5 USDC')
  await expect(preview.getByTestId('foyer-send-preview-receiver')).toHaveText(shortenAddress(receiver.toBase58()))
  await expect(preview.getByTestId('foyer-send-preview-network')).toHaveText('Solana Localnet')
  await expect(preview.getByTestId('foyer-send-preview-fee')).toContainText('0.000005 SOL')
  await expect(preview.getByRole('button', { name: 'Send', exact: true })).toBeFocused()
  await preview.getByRole('button', { name: 'Send', exact: true }).click()

  await expect(preview.getByTestId('foyer-send-success')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Sent 1.5 USDC')).toBeVisible()
  const signature = (await preview.getByTestId('foyer-send-hash').getAttribute('title')) ?? ''
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  await expect(preview.getByRole('link', { name: 'View on Solana Explorer' })).toHaveAttribute(
    'href',
    new RegExp(`^https://explorer\\.solana\\.com/tx/${signature}\\?cluster=custom&customUrl=`),
  )

  // On chain: the transaction landed, the receiver's associated token account exists (owned by the
  // token program, for the USDC mint and the receiver) and holds exactly 1.5 USDC.
  const status = (await rpc().getSignatureStatuses([signature])).value[0]
  expect(status?.err).toBeNull()
  const created = await rpc().getParsedAccountInfo(receiverTokenAccount)
  expect(created.value?.owner.toBase58()).toBe(tokenProgram)
  const info = (created.value!.data as { parsed: { info: { mint: string; owner: string; tokenAmount: { amount: string; uiAmountString: string } } } }).parsed
    .info
  expect(info).toMatchObject({ mint: SOLANA_TEST_USDC.mint, owner: receiver.toBase58(), tokenAmount: { amount: '1500000', uiAmountString: '1.5' } })
  const senderAfter = (await rpc().getTokenAccountBalance(tokenAccountOf(new PublicKey(account.address)))).value.amount
  expect(BigInt(senderBefore) - BigInt(senderAfter)).toBe(1_500_000n)

  await preview.getByRole('button', { name: 'Back to account' }).click()
  const after = dialog(page, 'Account')
  // The balances were refreshed by the send.
  await expect(after.getByTestId('foyer-token-USDC').getByTestId('foyer-token-quantity')).toHaveText('999998.500', { timeout: 15_000 })
  await after.getByRole('tab', { name: 'Activity' }).click()
  const now = new Date()
  const row = after.locator(
    `section[data-year="${now.getFullYear()}"] section[data-month="${now.getMonth() + 1}"] [data-testid="foyer-activity-row"][data-hash="${signature}"]`,
  )
  await expect(row).toBeVisible({ timeout: 15_000 })
  await expect(row).toContainText('Sent')
  await expect(row.getByTestId('foyer-activity-amount')).toHaveText('1.500 USDC')
  await expect(row.getByTestId('foyer-activity-counterparty')).toHaveText(`To ${shortenAddress(receiver.toBase58(), 4, 6)}`)
  await expect(row.getByRole('link', { name: 'View transaction on Solana Explorer' })).toHaveAttribute(
    'href',
    `https://explorer.solana.com/tx/${signature}?cluster=custom&customUrl=${encodeURIComponent(e2eUrls.solana)}`,
  )
  await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
})

test("a receiver that is not base58 gets 'Invalid address'; more SOL than the balance less the fee is refused; the form stays usable", async ({ page }) => {
  const view = await connectSolana(page, '', formAccount)
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  await pickToken(send, 'SOL')
  await amountField(send).fill('1')
  // 0, O, I and l are not base58; an EVM address is not a Solana one either.
  for (const bad of ['0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'abc']) {
    await receiverField(send).fill(bad)
    await receiverField(send).blur()
    await expect(send.getByText('Invalid address', { exact: true })).toBeVisible()
    await expect(receiverField(send)).toHaveAttribute('aria-invalid', 'true')
  }
  await send.getByRole('button', { name: 'Preview' }).click()
  await expect(send.getByTestId('foyer-send-error')).toHaveText('An amount and receiver address are required')
  await expect(receiverField(send)).toBeFocused()

  // The whole balance leaves nothing for the fee.
  await receiverField(send).fill(account.address)
  await expect(send.getByText('Invalid address', { exact: true })).toHaveCount(0)
  await amountField(send).fill('1000')
  await expect(send.getByText('Insufficient balance')).toBeVisible()
  await send.getByRole('button', { name: 'Preview' }).click()
  await expect(amountField(send)).toBeFocused()
  await expect(dialog(page, 'Send')).toBeVisible()

  // Max leaves the fee: 1000 SOL less 5000 lamports, and the preview opens.
  await send.getByRole('button', { name: 'Use the maximum amount' }).click()
  await expect(amountField(send)).toHaveValue('999.999995')
  await send.getByRole('button', { name: 'Preview' }).click()
  await expect(dialog(page, 'Review Send').getByTestId('foyer-send-preview-amount')).toHaveText('999.999995 SOL')
})

test('a send declined in the Solana wallet keeps the preview with the reason and a working retry; nothing moves', async ({ page }) => {
  const view = await connectSolana(page, '', declineAccount)
  const receiver = Keypair.generate().publicKey
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  await pickToken(send, 'SOL')
  await amountField(send).fill('0.25')
  await receiverField(send).fill(receiver.toBase58())
  await send.getByRole('button', { name: 'Preview' }).click()
  const preview = dialog(page, 'Review Send')
  await expect(preview.getByTestId('foyer-send-preview-amount')).toHaveText('0.25 SOL')

  controller.setRejectRequests(['signAndSendTransaction', 'signTransaction'])
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(preview.getByTestId('foyer-send-failure')).toHaveText('Transaction declined in the wallet')
  await expect(preview.getByRole('button', { name: 'Send', exact: true })).toBeFocused()
  expect(await rpc().getBalance(receiver)).toBe(0)

  controller.setRejectRequests(false)
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(preview.getByTestId('foyer-send-success')).toBeVisible({ timeout: 30_000 })
  expect(await rpc().getBalance(receiver)).toBe(250_000_000)
})

test('Receive shows the Solana address, its QR code (decoded) and the Solana networks; Copy copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2eUrls.demo })
  const view = await connectSolana(page)
  await view.getByRole('button', { name: 'Receive', exact: true }).click()
  const receive = dialog(page, 'Receive')
  await expect(receive.getByTestId('foyer-receive-address')).toHaveText(account.address)
  const qr = receive.getByTestId('foyer-receive-qr')
  await expect(qr).toHaveAccessibleName('QR code of your address')
  const decoded = await readQrCode(page, qr)
  expect(decoded).toBe(account.address)
  await expect(receive.getByRole('region', { name: 'Networks' }).getByRole('listitem')).toHaveText([/Solana Localnet$/])
  await receive.getByRole('button', { name: 'Copy address' }).click()
  await expect(receive.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account.address)
})

for (const [theme, dir] of [
  ['light', 'rtl'],
  ['dark', 'ltr'],
] as const) {
  test(`the Solana account's tabs, Send, Preview and Receive pass axe (${theme}, ${dir})`, async ({ page }) => {
    const view = await connectSolana(page, `&theme=${theme}&dir=${dir}`, formAccount)
    await expect(view).toHaveAttribute('dir', dir)
    await expect(view.getByTestId('foyer-token-USDC')).toBeVisible({ timeout: 15_000 })
    await expectNoAxeViolations(page)
    // Activity, from the keyboard: the tablist's arrow keys (mirrored in RTL).
    await view.getByRole('tab', { name: 'Tokens' }).focus()
    await page.keyboard.press(dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight')
    await expect(view.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
    await expect(view.getByTestId('foyer-activity').or(view.getByTestId('foyer-activity-empty'))).toBeVisible({ timeout: 15_000 })
    await expectNoAxeViolations(page)

    await view.getByRole('button', { name: 'Send', exact: true }).click()
    const send = dialog(page, 'Send')
    await pickToken(send, 'USDC')
    await amountField(send).fill('2')
    await receiverField(send).fill('not-an-address')
    await receiverField(send).blur()
    await expect(send.getByText('Invalid address', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
    await receiverField(send).fill(account.address)
    await send.getByRole('button', { name: 'Preview' }).click()
    const preview = dialog(page, 'Review Send')
    await expect(preview.getByTestId('foyer-send-preview-amount')).toHaveText('2 USDC')
    await expectNoAxeViolations(page)

    await preview.getByRole('button', { name: /back/i }).first().click()
    await dialog(page, 'Send').getByRole('button', { name: /back/i }).first().click()
    await dialog(page, 'Account').getByRole('button', { name: 'Receive', exact: true }).click()
    await expect(dialog(page, 'Receive').getByTestId('foyer-receive-address')).toHaveText(formAccount.address)
    await expectNoAxeViolations(page)
  })
}
