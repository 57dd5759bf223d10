/*
 * Stacks end to end: the demo with `?stacks=<url>` (Stacks testnet whose Stacks Blockchain API is a
 * local fixture this spec starts, since no Stacks node runs here) and the Stacks test wallet (an
 * injected SIP-030 provider registered in `wbip_providers`, signing in Node over a Playwright
 * binding). Covers: the wallet listed in Connect with the 'Stacks' badge; a refused connect shows
 * 'Connection rejected' and 'Try again' connects; Account shows the ST… address and the exact STX
 * balance the fixture holds; the demo's "Sign message" gives a signature @stacks/encryption
 * verifies for the account's key, and a refused one shows 'Connection rejected'; the Account view
 * passes axe in dark, light and RTL; a reload restores the connection from the stored account
 * without a request to the wallet (whose address requests always prompt) and signing works;
 * Disconnect returns to Connect and stays disconnected across a reload.
 */
import { verifyMessageSignatureRsv } from '@stacks/encryption'
import { shortenAddress } from '../../src/format/shortenAddress'
import { createStacksTestWallet } from '../../testing/stacks/createStacksTestWallet'
import { installStacksTestWallet } from '../../testing/stacks/installStacksTestWallet'
import { stacksTestWalletSecretKey } from '../stacks/setupStacksTestWallet'
import { startStacksApiFixture, type StacksApiFixture } from '../stacks/stacksApiFixture'
import { expectAxeCleanInEveryLook } from './axe'
import { dialog, expect, test } from './fixtures'

const stacksWalletName = 'Foyer Stacks Test Wallet'
// demo/NamespaceActions.tsx's `demoNamespaceMessage` (the module imports `foyer-kit`, which Node cannot load here).
const demoNamespaceMessage = 'Sign in to the Foyer demo'
// 12,345.678901 STX in microSTX (part of it stacked): the Account view floors the total to three decimals.
const balanceMicroStx = 12_345_678_901n

let api: StacksApiFixture
test.beforeAll(async () => {
  api = await startStacksApiFixture()
})
test.afterAll(async () => {
  await api.stop()
})

test('a Stacks wallet: listed with its badge, refused then retried, exact STX balance, a signature @stacks/encryption verifies, axe in every look, restored on reload, disconnect', async ({
  page,
  wallet,
}) => {
  void wallet
  // Two page loads more than a connect alone (the restore, then none after Disconnect).
  test.setTimeout(90_000)
  const stacksWallet = createStacksTestWallet({ secretKey: stacksTestWalletSecretKey('e2e') })
  const { address, publicKey } = stacksWallet.account
  api.setBalance(address, balanceMicroStx, 5_000_000n)
  await installStacksTestWallet(page, stacksWallet)
  await page.goto(`/?stacks=${encodeURIComponent(api.url)}`)

  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const connect = dialog(page, 'Connect Wallet')
  const stacksRow = connect.getByRole('button', { name: stacksWalletName, exact: true })
  await expect(stacksRow).toBeVisible()
  await expect(stacksRow).toHaveAccessibleDescription('Stacks')

  stacksWallet.setRejectRequests(['stx_getAddresses'])
  await stacksRow.click()
  await expect(connect.getByRole('alert')).toHaveText('Connection rejected')
  expect(stacksWallet.connected).toBe(false)
  const retry = connect.getByRole('button', { name: 'Try again' })
  await expect(retry).toBeFocused()
  stacksWallet.setRejectRequests(false)
  await retry.click()

  const account = dialog(page, 'Account')
  expect(address).toMatch(/^ST/)
  await expect(account.getByTestId('foyer-namespace-address')).toHaveText(shortenAddress(address))
  await expect(account.getByTestId('foyer-namespace-address')).toHaveAttribute('data-address', address)
  await expect(account.getByTestId('foyer-network')).toHaveText('Stacks Testnet')
  await expect(account.getByTestId('foyer-balance')).toHaveText('12345.678 STX')
  expect(stacksWallet.connected).toBe(true)
  expect(api.requests).toContain(`/extended/v1/address/${address}/balances`)

  await expectAxeCleanInEveryLook(page, 'stacks-account')

  // The demo's own button, behind the modal: close it, then sign through useNamespaceAccount.
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-namespace', 'stacks')
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-address', address)
  stacksWallet.setRejectRequests(['stx_signMessage'])
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('demo-namespace-error')).toHaveText('Error signing message')
  stacksWallet.setRejectRequests(false)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = (await page.getByTestId('demo-namespace-signature').textContent()) ?? ''
  expect(signature).toMatch(/^[0-9a-f]{130}$/)
  expect(verifyMessageSignatureRsv({ message: demoNamespaceMessage, signature, publicKey })).toBe(true)
  expect(verifyMessageSignatureRsv({ message: `${demoNamespaceMessage}!`, signature, publicKey })).toBe(false)

  // A reload restores the connection from the stored account: the wallet is not asked (a user
  // refusing every window still gets it back), Stacks is active again, and the next signature goes to the wallet.
  const prompts = stacksWallet.prompts
  stacksWallet.setRejectRequests(['stx_getAddresses', 'getAddresses'])
  await page.reload()
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-address', address)
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-namespace', 'stacks')
  expect(stacksWallet.prompts).toBe(prompts)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const restoredSignature = (await page.getByTestId('demo-namespace-signature').textContent()) ?? ''
  expect(verifyMessageSignatureRsv({ message: demoNamespaceMessage, signature: restoredSignature, publicKey })).toBe(true)
  expect(stacksWallet.prompts).toBe(prompts + 1)
  stacksWallet.setRejectRequests(false)

  // The header's account button shows the Stacks account and opens the modal on it; Disconnect returns to Connect.
  await page.getByRole('button', { name: /^Account / }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: stacksWalletName, exact: true })).toBeVisible()
  await expect(page.getByTestId('demo-namespace-account')).toHaveCount(0)

  // Disconnected stays disconnected across a reload.
  await page.reload()
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: stacksWalletName, exact: true })).toBeVisible()
  await expect(page.getByTestId('demo-namespace-account')).toHaveCount(0)
  expect(stacksWallet.prompts).toBe(prompts + 1)
})
