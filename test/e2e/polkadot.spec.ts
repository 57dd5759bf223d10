/*
 * Polkadot end to end: the demo with `?polkadot=<url>` (a local Westend-like network, SS58 42, WND
 * with 12 decimals) against the Substrate JSON-RPC fixture this spec starts (a stand-in for a node:
 * `state_getStorage` of System.Account), and the Polkadot test extension (`injectedWeb3`) signing
 * in Node. Covers: the extension listed in Connect with the Polkadot badge; a refusal gives
 * 'Connection rejected' and 'Try again' connects; Account shows the SS58 address and the exact free
 * balance; axe on Account in both themes and directions; the demo's "Sign message" gives an sr25519
 * signature over <Bytes>…</Bytes> verified here, a refused one shows the error; a reload restores
 * the connection without a prompt (the extension answers `enable` at once for the app it allowed,
 * even with the user refusing every window) and signing works; Disconnect returns to Connect and
 * stays disconnected across a reload.
 */
import { signatureVerify } from '@polkadot/util-crypto'
import { formatBalance } from '../../src/format/formatBalance'
import { shortenAddress } from '../../src/format/shortenAddress'
import { createPolkadotTestWallet } from '../../testing/polkadot/createPolkadotTestWallet'
import { installPolkadotTestWallet } from '../../testing/polkadot/installPolkadotTestWallet'
import { polkadotTestWalletSeed } from '../polkadot/setupPolkadotTestWallet'
import { startSubstrateRpcFixture, type RunningSubstrateRpcFixture } from '../polkadot/substrateRpcFixture'
import { expectAxeCleanInEveryLook } from './axe'
import { connectAfterOneRefusal, dialog, expect, test } from './fixtures'

// The message demo/NamespaceActions.tsx signs.
const demoMessage = 'Sign in to the Foyer demo'
const free = 1_234_567_890_123_456n

let node: RunningSubstrateRpcFixture
test.beforeAll(async () => {
  node = await startSubstrateRpcFixture()
})
test.afterAll(() => node.stop())

test('a Polkadot extension: badge, refused then retried, SS58 address and exact balance, axe, signed message, restored on reload, disconnect', async ({
  page,
}) => {
  // Two page loads more than a connect alone (the restore, then none after Disconnect).
  test.setTimeout(90_000)
  const wallet = createPolkadotTestWallet({ seed: polkadotTestWalletSeed('e2e') })
  await installPolkadotTestWallet(page, wallet)
  node.setFreeBalance(wallet.account.address, free)
  await page.goto(`/?polkadot=${encodeURIComponent(node.url)}`)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const connect = dialog(page, 'Connect Wallet')
  const row = connect.getByRole('button', { name: 'foyer-test', exact: true })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Polkadot')

  await connectAfterOneRefusal(row, connect, wallet, 'enable')

  const account = dialog(page, 'Account')
  const address = account.getByTestId('foyer-namespace-address')
  // Westend's SS58 prefix 42: addresses start with 5.
  expect(wallet.account.address).toMatch(/^5/)
  await expect(address).toHaveAttribute('data-address', wallet.account.address)
  await expect(address).toHaveText(shortenAddress(wallet.account.address))
  await expect(account.getByTestId('foyer-network')).toHaveText('Westend Local')
  await expect(account.getByTestId('foyer-balance')).toHaveText(`${formatBalance(free, 12)} WND`)
  expect(node.calls).toContain('state_getStorage')
  await expectAxeCleanInEveryLook(page, 'polkadot-account')

  // The demo signs with useNamespaceAccount once the modal is closed.
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-namespace', 'polkadot')
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-address', wallet.account.address)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByTestId('demo-namespace-signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{128}$/)
  const signed = (await signature.textContent()) as string
  expect(signatureVerify(`<Bytes>${demoMessage}</Bytes>`, signed, wallet.account.address)).toMatchObject({ isValid: true, crypto: 'sr25519' })
  expect(signatureVerify('<Bytes>another message</Bytes>', signed, wallet.account.address).isValid).toBe(false)

  wallet.setRejectRequests(['signRaw'])
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('demo-namespace-error')).toHaveText('Error signing message')
  await expect(signature).toBeHidden()

  // A reload restores the connection without opening the extension: a user refusing every window
  // still gets it back, since the extension remembers the app it allowed. Polkadot is active again.
  const prompts = wallet.prompts
  wallet.setRejectRequests(['enable'])
  await page.reload()
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-address', wallet.account.address)
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-namespace', 'polkadot')
  expect(wallet.prompts).toBe(prompts)
  wallet.setRejectRequests(false)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(signature).toHaveText(/^0x[0-9a-f]{128}$/)
  expect(signatureVerify(`<Bytes>${demoMessage}</Bytes>`, (await signature.textContent()) as string, wallet.account.address).isValid).toBe(true)

  await page.getByRole('button', { name: /^Account / }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: 'foyer-test', exact: true })).toBeVisible()
  await expect(page.getByTestId('demo-namespace-account')).toBeHidden()

  // Disconnected stays disconnected across a reload, though the extension still allows the app.
  await page.reload()
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: 'foyer-test', exact: true })).toBeVisible()
  await expect(page.getByTestId('demo-namespace-account')).toHaveCount(0)
  expect(wallet.prompts).toBe(prompts + 1)
})
