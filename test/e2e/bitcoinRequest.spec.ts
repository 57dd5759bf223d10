/*
 * A Bitcoin wallet reached through a request provider (registered in `window.wbip_providers`, as
 * Xverse and Leather are), end to end: the demo with `?bitcoin=<url>` (Bitcoin regtest) against the
 * Esplora fixture this spec starts (a stand-in for an Esplora HTTP API, not a node: it serves the
 * outputs the test funds and verifies every broadcast transaction's signatures and amounts), and
 * the Bitcoin test wallet answering getAddresses / signMessage / signPsbt in Node, refusing with
 * sats-connect's -32000. Covers: listed in Connect with the Bitcoin badge; a refusal gives
 * 'Connection rejected' and 'Try again' connects; Account shows the payment address and the exact
 * balance Esplora reports; 0.001 BTC sent through the modal's Send, accepted by the fixture with the
 * receiver's exact output; the demo's "Sign message" verified with bip322-js, a refused one shown; a
 * reload restores the connection from the stored addresses without asking the wallet (getAddresses
 * would prompt) and signing works; Disconnect returns to Connect and stays disconnected across a reload.
 */
import { hex } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { regtestNetwork, startEsploraFixture, type RunningEsploraFixture } from '../bitcoin/esploraFixture'
import { formatBalance } from '../../src/format/formatBalance'
import { shortenAddress } from '../../src/format/shortenAddress'
import { installBitcoinRequestTestWallet } from '../../testing/bitcoin/installBitcoinRequestTestWallet'
import { createBitcoinTestWallet } from '../../testing/bitcoin/createBitcoinTestWallet'
import { bitcoinTestWalletSeed } from '../../testing/bitcoin/setupBitcoinTestWallet'
import { openConnectWithBitcoin, signAcrossReload } from './bitcoinDemo'
import { dialog, expect, test } from './fixtures'

// The message demo/NamespaceActions.tsx signs.
const walletName = 'Foyer Bitcoin Request Wallet'

let esplora: RunningEsploraFixture
test.beforeAll(async () => {
  esplora = await startEsploraFixture({ logger: (await import('pino')).pino({ level: 'silent' }) })
})
test.afterAll(() => esplora.stop())

test('a request-provider Bitcoin wallet: badge, refused then retried, exact balance, Send of 0.001 BTC, BIP-322 message', async ({ page }) => {
  const wallet = createBitcoinTestWallet({ seed: bitcoinTestWalletSeed('e2e bitcoin request'), network: 'regtest' })
  // What the wallet is asked (getAddresses arrives as `connect`).
  const asked: string[] = []
  const request = wallet.request.bind(wallet)
  wallet.request = (payload) => {
    asked.push(payload.method)
    return request(payload)
  }
  await installBitcoinRequestTestWallet(page, wallet, { rejectionCode: -32000 })
  const { payment } = wallet.accounts
  esplora.fund(payment.address, 2_500_000n)
  esplora.fund(payment.address, 40_000n)
  const receiver = createBitcoinTestWallet({ seed: bitcoinTestWalletSeed('e2e bitcoin request receiver'), network: 'regtest' }).accounts.payment.address

  const { connect, row } = await openConnectWithBitcoin(page, esplora.url, walletName)

  wallet.setRejectRequests(['connect'])
  await row.click()
  await expect(connect.getByRole('alert')).toHaveText('Connection rejected')
  wallet.setRejectRequests(false)
  await connect.getByRole('button', { name: 'Try again' }).click()

  const account = dialog(page, 'Account')
  const accounts = account.getByTestId('foyer-namespace-account')
  await expect(accounts).toHaveCount(2)
  await expect(accounts.nth(0)).toHaveAttribute('data-account-type', 'payment')
  const address = accounts.nth(0).getByTestId('foyer-namespace-address')
  await expect(address).toHaveAttribute('data-address', payment.address)
  await expect(address).toHaveText(shortenAddress(payment.address))
  await expect(accounts.nth(1).getByTestId('foyer-namespace-address')).toHaveAttribute('data-address', wallet.accounts.ordinals.address)
  await expect(account.getByTestId('foyer-network')).toHaveText('Bitcoin Regtest')
  const funded = 2_540_000n
  await expect(account.getByTestId('foyer-balance')).toHaveText(`${formatBalance(funded, 8)} BTC`)

  // Send 0.001 BTC through the modal: the wallet signs the PSBT (signPsbt), Foyer broadcasts it.
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  await send.getByRole('radio', { name: `BTC ${formatBalance(funded, 8)}` }).check()
  await send.getByRole('textbox', { name: 'Amount' }).fill('0.001')
  await send.getByRole('textbox', { name: 'To' }).fill(receiver)
  await send.getByRole('button', { name: 'Preview' }).click()
  const preview = dialog(page, 'Review Send')
  await expect(preview.getByTestId('foyer-send-preview-amount')).toHaveText('0.001 BTC')
  const broadcasts = esplora.broadcasts.length
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(preview.getByRole('heading', { name: 'Transaction sent' })).toBeVisible()
  expect(esplora.broadcasts.length).toBe(broadcasts + 1)
  const tx = Transaction.fromRaw(hex.decode(esplora.broadcasts.at(-1) as string), { allowUnknownOutputs: true })
  await expect(preview.getByTestId('foyer-send-hash')).toHaveAttribute('title', tx.id)
  const paid = [...Array(tx.outputsLength).keys()]
    .map((index) => tx.getOutput(index))
    .map((output) => ({ address: Address(regtestNetwork).encode(OutScript.decode(output.script as Uint8Array)), amount: output.amount }))
  expect(paid.filter((output) => output.address === receiver)).toEqual([{ address: receiver, amount: 100_000n }])
  await preview.getByRole('button', { name: 'Back to account' }).click()

  // The demo signs with useNamespaceAccount once the modal is closed: BIP-322 by the payment account.
  // A reload restores the connection from the stored addresses: no getAddresses (it would prompt);
  // Bitcoin is active again and the next signature goes to the wallet.
  await signAcrossReload(page, wallet, payment.address, () => {
    asked.length = 0
  })
  expect(asked).toEqual(['signMessage'])
  await page.getByRole('button', { name: /^Account / }).click()
  const restored = dialog(page, 'Account')
  await expect(restored.getByTestId('foyer-namespace-account')).toHaveCount(2)
  await expect(restored.getByTestId('foyer-namespace-account').nth(1).getByTestId('foyer-namespace-address')).toHaveAttribute(
    'data-address',
    wallet.accounts.ordinals.address,
  )

  // Disconnected stays disconnected across a reload.
  await restored.getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: walletName, exact: true })).toBeVisible()
  await page.reload()
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: walletName, exact: true })).toBeVisible()
  await expect(page.getByTestId('demo-namespace-account')).toHaveCount(0)
})
