/*
 * The embedded wallet on Solana in Chromium: the demo with `?solana=1` against the stack's Solana
 * runtime. After an e-mail sign-in (dev mailbox) the user has an EVM and a Solana address, and the
 * Solana namespace is connected with the embedded account at once (SwitchNetwork goes straight to it).
 * A Solana message signed through the Wallet Standard wallet is approved in the login frame (which
 * shows its text) and verifies with Node's ed25519 against the shown address; a rejection gives
 * 4001 and the next request still works; a SOL transfer through Send and Preview is shown in the
 * frame with amount, receiver and fee (axe-clean), and lands on the runtime.
 */
import { createPublicKey, verify } from 'node:crypto'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { fromBase58 } from '../../src/chains/base58'
import { shortenAddress } from '../../src/format/shortenAddress'
import { demoSolanaMessage } from '../../demo/signDemoSolanaMessage'
import { answerApproval, signInWithEmail, uniqueEmail } from './auth/authHelpers'
import { expectNoAxeViolations } from './axe'
import { dialog, expect, test } from './fixtures'
import { e2eUrls } from './stackPorts'

test.describe.configure({ timeout: 240_000 })

const rpc = () => new Connection(e2eUrls.solana, { commitment: 'confirmed', wsEndpoint: e2eUrls.solana.replace(/^http/, 'ws') })

function verifiesFor(address: string, message: string, signatureHex: string): boolean {
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(fromBase58(address)).toString('base64url') }, format: 'jwk' })
  return verify(null, Buffer.from(message), key, Buffer.from(signatureHex, 'hex'))
}

test('an e-mail user has both addresses; signs a Solana message and a SOL transfer approved in the frame; a rejection leaves things usable', async ({
  page,
  request,
}) => {
  await page.goto('/?solana=1')
  const evmAddress = await signInWithEmail(page, request, uniqueEmail('solana-embedded'))

  const account = dialog(page, 'Account')
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()

  // A Solana message: the frame shows the text; Approve -> an ed25519 signature of the shown address.
  await page.getByRole('button', { name: 'Sign Solana message', exact: true }).click()
  const frame = page.frameLocator('iframe[data-foyer-frame-host]')
  const approval = frame.getByRole('dialog', { name: 'Sign a message on Solana' })
  await expect(approval.getByText(demoSolanaMessage, { exact: true })).toBeVisible({ timeout: 30_000 })
  await answerApproval(page, 'Approve')
  const signature = page.getByTestId('demo-solana-signature')
  await expect(signature).toHaveText(/^[0-9a-f]{128}$/, { timeout: 30_000 })
  const solanaAddress = (await signature.getAttribute('data-address')) ?? ''
  expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  expect(solanaAddress).not.toBe(evmAddress)
  const signed = (await signature.textContent()) ?? ''
  expect(verifiesFor(solanaAddress, demoSolanaMessage, signed)).toBe(true)
  expect(verifiesFor(solanaAddress, `${demoSolanaMessage}!`, signed)).toBe(false)

  // Rejected: the user-rejected code (4001); the next request is asked and approved as before.
  await page.getByRole('button', { name: 'Sign Solana message', exact: true }).click()
  await expect(approval).toBeVisible({ timeout: 30_000 })
  await answerApproval(page, 'Reject')
  await expect(page.getByTestId('demo-solana-error')).toHaveText('4001', { timeout: 30_000 })
  await expect(page.locator('iframe[data-foyer-frame-host]')).toBeHidden()
  await page.getByRole('button', { name: 'Sign Solana message', exact: true }).click()
  await expect(approval.getByText(solanaAddress, { exact: true })).toBeVisible({ timeout: 30_000 })
  await answerApproval(page, 'Approve')
  await expect(page.getByTestId('demo-solana-signature')).toHaveText(/^[0-9a-f]{128}$/, { timeout: 30_000 })

  // The Solana namespace is already connected with the embedded account: the switch is immediate,
  // and the Solana account is the address that signed.
  await rpc().requestAirdrop(new PublicKey(solanaAddress), 2 * LAMPORTS_PER_SOL)
  await page.getByRole('button', { name: shortenAddress(evmAddress) }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Switch network' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Solana Localnet' }).click()
  const view = dialog(page, 'Account')
  await expect(view.getByTestId('foyer-network')).toHaveText('Solana Localnet', { timeout: 30_000 })
  await expect(view.getByTestId('foyer-address')).toHaveAttribute('title', solanaAddress)
  await expect(view.getByTestId('foyer-address')).toHaveText(shortenAddress(solanaAddress))

  // A SOL transfer through the modal's Send: the frame shows amount, receiver and fee; it lands.
  const receiver = Keypair.generate().publicKey.toBase58()
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  const sol = send.getByRole('radio', { name: /^SOL\b/ })
  await expect(sol).toBeVisible({ timeout: 30_000 })
  await sol.check()
  await send.getByRole('textbox', { name: 'Amount', exact: true }).fill('0.5')
  await send.getByRole('textbox', { name: 'To', exact: true }).fill(receiver)
  await send.getByRole('button', { name: 'Preview' }).click()
  const preview = dialog(page, 'Review Send')
  await expect(preview.getByTestId('foyer-send-preview-amount')).toHaveText('0.5 SOL')
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  const transfer = frame.getByRole('dialog', { name: 'Send a Solana transaction' })
  await expect(transfer.getByText(`0.5 SOL to ${receiver}`, { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(transfer.getByText('0.000005 SOL', { exact: true })).toBeVisible()
  await expect(transfer.getByText('Solana Localnet', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await answerApproval(page, 'Approve')
  await expect.poll(() => rpc().getBalance(new PublicKey(receiver)), { timeout: 30_000 }).toBe(0.5 * LAMPORTS_PER_SOL)
  // Exactly the amount and the fee shown left the account.
  expect(await rpc().getBalance(new PublicKey(solanaAddress))).toBe(1.5 * LAMPORTS_PER_SOL - 5000)
  // The preview that comes back after the frame's approval shows the send's result, with the
  // signature that landed; back in Account, the balance is the new one.
  const sent = dialog(page, 'Review Send')
  await expect(sent.getByTestId('foyer-send-success')).toBeVisible({ timeout: 30_000 })
  const sendSignature = (await sent.getByTestId('foyer-send-hash').getAttribute('title')) ?? ''
  expect((await rpc().getSignatureStatuses([sendSignature])).value[0]?.err).toBeNull()
  await sent.getByRole('button', { name: 'Back to account' }).click()
  // 2 SOL before; 1.499995 after (shown with three decimals).
  await expect(dialog(page, 'Account').getByTestId('foyer-token-SOL').getByTestId('foyer-token-quantity')).toHaveText(/^1\.(499|500)$/, { timeout: 30_000 })
})
