/*
 * The API's images in the demo, in a real browser against the development stack (which serves a
 * few: ETH, USDC, the two local networks): token rows and network rows show them once loaded; a
 * network the API has no image of (Ethereum) keeps its bundled icon, and a token image that fails
 * to load keeps the row's letter.
 */
import type { Locator, Page } from '@playwright/test'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { shortenAddress } from '../../src/format/shortenAddress'
import { dialog, expect, test, testWalletName } from './fixtures'
import { e2eUrls } from './stackPorts'

const account = ANVIL_ACCOUNTS[1]!

async function openAccount(page: Page) {
  const connected = page.getByRole('button', { name: shortenAddress(account.address) })
  // While the wallet reconnects the button says Connect but is busy and disabled.
  const connect = page.getByRole('button', { name: /^Connect( Wallet)?$/, disabled: false })
  await expect(connect.or(connected)).toBeVisible()
  if (await connected.isVisible()) await connected.click()
  else {
    await connect.click()
    await dialog(page).getByRole('button', { name: testWalletName, exact: true }).click()
  }
  const modal = dialog(page, 'Account')
  await expect(modal.getByTestId('foyer-address')).toBeVisible()
  return modal
}

/** Whether `image` has loaded a real picture and is shown. */
const loaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0 && !element.hidden)

test("token and network rows show the API's images, and keep their fallback where there is none", async ({ demo, page }) => {
  void demo
  const modal = await openAccount(page)
  const eth = modal.getByTestId('foyer-token-ETH')
  await expect(eth).toBeVisible()
  const ethImage = eth.locator('img')
  await expect(ethImage).toHaveAttribute('src', `${e2eUrls.api}/public/getTokenImage/ETH`)
  await expect.poll(() => loaded(ethImage)).toBe(true)
  // The letter gave way to the picture.
  await expect(eth.locator('[aria-hidden="true"]').first()).toHaveText('')

  await modal.getByRole('button', { name: 'Switch network' }).click()
  const networks = dialog(page, 'Choose Network')
  const local = networks.locator('[data-foyer-network-image="eip155:31337"]')
  await expect.poll(() => loaded(local.locator('img'))).toBe(true)
  await expect(local.locator('svg')).toHaveCount(0)
  // The API has no image of Ethereum: the 404 leaves the bundled icon.
  const ethereum = networks.locator('[data-foyer-network-image="eip155:1"]')
  await expect(ethereum.locator('img')).toHaveCount(0)
  await expect(ethereum.locator('svg')).toBeVisible()
})

test('a token image that fails to load keeps the letter', async ({ demo, page }) => {
  await page.route('**/public/getTokenImage/USDC', (route) => route.abort())
  void demo
  const modal = await openAccount(page)
  const usdc = modal.getByTestId('foyer-token-USDC')
  await expect(usdc).toBeVisible()
  await expect(usdc.locator('img')).toHaveCount(0)
  await expect(usdc.locator('[aria-hidden="true"]').first()).toHaveText('U')
})
