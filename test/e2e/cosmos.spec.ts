/*
 * Cosmos end to end: the demo with `?cosmos=<url>` (chain `foyer-local-1`, prefix `cosmos`, uatom
 * with 6 decimals) against the LCD fixture this spec starts (a stand-in for a node's REST API:
 * bank balances), and the Cosmos test wallet (`window.keplr`) signing in Node. Covers: Keplr listed
 * in Connect with the Cosmos badge; a refusal gives 'Connection rejected' and 'Try again'
 * connects; Account shows the bech32 address and the exact balance; axe on Account in both themes
 * and directions; the demo's "Sign message" gives an ADR-036 signature verified here with
 * @keplr-wallet/cosmos, a refused one shows the error; another account picked in the wallet
 * (keplr_keystorechange) replaces the address; a reload restores the connection with that account
 * without a prompt (Keplr answers `enable` at once for a chain it allowed the site, even with the
 * user refusing every window) and signing works; Disconnect returns to Connect and stays
 * disconnected across a reload.
 */
import { verifyADR36Amino } from '@keplr-wallet/cosmos'
import { base64, hex } from '@scure/base'
import { formatBalance } from '../../src/format/formatBalance'
import { shortenAddress } from '../../src/format/shortenAddress'
import { startCosmosLcdFixture, type RunningCosmosLcdFixture } from '../cosmos/cosmosLcdFixture'
import { createCosmosTestWallet } from '../../testing/cosmos/createCosmosTestWallet'
import { installCosmosTestWallet } from '../../testing/cosmos/installCosmosTestWallet'
import { cosmosTestWalletSeed } from '../cosmos/setupCosmosTestWallet'
import { expectAxeCleanInEveryLook } from './axe'
import { connectAfterOneRefusal, dialog, expect, test } from './fixtures'

// The message demo/NamespaceActions.tsx signs.
const demoMessage = 'Sign in to the Foyer demo'
const amount = 12_345_678n

let lcd: RunningCosmosLcdFixture
test.beforeAll(async () => {
  lcd = await startCosmosLcdFixture()
})
test.afterAll(() => lcd.stop())

test('Keplr: badge, refused then retried, bech32 address and exact balance, axe, signed message, account switch, restored on reload, disconnect', async ({
  page,
}) => {
  // Two page loads more than a connect alone (the restore, then none after Disconnect).
  test.setTimeout(90_000)
  const wallet = createCosmosTestWallet({ seed: cosmosTestWalletSeed('e2e') })
  const controller = await installCosmosTestWallet(page, wallet)
  const key = wallet.keyOn('foyer-local-1')
  lcd.setBalance(key.bech32Address, 'uatom', amount)
  await page.goto(`/?cosmos=${encodeURIComponent(lcd.url)}`)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const connect = dialog(page, 'Connect Wallet')
  const row = connect.getByRole('button', { name: 'Keplr', exact: true })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Cosmos')

  await connectAfterOneRefusal(row, connect, controller, 'enable')

  const account = dialog(page, 'Account')
  const address = account.getByTestId('foyer-namespace-address')
  expect(key.bech32Address).toMatch(/^cosmos1/)
  await expect(address).toHaveAttribute('data-address', key.bech32Address)
  await expect(address).toHaveText(shortenAddress(key.bech32Address))
  await expect(account.getByTestId('foyer-network')).toHaveText('Cosmos Local')
  await expect(account.getByTestId('foyer-balance')).toHaveText(`${formatBalance(amount, 6)} ATOM`)
  expect(lcd.requests).toContain(`/cosmos/bank/v1beta1/balances/${key.bech32Address}`)
  await expectAxeCleanInEveryLook(page, 'cosmos-account')

  // The demo signs with useNamespaceAccount once the modal is closed.
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-namespace', 'cosmos')
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByTestId('demo-namespace-signature')
  await expect(signature).toHaveText(/^[A-Za-z0-9+/]{86}==$/)
  const signed = base64.decode((await signature.textContent()) as string)
  expect(verifyADR36Amino('cosmos', key.bech32Address, demoMessage, hex.decode(key.pubKey), signed)).toBe(true)
  expect(verifyADR36Amino('cosmos', key.bech32Address, 'another message', hex.decode(key.pubKey), signed)).toBe(false)

  controller.setRejectRequests(['signArbitrary'])
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('demo-namespace-error')).toHaveText('Error signing message')

  // Another account picked in Keplr reaches the page as keplr_keystorechange.
  await controller.switchAccount(cosmosTestWalletSeed('e2e other'))
  const other = wallet.keyOn('foyer-local-1').bech32Address
  expect(other).not.toBe(key.bech32Address)
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-address', other)

  // A reload restores the connection, with the account the wallet has now, without opening Keplr:
  // a user refusing every window still gets it back. Cosmos is the active family again.
  const prompts = wallet.prompts
  controller.setRejectRequests(['enable'])
  await page.reload()
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-address', other)
  await expect(page.getByTestId('demo-namespace-account')).toHaveAttribute('data-namespace', 'cosmos')
  expect(wallet.prompts).toBe(prompts)
  controller.setRejectRequests(false)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(signature).toHaveText(/^[A-Za-z0-9+/]{86}==$/)
  const otherKey = wallet.keyOn('foyer-local-1')
  expect(verifyADR36Amino('cosmos', other, demoMessage, hex.decode(otherKey.pubKey), base64.decode((await signature.textContent()) as string))).toBe(true)

  await page.getByRole('button', { name: /^Account / }).click()
  await expect(dialog(page, 'Account').getByTestId('foyer-namespace-address')).toHaveAttribute('data-address', other)
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: 'Keplr', exact: true })).toBeVisible()
  await expect(page.getByTestId('demo-namespace-account')).toBeHidden()
  expect(wallet.enabled).toEqual([])

  // Disconnected stays disconnected across a reload, and Keplr is not asked.
  await page.reload()
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: 'Keplr', exact: true })).toBeVisible()
  await expect(page.getByTestId('demo-namespace-account')).toHaveCount(0)
  expect(wallet.enabled).toEqual([])
  expect(wallet.prompts).toBe(prompts + 1)
})
