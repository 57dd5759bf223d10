/*
 * Where swaps are not offered, end to end. The stack's API refuses quotes and tokens for a chain it
 * has no AMM on with the catalogue's 'Network not supported for Swaps'. A second API (swapSupportApi.ts,
 * its own process) with the real routes trades only on 31337: on 31338 the Account view has no Swap action,
 * and a Swap view left open while the wallet moves there says 'Network not supported for Swaps'
 * (the message the API sent, shown by the client). A project whose remote `swaps` flag is off never
 * shows the action, even on 31337.
 */
import { spawnApiProcess } from './spawnApiProcess'
import type { Page } from '@playwright/test'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from '../../devstack/chain/addresses'
import { dialog, expect, test, testWalletName } from './fixtures'
import { e2eUrls } from './stackPorts'

const user = `eip155:1:${ANVIL_ACCOUNTS[1]!.address}`
const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

test("the API answers 'Network not supported for Swaps' for a chain it has no AMM on", async ({ request }) => {
  const quotes = await request.get(`${e2eUrls.api}/v1/convert/quotes`, {
    params: { userAddress: user, from: `eip155:1:${USDC_ADDRESS}`, to: `eip155:1:${native}`, amount: '10000000' },
  })
  expect(quotes.status()).toBe(400)
  expect(JSON.stringify(await quotes.json())).toContain('Network not supported for Swaps')
  const tokens = await request.get(`${e2eUrls.api}/v1/convert/tokens`, { params: { chainId: 'eip155:1' } })
  expect(tokens.status()).toBe(400)
  expect(JSON.stringify(await tokens.json())).toContain('Network not supported for Swaps')
  // The local chain trades.
  const local = await request.get(`${e2eUrls.api}/v1/convert/tokens`, { params: { chainId: 'eip155:31337' } })
  expect(local.status()).toBe(200)
})

let api: { url: string; close: () => Promise<void> }
test.beforeAll(async () => {
  api = await spawnApiProcess('test/e2e/swapSupportApi.ts')
})
test.afterAll(() => api?.close())

async function connect(page: Page, query: string) {
  await page.goto(`/?devWallet=off&apiUrl=${encodeURIComponent(api.url)}${query}`)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: testWalletName, exact: true }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTestId('foyer-network')).toBeVisible()
  return account
}

test('no Swap action where the API does not trade; an open Swap view says the network is not supported', async ({ page, wallet }) => {
  const account = await connect(page, '')
  await expect(account.getByRole('button', { name: 'Swap', exact: true })).toBeVisible({ timeout: 15_000 })
  await account.getByRole('button', { name: 'Swap', exact: true }).click()
  const swap = dialog(page, 'Swap')
  await expect(swap.getByRole('button', { name: /^Token to pay:/ })).toBeVisible({ timeout: 15_000 })

  const tokensOn31338 = page.waitForResponse((response) => response.url().includes('/v1/convert/tokens') && response.url().includes('31338'))
  await wallet.switchChain(31338)
  expect((await tokensOn31338).status()).toBe(400)
  await expect(dialog(page).getByTestId('foyer-swap-error')).toHaveText('Network not supported for Swaps', { timeout: 15_000 })

  // Back on Account: no Swap on this chain, while Receive and Send stay.
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  const back = dialog(page, 'Account')
  await expect(back.getByRole('button', { name: 'Receive' })).toBeVisible()
  await expect(back.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)
  // And back on 31337 it returns.
  await wallet.switchChain(31337)
  await expect(back.getByRole('button', { name: 'Swap', exact: true })).toBeVisible({ timeout: 15_000 })
})

test("no Swap action when the project's remote swaps flag is off", async ({ page, wallet }) => {
  void wallet
  const config = page.waitForResponse((response) => response.url().includes('/appkit/v1/config'))
  const account = await connect(page, '&projectId=foyer-no-swaps')
  expect(await (await config).json()).toMatchObject({ features: { swaps: false } })
  await expect(account.getByRole('button', { name: 'Receive' })).toBeVisible()
  // Give a late answer the time to show the action, which must not come.
  await page.waitForTimeout(1_000)
  await expect(account.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)
})
