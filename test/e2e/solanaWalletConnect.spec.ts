/*
 * WalletConnect for Solana in the modal, fully offline: the demo with `?solana=1` (its Solana network
 * the stack's local runtime) pairs through the local relay, proposing the solana namespace beside the
 * eip155 one; a wallet-side sign client in this process holds a Solana test key and approves with a
 * Solana account only. Covers: the proposal (the app's Solana network and methods), the Solana account,
 * network and exact SOL balance in Account, a message signed through the session and verified with
 * ed25519 against the address, 0.25 SOL sent from the modal's Send view (signed and sent by the phone
 * wallet), Disconnect ending the session on both sides, and a refusal in the wallet
 * giving 'Connection rejected' with a Try again that pairs; axe on the Solana account.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import type { Page } from '@playwright/test'
import { SOLANA_LOCALNET_CAIP_NETWORK_ID, SOLANA_TEST_ACCOUNTS } from '../../devstack/solana/solanaTestAccounts'
import { fromBase58 } from '../../src/chains/base58'
import { shortenAddress } from '../../src/format/shortenAddress'
import { demoSolanaMessage } from '../../demo/signDemoSolanaMessage'
import { createSolanaWalletDriver, type SolanaWalletDriver } from '../../testing/walletconnect/solanaWalletDriver'
import { expectNoAxeViolations } from './axe'
import { dialog, expect, test } from './fixtures'
import { qrPairingUri } from './walletConnectQr'
import { e2eUrls } from './stackPorts'

// Account 3: no other spec uses it.
const account = SOLANA_TEST_ACCOUNTS[3]!
let driver: SolanaWalletDriver

test.beforeAll(async () => {
  const keypair = Keypair.fromSeed(Buffer.from(account.seed, 'hex'))
  driver = await createSolanaWalletDriver({
    relayUrl: e2eUrls.relay,
    keypair,
    chains: [SOLANA_LOCALNET_CAIP_NETWORK_ID],
    rpcUrl: e2eUrls.solana,
    storagePrefix: 'foyer-e2e-solana-wc',
  })
})
test.afterEach(async () => {
  await driver.disconnect().catch(() => undefined)
})
test.afterAll(async () => {
  await driver?.close()
})

async function solBalanceText(address: string): Promise<string> {
  const lamports = BigInt(await new Connection(e2eUrls.solana, 'confirmed').getBalance(new PublicKey(address)))
  return `${lamports / 1_000_000_000n}.${((lamports % 1_000_000_000n) / 1_000_000n).toString().padStart(3, '0')} SOL`
}

/** Opens the modal on the demo with Solana and picks WalletConnect; the pairing URI once the QR shows it. */
async function openPairing(page: Page, other?: string): Promise<string> {
  if (other === undefined) {
    await page.goto('/?solana=1&wcTimeout=30000')
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await dialog(page).getByRole('button', { name: 'WalletConnect' }).click()
  }
  await expect(dialog(page)).toHaveAttribute('data-foyer-view', 'ConnectingWalletConnect')
  return qrPairingUri(page, other)
}

test('a Solana wallet over WalletConnect: the proposal, the account, a verified signature, and Disconnect', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  page.on('websocket', (socket) => requested.push(socket.url()))
  const opened = Date.now()
  const uri = await openPairing(page)
  const uriShown = Date.now()
  const session = await driver.approve(uri)
  expect(driver.lastProposal).toEqual({
    chains: [SOLANA_LOCALNET_CAIP_NETWORK_ID],
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
    events: [],
  })
  expect(session.accounts).toEqual([`${SOLANA_LOCALNET_CAIP_NETWORK_ID}:${account.address}`])

  const modal = dialog(page, 'Account')
  await expect(modal.getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
  await expect(modal.getByTestId('foyer-network')).toHaveText('Solana Localnet')
  const connected = Date.now()
  await expect(modal.getByTestId('foyer-balance')).toHaveText(await solBalanceText(account.address))
  await expectNoAxeViolations(page)

  // The page's own Solana code finds the session as a Wallet Standard wallet and signs through it.
  await modal.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Sign Solana message with WalletConnect' }).click()
  const signed = page.getByTestId('demo-solana-wc-signature')
  await expect(signed).toHaveText(/^[0-9a-f]{128}$/)
  await expect(signed).toHaveAttribute('data-address', account.address)
  const signature = Buffer.from((await signed.textContent()) ?? '', 'hex')
  expect(ed25519.verify(signature, new TextEncoder().encode(demoSolanaMessage), fromBase58(account.address))).toBe(true)
  expect(ed25519.verify(signature, new TextEncoder().encode('another message'), fromBase58(account.address))).toBe(false)
  expect(driver.requests).toEqual([{ method: 'solana_signMessage', chainId: SOLANA_LOCALNET_CAIP_NETWORK_ID, ok: true }])
  // Pairing, connecting and signing stayed on this machine (no Verify iframe, no WalletConnect RPC).
  expect(requested.filter((url) => /^(https?|wss?):/.test(url) && new URL(url).hostname !== '127.0.0.1')).toEqual([])
  // Reported, not asserted (timings belong to bench/).
  const timing = `page load + open -> QR ${uriShown - opened} ms; wallet approves -> Solana account ${connected - uriShown} ms (includes the test's pairing); offline, local relay`
  test.info().annotations.push({ type: 'timing', description: timing })
  console.log(`solana walletconnect timing: ${timing}`)

  // Send in the modal: the phone wallet signs and sends (solana_signAndSendTransaction).
  // The demo's button follows wagmi (no EVM account here); the modal opens on the Solana account.
  await page.getByRole('button', { name: /^Account / }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  const sol = send.getByRole('radio', { name: /^SOL\b/ })
  await expect(sol).toBeVisible({ timeout: 15_000 })
  await expect(async () => {
    await sol.check({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  const receiver = Keypair.generate().publicKey
  await send.getByRole('textbox', { name: 'Amount', exact: true }).fill('0.25')
  await send.getByRole('textbox', { name: 'To', exact: true }).fill(receiver.toBase58())
  await send.getByRole('button', { name: 'Preview' }).click()
  const preview = dialog(page, 'Review Send')
  await expect(preview.getByTestId('foyer-send-preview-network')).toHaveText('Solana Localnet')
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(preview.getByTestId('foyer-send-success')).toBeVisible({ timeout: 30_000 })
  expect(await new Connection(e2eUrls.solana, 'confirmed').getBalance(receiver)).toBe(250_000_000)
  expect(driver.requests.at(-1)).toEqual({ method: 'solana_signAndSendTransaction', chainId: SOLANA_LOCALNET_CAIP_NETWORK_ID, ok: true })
  await preview.getByRole('button', { name: 'Back to account' }).click()

  // Disconnect in the modal ends the session, on the phone too.
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog(page, 'Connect Wallet')).toBeVisible()
  await expect.poll(() => driver.client.session.getAll().length, { timeout: 15_000 }).toBe(0)
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Sign Solana message with WalletConnect' }).click()
  await expect(page.getByTestId('demo-solana-wc-error')).toHaveText('4100')
})

test("a refusal in the wallet: 'Connection rejected', and Try again pairs the Solana account", async ({ page }) => {
  const first = await openPairing(page)
  await driver.reject(first)
  const modal = dialog(page, 'WalletConnect')
  await expect(modal.getByRole('alert')).toHaveText('Connection rejected')
  const retry = modal.getByRole('button', { name: 'Try again' })
  await expect(retry).toBeFocused()
  await retry.click()
  const second = await openPairing(page, first)
  await driver.approve(second)
  await expect(dialog(page, 'Account').getByTestId('foyer-address')).toHaveText(shortenAddress(account.address))
  await expect(dialog(page, 'Account').getByTestId('foyer-network')).toHaveText('Solana Localnet')
})
