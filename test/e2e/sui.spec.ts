/*
 * Sui end to end: the demo with `?sui=<url>` (Sui localnet whose JSON-RPC endpoint is a local
 * fixture this spec starts, since no Sui node runs here) and the Sui test wallet (Wallet Standard,
 * signing in Node over a Playwright binding). Covers: the wallet listed in Connect with the 'Sui'
 * badge; a refused connect shows 'Connection rejected' and 'Try again' connects; Account shows the
 * address and the exact SUI balance the fixture holds; the demo's "Sign message" gives a signature
 * Mysten's SDK verifies for the account, and a refused one shows 'Connection rejected'; the Account
 * view passes axe in dark, light and RTL; a reload restores the connection (Sui active again, signing
 * works); Disconnect returns to Connect and stays disconnected across a reload.
 */
import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import { shortenAddress } from '../../src/format/shortenAddress'
import { startSuiRpcFixture, type SuiRpcFixture } from '../sui/suiRpcFixture'
import { createSuiTestWallet } from '../../testing/sui/createSuiTestWallet'
import { installSuiTestWallet } from '../../testing/sui/installSuiTestWallet'
import { suiTestWalletSecretKey } from '../sui/setupSuiTestWallet'
import { expectAxeCleanInEveryLook } from './axe'
import { dialog, expect, expectWalletRows, test, testWalletName } from './fixtures'

const suiWalletName = 'Foyer Sui Test Wallet'
// demo/NamespaceActions.tsx's `demoNamespaceMessage` (the module imports `foyer-kit`, which Node cannot load here).
const demoNamespaceMessage = 'Sign in to the Foyer demo'
// 1,234.567891234 SUI in MIST: the Account view floors it to three decimals.
const balanceMist = 1_234_567_891_234n

let node: SuiRpcFixture
test.beforeAll(async () => {
  node = await startSuiRpcFixture()
})
test.afterAll(async () => {
  await node.stop()
})

test('a Sui wallet: listed with its badge, refused then retried, exact SUI balance, a signature Mysten verifies, axe in every look, disconnect', async ({
  page,
  wallet,
}) => {
  void wallet
  const suiWallet = createSuiTestWallet({ secretKey: suiTestWalletSecretKey('e2e') })
  const { address } = suiWallet.account
  node.setBalance(address, balanceMist)
  await installSuiTestWallet(page, suiWallet)
  await page.goto(`/?sui=${encodeURIComponent(node.url)}`)

  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const connect = dialog(page, 'Connect Wallet')
  const suiRow = connect.getByRole('button', { name: suiWalletName, exact: true })
  await expect(suiRow).toBeVisible()
  await expect(suiRow).toHaveAccessibleDescription('Sui')

  suiWallet.setRejectRequests(['connect'])
  await suiRow.click()
  await expect(connect.getByRole('alert')).toHaveText('Connection rejected')
  expect(suiWallet.connected).toBe(false)
  const retry = connect.getByRole('button', { name: 'Try again' })
  await expect(retry).toBeFocused()
  suiWallet.setRejectRequests(false)
  await retry.click()

  const account = dialog(page, 'Account')
  await expect(account.getByTestId('foyer-namespace-address')).toHaveText(shortenAddress(address))
  await expect(account.getByTestId('foyer-namespace-address')).toHaveAttribute('data-address', address)
  await expect(account.getByTestId('foyer-network')).toHaveText('Sui Localnet')
  await expect(account.getByTestId('foyer-balance')).toHaveText('1234.567 SUI')
  expect(suiWallet.connected).toBe(true)
  expect(node.calls).toContain('suix_getBalance')

  await expectAxeCleanInEveryLook(page, 'sui-account')

  // The demo's own button, behind the modal: close it, then sign through useNamespaceAccount.
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-namespace', 'sui')
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-address', address)
  suiWallet.setRejectRequests(['signPersonalMessage'])
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('demo-namespace-error')).toHaveText('Error signing message')
  suiWallet.setRejectRequests(false)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = (await page.getByTestId('demo-namespace-signature').textContent()) ?? ''
  const signer = await verifyPersonalMessageSignature(new TextEncoder().encode(demoNamespaceMessage), signature, { address })
  expect(signer.toSuiAddress()).toBe(address)
  await expect(verifyPersonalMessageSignature(new TextEncoder().encode(`${demoNamespaceMessage}!`), signature, { address })).rejects.toThrow()

  // A reload restores the connection without a prompt (a silent connect, which the wallet answers
  // only for an approved site) and Sui is the active family again; signing still works.
  await page.reload()
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-address', address)
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-namespace', 'sui')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('demo-namespace-signature')).not.toBeEmpty()

  // The header's account button shows the Sui account and opens the modal on it; Disconnect returns to Connect.
  await page.getByRole('button', { name: /^Account / }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: suiWalletName, exact: true })).toBeVisible()
  await expect(page.getByTestId('demo-namespace-account')).toHaveCount(0)
  expect(suiWallet.connected).toBe(false)

  // Disconnected stays disconnected across a reload: nothing is restored.
  await page.reload()
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: suiWalletName, exact: true })).toBeVisible()
  await expect(page.getByTestId('demo-namespace-account')).toHaveCount(0)
})

test('an EVM wallet and a Sui wallet at once: both come back after a reload, each still active in its family', async ({ page, wallet }) => {
  void wallet
  const suiWallet = createSuiTestWallet({ secretKey: suiTestWalletSecretKey('e2e multi') })
  node.setBalance(suiWallet.account.address, balanceMist)
  await installSuiTestWallet(page, suiWallet)
  await page.goto(`/?projectId=foyer-multiwallet&sui=${encodeURIComponent(node.url)}`)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: testWalletName, exact: true }).click()
  const account = dialog(page, 'Account')
  await account.getByTestId('foyer-open-profile-wallets').click()
  await dialog(page, 'Wallets').getByRole('button', { name: 'Add wallet' }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: suiWalletName, exact: true }).click()
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-address', suiWallet.account.address)
  // Each family has its own active connection: the EVM one and the Sui one are both active.
  const expected = [
    [testWalletName, 'Active'],
    [suiWalletName, 'Active'],
  ] as const
  let view = dialog(page, 'Wallets')
  if (!(await view.isVisible())) {
    await dialog(page, 'Account').getByTestId('foyer-open-profile-wallets').click()
    view = dialog(page, 'Wallets')
  }
  await expectWalletRows(view, expected)

  await page.reload()
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-address', suiWallet.account.address)
  // The header's account button shows the active family's account (Sui, connected last); both came back.
  await page.getByRole('button', { name: /^Account / }).click()
  await dialog(page, 'Account').getByTestId('foyer-open-profile-wallets').click()
  await expectWalletRows(dialog(page, 'Wallets'), expected)
})
