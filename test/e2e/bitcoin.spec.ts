/*
 * Bitcoin end to end: the demo with `?bitcoin=<url>` (Bitcoin regtest) against the Esplora fixture
 * this spec starts (a stand-in for an Esplora HTTP API, not a node: it serves the outputs the test
 * funds and verifies every broadcast transaction's signatures and amounts), and the Bitcoin test
 * wallet (Wallet Standard, payment P2WPKH and ordinals P2TR accounts) signing in Node. Covers: the
 * wallet listed in Connect with the Bitcoin badge next to the EVM test wallet; a refusal gives
 * 'Connection rejected' and 'Try again' connects; Account shows the payment address first, the
 * ordinal one second, and the exact balance Esplora reports; axe on Account in both themes and
 * directions, and on Send and its preview; Send of 0.001 BTC through the modal (a refused signature shows why and the preview
 * stays usable; the fixture accepts the signed transaction and the receiver's output is exact; the
 * balance follows); the demo's "Sign message" gives a BIP-322 signature bip322-js verifies, a
 * refused one shows 'Error signing message'; a reload restores the connection with a silent
 * `standard:connect` only (Bitcoin active again, payment account, signing works); Disconnect returns
 * to Connect and stays disconnected across a reload.
 */
import { hex } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { regtestNetwork, startEsploraFixture, type RunningEsploraFixture } from '../bitcoin/esploraFixture'
import { formatBalance } from '../../src/format/formatBalance'
import { shortenAddress } from '../../src/format/shortenAddress'
import { createBitcoinTestWallet } from '../../testing/bitcoin/createBitcoinTestWallet'
import { installBitcoinTestWallet } from '../../testing/bitcoin/installBitcoinTestWallet'
import { bitcoinTestWalletSeed } from '../../testing/bitcoin/setupBitcoinTestWallet'
import { expectAxeCleanInEveryLook, expectNoAxeViolations } from './axe'
import { openConnectWithBitcoin, signAcrossReload } from './bitcoinDemo'
import { connectAfterOneRefusal, dialog, expect, test, testWalletName } from './fixtures'

// The message demo/NamespaceActions.tsx signs.
const walletName = 'Foyer Bitcoin Test Wallet'

let esplora: RunningEsploraFixture
test.beforeAll(async () => {
  esplora = await startEsploraFixture({ logger: (await import('pino')).pino({ level: 'silent' }) })
})
test.afterAll(() => esplora.stop())

/** What the fixture's Esplora API says `address` holds (confirmed and in the mempool), in sats. */
async function esploraBalance(address: string): Promise<bigint> {
  const answer = (await (await fetch(`${esplora.url}/address/${address}`)).json()) as Record<
    'chain_stats' | 'mempool_stats',
    { funded_txo_sum: number; spent_txo_sum: number }
  >
  const { chain_stats: chain, mempool_stats: mempool } = answer
  return BigInt(chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum)
}

test('a Bitcoin wallet: badge, refused then retried, payment and ordinal accounts, exact balance, axe, Send, BIP-322 message, disconnect', async ({
  page,
  wallet: evmWallet,
}) => {
  void evmWallet
  const wallet = createBitcoinTestWallet({ seed: bitcoinTestWalletSeed('e2e bitcoin'), network: 'regtest' })
  const connects: unknown[] = []
  const request = wallet.request.bind(wallet)
  wallet.request = (payload) => {
    if (payload.method === 'connect') connects.push(payload.params)
    return request(payload)
  }
  await installBitcoinTestWallet(page, wallet)
  const { payment, ordinals } = wallet.accounts
  esplora.fund(payment.address, 12_345_678n)
  esplora.fund(payment.address, 500_000n)
  const receiver = createBitcoinTestWallet({ seed: bitcoinTestWalletSeed('e2e bitcoin receiver'), network: 'regtest' }).accounts.payment.address

  const { connect, row } = await openConnectWithBitcoin(page, esplora.url, walletName)
  await expect(connect.getByRole('button', { name: testWalletName, exact: true })).toHaveAccessibleDescription(/^EVM( |$)/)

  await connectAfterOneRefusal(row, connect, wallet, 'connect')

  // The payment account first (it pays and signs), the ordinal account second.
  const account = dialog(page, 'Account')
  const accounts = account.getByTestId('foyer-namespace-account')
  await expect(accounts).toHaveCount(2)
  await expect(accounts.nth(0)).toHaveAttribute('data-account-type', 'payment')
  await expect(accounts.nth(1)).toHaveAttribute('data-account-type', 'ordinal')
  const address = accounts.nth(0).getByTestId('foyer-namespace-address')
  expect(payment.address).toMatch(/^bcrt1q/)
  await expect(address).toHaveAttribute('data-address', payment.address)
  await expect(address).toHaveText(shortenAddress(payment.address))
  await expect(accounts.nth(1).getByTestId('foyer-namespace-address')).toHaveAttribute('data-address', ordinals.address)
  await expect(account.getByTestId('foyer-network')).toHaveText('Bitcoin Regtest')
  const funded = await esploraBalance(payment.address)
  expect(funded).toBe(12_845_678n)
  await expect(account.getByTestId('foyer-balance')).toHaveText(`${formatBalance(funded, 8)} BTC`)
  await expectAxeCleanInEveryLook(page, 'bitcoin-account')

  // Send 0.001 BTC to another regtest address through the modal.
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  await send.getByRole('radio', { name: `BTC ${formatBalance(funded, 8)}` }).check()
  await send.getByRole('textbox', { name: 'Amount' }).fill('0.001')
  await send.getByRole('textbox', { name: 'To' }).fill(receiver)
  await expectNoAxeViolations(page)
  await send.getByRole('button', { name: 'Preview' }).click()
  const preview = dialog(page, 'Review Send')
  await expect(preview.getByTestId('foyer-send-preview-amount')).toHaveText('0.001 BTC')
  await expect(preview.getByTestId('foyer-send-preview-network')).toHaveText('Bitcoin Regtest')
  // The fixture's 10 sat/vB for 3 blocks, times the transaction's size (one input, two outputs).
  await expect(preview.getByTestId('foyer-send-preview-fee-rate')).toHaveText('10 sat/vB')
  await expect(preview.getByTestId('foyer-send-preview-fee')).toContainText('0.0000141 BTC')
  await expectNoAxeViolations(page)

  // Refused in the wallet: the reason shows, nothing is broadcast, and Send still works.
  const broadcasts = esplora.broadcasts.length
  wallet.setRejectRequests(['signTransaction'])
  const sendButton = preview.getByRole('button', { name: 'Send', exact: true })
  await sendButton.click()
  await expect(preview.getByTestId('foyer-send-failure')).toHaveText('Transaction declined in the wallet')
  await expect(sendButton).toBeFocused()
  expect(esplora.broadcasts.length).toBe(broadcasts)
  wallet.setRejectRequests(false)
  await sendButton.click()
  await expect(preview.getByRole('heading', { name: 'Transaction sent' })).toBeVisible()

  // The fixture accepted (verified) exactly one transaction: the receiver's output is exact.
  expect(esplora.broadcasts.length).toBe(broadcasts + 1)
  const tx = Transaction.fromRaw(hex.decode(esplora.broadcasts.at(-1)!), { allowUnknownOutputs: true })
  await expect(preview.getByTestId('foyer-send-hash')).toHaveAttribute('title', tx.id)
  const outputs = [...Array(tx.outputsLength).keys()].map((index) => tx.getOutput(index))
  const paid = outputs.map((output) => ({ address: Address(regtestNetwork).encode(OutScript.decode(output.script!)), amount: output.amount }))
  expect(paid.filter((output) => output.address === receiver)).toEqual([{ address: receiver, amount: 100_000n }])
  expect(await esploraBalance(receiver)).toBe(100_000n)
  expect(await (await fetch(`${esplora.url}/tx/${tx.id}/status`)).json()).toEqual({ confirmed: false })
  const left = await esploraBalance(payment.address)
  // What left the payment account is the amount and the fee the preview showed.
  expect(funded - left).toBe(100_000n + 1_410n)
  await preview.getByRole('button', { name: 'Back to account' }).click()
  await expect(dialog(page, 'Account').getByTestId('foyer-balance')).toHaveText(`${formatBalance(left, 8)} BTC`)

  // The demo signs with useNamespaceAccount once the modal is closed: BIP-322 by the payment account.
  // A reload restores the connection without a prompt: the wallet is asked only a silent
  // standard:connect (answered because the site is approved); Bitcoin is active again and signs.
  await signAcrossReload(page, wallet, payment.address, () => {
    connects.length = 0
  })
  expect(connects).toEqual([{ purposes: ['payment', 'ordinals'], silent: true }])

  await page.getByRole('button', { name: /^Account / }).click()
  await expect(dialog(page, 'Account').getByTestId('foyer-namespace-account')).toHaveCount(2)
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: walletName, exact: true })).toBeVisible()
  await expect(page.getByTestId('demo-namespace-account')).toBeHidden()
  expect(wallet.connected).toBe(false)

  // Disconnected stays disconnected across a reload: nothing is restored, the wallet is not asked.
  connects.length = 0
  await page.reload()
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: walletName, exact: true })).toBeVisible()
  await expect(page.getByTestId('demo-namespace-account')).toHaveCount(0)
  expect(connects).toEqual([])
})
