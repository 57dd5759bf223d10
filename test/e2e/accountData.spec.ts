/*
 * The Account view's data tabs against the real stack: Tokens shows exactly the ETH and USDC balances
 * anvil reports; a transfer made straight to anvil shows in Activity under its year and month; with
 * the API down the Tokens tab says 'Token Balance Unavailable', does not ask again before 30 s and
 * recovers; a wallet advertising asset discovery is asked instead of the API; the NFTs tab lists the
 * test NFTs; the tabs are keyboard operable and axe-clean.
 */
import { spawnApiProcess } from './spawnApiProcess'
import type { Page, Request } from '@playwright/test'
import { createPublicClient, createWalletClient, erc20Abi, http, numberToHex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from '../../devstack/chain/addresses'
import { localChain } from '../../devstack/chain/localChain'
import { formatBalance } from '../../src/format/formatBalance'
import { shortenAddress } from '../../src/format/shortenAddress'
import { createTestWallet, type TestWallet } from '../../testing/evm/createTestWallet'
import { installTestWallet } from '../../testing/evm/installTestWallet'
import { dialogAxeViolations } from './axe'
import { dialog, expect, test, testWalletName } from './fixtures'
import { e2eUrls } from './stackPorts'

const account = ANVIL_ACCOUNTS[1]!
const publicClient = createPublicClient({ transport: http(e2eUrls.chain) })
const chains = [
  { id: 31337, name: 'Foyer Local', rpcUrl: e2eUrls.chain },
  { id: 31338, name: 'Foyer Local 2', rpcUrl: e2eUrls.chain2 },
]

async function openAccount(page: Page, path = '/') {
  await page.goto(path)
  // After a first connection the wallet reconnects on load and the demo's button shows the address.
  const connected = page.getByRole('button', { name: shortenAddress(account.address) })
  // While the wallet reconnects the button says Connect but is busy and disabled: only an enabled
  // Connect means nothing will reconnect.
  const connect = page.getByRole('button', { name: 'Connect', exact: true, disabled: false })
  await expect(connect.or(connected)).toBeVisible()
  if (await connected.isVisible()) await connected.click()
  else {
    await connect.click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: testWalletName, exact: true }).click()
  }
  const modal = dialog(page, 'Account')
  await expect(modal.getByTestId('foyer-address')).toBeVisible()
  return modal
}

async function anvilBalances() {
  const [eth, usdc] = await Promise.all([
    publicClient.getBalance({ address: account.address }),
    publicClient.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] }),
  ])
  return { ETH: formatBalance(eth, 18), USDC: formatBalance(usdc, 6) }
}

/** A second API, like the stack's, in its own process, so a test can stop it and start it again on the same port. */
const startSecondApi = (port = 0) => spawnApiProcess('test/e2e/accountDataApi.ts', [String(port)])

test('Tokens shows exactly the ETH and USDC balances anvil reports, with values and a USD total', async ({ demo, page }) => {
  void demo
  const modal = await openAccount(page)
  const tokens = modal.getByTestId('foyer-tokens')
  await expect(modal.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')
  await expect(tokens).toBeVisible()
  await expect(tokens).toHaveAttribute('data-source', 'api')
  const displayed = async () => ({
    ETH: await tokens.getByTestId('foyer-token-ETH').getByTestId('foyer-token-quantity').textContent(),
    USDC: await tokens.getByTestId('foyer-token-USDC').getByTestId('foyer-token-quantity').textContent(),
  })
  await expect.poll(async () => JSON.stringify(await displayed())).toBe(JSON.stringify(await anvilBalances()))
  expect(await anvilBalances()).toEqual(await displayed())
  await expect(tokens.locator('li')).toHaveCount(2)
  await expect(tokens.getByTestId('foyer-tokens-total')).toHaveText(/^\$[\d,]+\.\d{2}$/)
  await expect(tokens.getByTestId('foyer-token-USDC').getByTestId('foyer-token-value')).toHaveText(/^\$[\d,]+\.\d{2}$/)
})

test('a transfer sent straight to anvil appears in Activity under its year and month within 15 s', async ({ demo, page }) => {
  void demo
  const modal = await openAccount(page)
  await modal.getByRole('tab', { name: 'Activity' }).click()
  // The history loads first (rows or the empty state), then the transfer is made outside the kit.
  await expect(modal.getByTestId('foyer-activity').or(modal.getByTestId('foyer-activity-empty'))).toBeVisible({ timeout: 15_000 })
  const sender = ANVIL_ACCOUNTS[3]!
  const walletClient = createWalletClient({
    account: privateKeyToAccount(sender.privateKey),
    chain: localChain(31337, e2eUrls.chain),
    transport: http(e2eUrls.chain),
  })
  const hash = await walletClient.sendTransaction({ to: account.address, value: parseEther('0.25') })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber })
  const minedAt = new Date(Number(block.timestamp) * 1000)
  // The browser runs in this process's time zone, so the group is the one this Date gives.
  const row = modal.locator(`section[data-year="${minedAt.getFullYear()}"] section[data-month="${minedAt.getMonth() + 1}"] [data-hash="${hash}"]`)
  await expect(row).toBeVisible({ timeout: 15_000 })
  await expect(row).toContainText('Received')
  await expect(row.getByTestId('foyer-activity-amount')).toHaveText('0.250 ETH')
  await expect(row.getByTestId('foyer-activity-counterparty')).toHaveText(`From ${sender.address.slice(0, 4)}…${sender.address.slice(-6)}`)
  // Newest first: it is the first row of the list.
  await expect(modal.getByTestId('foyer-activity-row').first()).toHaveAttribute('data-hash', hash)
})

test("with the API stopped Tokens shows 'Token Balance Unavailable', waits 30 s before asking again, and recovers", async ({ page, wallet }) => {
  void wallet
  test.setTimeout(90_000)
  let api = await startSecondApi()
  const port = Number(new URL(api.url).port)
  const balanceRequests: number[] = []
  const onRequest = (request: Request) => {
    if (request.url().startsWith(api.url) && request.url().includes('/balance')) balanceRequests.push(Date.now())
  }
  page.on('request', onRequest)
  // The page's clock runs at real speed until the test jumps it past the 30 s wait.
  await page.clock.install()
  try {
    await page.goto(`/?apiUrl=${encodeURIComponent(api.url)}`)
    await api.close()
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: testWalletName, exact: true }).click()
    const modal = dialog(page, 'Account')
    await expect(modal.getByTestId('foyer-tokens-error')).toContainText('Token Balance Unavailable')
    await expect(modal.getByTestId('foyer-toast')).toHaveText('Token Balance Unavailable')
    const failedAt = await page.evaluate(() => Date.now())
    expect(balanceRequests).toHaveLength(1)
    // Switching tabs back and forth (a remount) and focusing the page must not ask again early.
    await modal.getByRole('tab', { name: 'NFTs' }).click()
    await modal.getByRole('tab', { name: 'Tokens' }).click()
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(modal.getByTestId('foyer-tokens-error')).toContainText('Token Balance Unavailable')
    // The API comes back. Starting it takes real seconds (many on a loaded machine), which the
    // page's clock must not count: it stands still meanwhile. 20 s after the failure (the clock
    // jumped), nothing was asked yet.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    api = await startSecondApi(port)
    await page.clock.resume()
    await page.clock.fastForward(Math.max(0, failedAt + 20_000 - (await page.evaluate(() => Date.now()))))
    await expect(modal.getByTestId('foyer-tokens-error')).toContainText('Token Balance Unavailable')
    await page.waitForTimeout(500)
    expect(balanceRequests).toHaveLength(1)
    // Past 30 s the next attempt goes out and shows the balances.
    await page.clock.fastForward(11_000)
    await expect(modal.getByTestId('foyer-tokens')).toBeVisible({ timeout: 15_000 })
    await expect(modal.getByTestId('foyer-token-USDC').getByTestId('foyer-token-quantity')).toHaveText((await anvilBalances()).USDC)
    expect(balanceRequests.length).toBeGreaterThanOrEqual(2)
  } finally {
    page.off('request', onRequest)
    await api.close().catch(() => {})
  }
})

test('a wallet advertising asset discovery is asked (wallet_getAssets) and the balance API is not', async ({ page }) => {
  const base = createTestWallet({
    privateKey: account.privateKey,
    chains,
    capabilities: { [numberToHex(31337)]: { assetDiscovery: { supported: true } } },
  })
  const assets = {
    [numberToHex(31337)]: [
      { address: 'native', balance: numberToHex(parseEther('12.3456')), type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2 } },
      { address: USDC_ADDRESS, balance: numberToHex(42_123_456n), type: 'ERC20', metadata: { name: 'Wallet USD', symbol: 'WUSD', decimals: 6, price: 1 } },
    ],
  }
  const getAssetsCalls: unknown[] = []
  // The wallet as the test wallet, plus an EIP-7811 `wallet_getAssets` answer.
  const withAssets = new Proxy(base, {
    get(target, property, receiver) {
      if (property !== 'request') return Reflect.get(target, property, receiver) as unknown
      const request: TestWallet['request'] = async (payload, context) => {
        if (payload.method !== 'wallet_getAssets') return target.request(payload, context)
        getAssetsCalls.push(payload.params)
        return { result: assets, events: [] }
      }
      return request
    },
  })
  await installTestWallet(page, withAssets, { info: { name: testWalletName } })
  const balanceRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/balance')) balanceRequests.push(request.url())
  })
  const modal = await openAccount(page)
  const tokens = modal.getByTestId('foyer-tokens')
  await expect(tokens).toHaveAttribute('data-source', 'wallet')
  await expect(tokens.getByTestId('foyer-token-ETH').getByTestId('foyer-token-quantity')).toHaveText('12.345')
  await expect(tokens.getByTestId('foyer-token-WUSD').getByTestId('foyer-token-quantity')).toHaveText('42.123')
  await expect(tokens.getByTestId('foyer-tokens-total')).toHaveText('$66.81')
  expect(getAssetsCalls).toEqual([[{ account: account.address, chainFilter: ['0x7a69'] }]])
  expect(balanceRequests).toEqual([])
})

test('NFTs lists the test NFTs with their images and names', async ({ demo, page }) => {
  void demo
  const modal = await openAccount(page)
  await modal.getByRole('tab', { name: 'NFTs' }).click()
  const nfts = modal.getByTestId('foyer-nft')
  await expect(nfts.first()).toBeVisible({ timeout: 15_000 })
  // The stack mints token ids 3 and 4 to anvil's account #1.
  await expect(nfts).toHaveCount(2)
  await expect(nfts.nth(0)).toContainText('#3')
  await expect(nfts.nth(1)).toContainText('#4')
  for (const image of await modal.locator('[data-testid="foyer-nft"] img').all()) expect(await image.getAttribute('src')).toMatch(/^data:image\//)
})

test('the tabs are a keyboard-operable tablist, remember the current tab, and are axe-clean', async ({ demo, page }) => {
  void demo
  const modal = await openAccount(page, '/')
  const tokensTab = modal.getByRole('tab', { name: 'Tokens' })
  await tokensTab.focus()
  await page.keyboard.press('ArrowRight')
  await expect(modal.getByRole('tab', { name: 'NFTs' })).toBeFocused()
  await expect(modal.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(modal.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(tokensTab).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(modal.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Home')
  await expect(tokensTab).toHaveAttribute('aria-selected', 'true')
  await expect(modal.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await tokensTab.getAttribute('id')) ?? '')

  // The current tab survives a trip to another view and back.
  await modal.getByRole('tab', { name: 'Activity' }).click()
  await modal.getByRole('button', { name: 'Switch network' }).click()
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  await expect(dialog(page, 'Account').getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')

  for (const [theme, dir] of [
    ['dark', 'ltr'],
    ['light', 'rtl'],
  ] as const) {
    const themed = await openAccount(page, `/?theme=${theme}&dir=${dir}`)
    if (dir === 'rtl') {
      // Arrow keys follow the reading direction: in RTL, ArrowLeft goes to the next tab.
      await themed.getByRole('tab', { name: 'Tokens' }).focus()
      await page.keyboard.press('ArrowLeft')
      await expect(themed.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('aria-selected', 'true')
    }
    for (const name of ['Tokens', 'NFTs', 'Activity']) {
      await themed.getByRole('tab', { name }).click()
      await expect(themed.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
      expect((await dialogAxeViolations(page)).map((line) => `${name} ${theme} ${dir} ${line}`)).toEqual([])
    }
    await page.screenshot({ animations: 'disabled', path: `test/e2e/screenshots/AccountTabs-${theme}-${dir}.png` })
  }
})
