/*
 * Buying crypto through the development sandbox provider with the injected test wallet (account #1):
 * 50 USD of USDC through Account -> Buy shows exactly the quote the local Meld stand-in answers
 * (amount bought, fees, total), and the sandbox's checkout (a popup on the API) credits exactly that
 * USDC to the connected address on anvil (the sandbox pays from anvil #8) and the Activity tab shows
 * the transfer; a Solana account (the Solana test wallet) is offered SOL and USDC on Solana, quoted
 * for its address; amounts outside the limits are refused with a message and no checkout; with
 * the options call failing (Playwright route interception, this test only) the built-in options
 * show; in Hong Kong's time zone Account offers no Buy; nothing of the on-ramp loads with the page;
 * axe finds no violations in both themes and both directions, and in Arabic on a phone the view fits.
 */
import type { Page } from '@playwright/test'
import { Keypair } from '@solana/web3.js'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from '../../devstack/chain/addresses'
import { standInQuote } from '../../devstack/onramp/meldStandInFixtures'
import { SOLANA_TEST_ACCOUNTS } from '../../devstack/solana/solanaTestAccounts'
import { createSolanaTestWallet } from '../../testing/solana/createSolanaTestWallet'
import { installSolanaTestWallet } from '../../testing/solana/installSolanaTestWallet'
import { expectAxeCleanInEveryLook, expectNoAxeViolations } from './axe'
import { codeRequests } from './codeRequests'
import { dialog, expect, expectFormFitsScreen, loadDemoIdle, test, testWalletName } from './fixtures'
import { e2eUrls } from './stackPorts'

const buyer = ANVIL_ACCOUNTS[1]!.address
/** The sandbox pays from anvil #8 (devstack/chain/localOnrampSandbox.ts). */
const sandbox = ANVIL_ACCOUNTS[8]!.address
const client = createPublicClient({ transport: http(e2eUrls.chain) })
const usdcOf = (address: `0x${string}`) => client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** Connects the test wallet and opens Buy from Account (names in English unless given). */
async function openOnramp(page: Page, names = { button: 'Connect', connect: 'Connect Wallet', account: 'Account', buy: 'Buy', view: 'Buy crypto' }) {
  await page.getByRole('button', { name: names.button, exact: true }).click()
  await dialog(page, names.connect).getByRole('button', { name: testWalletName, exact: true }).click()
  await dialog(page, names.account).getByRole('button', { name: names.buy, exact: true }).click({ timeout: 15_000 })
  return dialog(page, names.view)
}

const amountField = (view: ReturnType<typeof dialog>) => view.getByTestId('foyer-onramp-amount')

/** The stand-in's quote for 50 USD of USDC, as the view formats it. */
const quoted = standInQuote({ sourceCurrencyCode: 'USD', sourceAmount: 50, destinationCurrencyCode: 'USDC', paymentMethodType: 'CARD' })!
const twoDecimals = (value: number) => value.toFixed(2)

test("buying for 50 USD in the sandbox shows the stand-in's quote and credits exactly its USDC on anvil, and Activity shows it", async ({ demo: page }) => {
  const before = await usdcOf(buyer)
  const sandboxBefore = await usdcOf(sandbox)
  const view = await openOnramp(page)
  await expect(view.getByRole('radio', { name: /Foyer Sandbox/ })).toBeChecked({ timeout: 15_000 })
  await expect(view.getByRole('radio', { name: /Foyer Sandbox/ })).toHaveAccessibleName(/Fee 1–2%/)
  // The connected chain's network and the on-ramp's defaults: USDC, paid in USD by card.
  await expect(view.getByLabel('Network')).toHaveValue('foyer-local-31337')
  await expect(view.getByLabel('You buy')).toHaveValue('USDC')
  await expect(view.getByLabel('You pay in')).toHaveValue('USD')
  await expect(view.getByLabel('Payment method')).toHaveValue('card')
  const quoteSent = page.waitForRequest((request) => request.url().includes('/v1/onramp/quote'))
  await amountField(view).fill('50')
  await expect(view.getByTestId('foyer-onramp-receive')).toHaveText(`${twoDecimals(quoted.destinationAmount)} USDC`, { timeout: 15_000 })
  await expect(view.getByTestId('foyer-onramp-total')).toHaveText(`${twoDecimals(quoted.sourceAmount)} USD`)
  await expect(view.getByTestId('foyer-onramp-quote')).toContainText(`${twoDecimals(quoted.totalFee!)} USD`)
  await expect(view.getByTestId('foyer-onramp-quote-unavailable')).toHaveCount(0)
  expect((await quoteSent).postDataJSON()).toMatchObject({ walletAddress: buyer, networkName: 'foyer-local-31337', paymentMethod: 'card' })
  const bought = parseUnits(String(quoted.destinationAmount), 6)

  const popupOpened = page.waitForEvent('popup')
  await view.getByRole('button', { name: 'Buy with Foyer Sandbox' }).click()
  const popup = await popupOpened
  await expect(popup.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: 15_000 })
  await expect(popup.getByText(`${twoDecimals(quoted.destinationAmount)} USDC`)).toBeVisible()
  await expect(popup.getByText(buyer)).toBeVisible()
  await expect(view.getByTestId('foyer-onramp-opened')).toContainText('Complete the purchase in the Foyer Sandbox window')
  await expectNoAxeViolations(page)
  // Nothing moves until the purchase is confirmed.
  expect(await usdcOf(buyer)).toBe(before)

  const fromBlock = await client.getBlockNumber()
  await popup.getByRole('button', { name: 'Confirm purchase' }).click()
  // Then the checkout sends the window back to the app.
  await popup.waitForURL((url) => url.origin === e2eUrls.demo, { timeout: 15_000 })
  const transfers = await client.getContractEvents({
    address: USDC_ADDRESS,
    abi: erc20Abi,
    eventName: 'Transfer',
    args: { from: sandbox, to: buyer },
    fromBlock,
  })
  expect(transfers.map((log) => log.args.value)).toEqual([bought])
  const hash = transfers[0]!.transactionHash
  expect(await usdcOf(buyer)).toBe(before + bought)
  expect(await usdcOf(sandbox)).toBe(sandboxBefore - bought)
  await popup.close()

  await view.getByRole('button', { name: 'View activity' }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
  const row = account.locator(`[data-hash="${hash}"]`)
  await expect(row).toBeVisible({ timeout: 20_000 })
  await expect(row).toContainText('Received')
  await expect(row.getByTestId('foyer-activity-amount')).toHaveText(new RegExp(`^${quoted.destinationAmount}(\\.0+)? USDC$`))
})

test("a Solana account buys SOL and USDC on Solana: the stand-in's quote, asked for its address", async ({ page }) => {
  // Account 7: no other spec reads or moves its balances, and nothing is bought here.
  const solanaAccount = SOLANA_TEST_ACCOUNTS[7]!
  const wallet = createSolanaTestWallet({ keypair: Keypair.fromSeed(Buffer.from(solanaAccount.seed, 'hex')), rpcUrl: e2eUrls.solana })
  await installSolanaTestWallet(page, wallet)
  await page.goto('/?solana=1')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Foyer Solana Test Wallet', exact: true }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)
  await account.getByRole('button', { name: 'Buy', exact: true }).click({ timeout: 15_000 })
  const view = dialog(page, 'Buy crypto')
  await expect(view.getByLabel('You buy').locator('option')).toHaveText(['USD Coin (USDC)', 'Solana (SOL)'], { timeout: 15_000 })
  await expect(view.getByLabel('Network').locator('option')).toHaveText(['Solana Localnet'])
  await view.getByLabel('You buy').selectOption('SOL')
  const sol = standInQuote({ sourceCurrencyCode: 'USD', sourceAmount: 50, destinationCurrencyCode: 'SOL', paymentMethodType: 'CARD' })!
  const quoteSent = page.waitForRequest((request) => request.url().includes('/v1/onramp/quote'))
  await amountField(view).fill('50')
  await expect(view.getByTestId('foyer-onramp-receive')).toHaveText(`${sol.destinationAmount.toFixed(2)} SOL`, { timeout: 15_000 })
  await expect(view.getByTestId('foyer-onramp-total')).toHaveText('50.00 USD')
  expect((await quoteSent).postDataJSON()).toMatchObject({ purchaseCurrency: 'SOL', networkName: 'foyer-local-solana', walletAddress: solanaAccount.address })
})

test('amounts outside the limits are refused with a message, per payment method', async ({ demo: page }) => {
  const generated: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/generators/onrampurl')) generated.push(request.url())
  })
  const view = await openOnramp(page)
  await expect(view.getByText('From 10.00 to 7,500.00 USD')).toBeVisible({ timeout: 15_000 })
  await amountField(view).fill('5')
  await expect(view.getByTestId('foyer-onramp-amount-error')).toHaveText('The minimum is 10.00 USD')
  await expect(amountField(view)).toHaveAttribute('aria-invalid', 'true')
  await view.getByRole('button', { name: 'Buy with Foyer Sandbox' }).click()
  await expect(amountField(view)).toBeFocused()
  await amountField(view).fill('7500.01')
  await expect(view.getByTestId('foyer-onramp-amount-error')).toHaveText('The maximum by card is 7,500.00 USD')
  await expect(view.getByTestId('foyer-onramp-quote')).toHaveCount(0)
  await view.getByRole('button', { name: 'Buy with Foyer Sandbox' }).click()
  // By bank account the same amount is within the limits, up to 25,000.
  await view.getByLabel('Payment method').selectOption('ach_bank_account')
  await expect(view.getByTestId('foyer-onramp-amount-error')).toHaveCount(0)
  await expect(view.getByTestId('foyer-onramp-quote')).toBeVisible({ timeout: 15_000 })
  await amountField(view).fill('25000.01')
  await expect(view.getByTestId('foyer-onramp-amount-error')).toHaveText('The maximum by bank account is 25,000.00 USD')
  await view.getByLabel('You pay in').selectOption('EUR')
  await expect(view.getByTestId('foyer-onramp-amount-error')).toHaveText('The maximum by bank account is 25,000.00 EUR')
  await amountField(view).fill('')
  await view.getByRole('button', { name: 'Buy with Foyer Sandbox' }).click()
  await expect(view.getByTestId('foyer-onramp-amount-error')).toHaveText('Enter an amount')
  expect(generated).toEqual([])
})

test('with the options call failing, the built-in options show', async ({ demo: page }) => {
  await page.route('**/v1/onramp/options**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }))
  const view = await openOnramp(page)
  await expect(view.getByTestId('foyer-onramp-fallback')).toBeVisible({ timeout: 15_000 })
  await expect(view.getByLabel('You buy')).toHaveValue('USDC')
  await expect(view.getByLabel('Network').locator('option')).toHaveText(['Ethereum', 'Polygon'])
  await expect(view.getByLabel('You pay in').locator('option')).toHaveText(['USD', 'EUR'])
  await expect(view.getByText('From 10.00 to 7,500.00 USD')).toBeVisible()
  // The API that failed to list options is the one that hands out checkouts: no provider to pick.
  await expect(view.getByTestId('foyer-onramp-no-provider')).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe('in Hong Kong time', () => {
  test.use({ timezoneId: 'Asia/Hong_Kong' })
  test('Account offers no Buy', async ({ demo: page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: testWalletName, exact: true }).click()
    const account = dialog(page, 'Account')
    // The actions are there (Swap shows once the API listed its tokens), Buy is not.
    await expect(account.getByRole('button', { name: 'Swap', exact: true })).toBeVisible({ timeout: 15_000 })
    await expect(account.getByRole('button', { name: 'Buy', exact: true })).toHaveCount(0)
    expect(requests.filter((url) => url.includes('/v1/onramp/'))).toEqual([])
  })
})

test("the on-ramp's code and calls wait for the user: none at page load", async ({ page, wallet }) => {
  void wallet
  const requests = await loadDemoIdle(page)
  // The view's code comes with the modal's other views (useOnramp itself is in the package entry).
  const viewCode = () => codeRequests(requests, /^components\/views\/Onramp\//)
  expect(await viewCode()).toEqual([])
  expect(requests.filter((url) => url.includes('/v1/onramp/') || url.includes('/generators/'))).toEqual([])
  const view = await openOnramp(page)
  await expect(view.getByLabel('Network')).toBeVisible({ timeout: 15_000 })
  expect((await viewCode()).length).toBeGreaterThan(0)
  // Asked once the view is open (the demo's StrictMode mounts it twice, and the first, aborted, may show too).
  expect(requests.filter((url) => url.includes('/v1/onramp/options')).length).toBeGreaterThan(0)
  expect(requests.filter((url) => url.includes('/generators/'))).toEqual([])
})

test('axe: Buy with a quote and with a limit message has no violations, in both themes and directions', async ({ page, wallet }) => {
  void wallet
  await page.goto('/')
  const view = await openOnramp(page)
  await amountField(view).fill('5000')
  await expect(view.getByTestId('foyer-onramp-quote')).toBeVisible({ timeout: 15_000 })
  await expectAxeCleanInEveryLook(page, 'Onramp')
  await amountField(view).fill('9000')
  await expect(view.getByTestId('foyer-onramp-amount-error')).toBeVisible()
  await expectAxeCleanInEveryLook(page, 'OnrampLimit')
})

test('Arabic on a phone: Buy is right to left, in Arabic, fits the screen and passes axe', async ({ page, wallet }) => {
  void wallet
  await page.setViewportSize({ width: 375, height: 720 })
  await page.goto('/?locale=ar')
  const view = await openOnramp(page, { button: 'اتصال', connect: 'ربط المحفظة', account: 'الحساب', buy: 'شراء', view: 'شراء العملات المشفرة' })
  await expect(view).toHaveAttribute('dir', 'rtl')
  await amountField(view).fill('50')
  await expect(view.getByTestId('foyer-onramp-quote')).toBeVisible({ timeout: 15_000 })
  await expect(view.getByText('تحصل على')).toBeVisible()
  await expectFormFitsScreen(view, 375)
  await expectNoAxeViolations(page)
  await page.screenshot({ animations: 'disabled', path: 'test/e2e/screenshots/Onramp-mobile-dark-ar.png' })
})

test("Spanish on a phone: Account's four actions (Comprar first) fit the screen", async ({ page, wallet }) => {
  void wallet
  await page.setViewportSize({ width: 360, height: 720 })
  await page.goto('/?locale=es')
  await page.getByRole('button', { name: 'Conectar', exact: true }).click()
  await dialog(page, 'Conectar billetera').getByRole('button', { name: testWalletName, exact: true }).click()
  const account = dialog(page, 'Cuenta')
  const send = account.getByRole('button', { name: 'Enviar', exact: true })
  await expect(account.getByRole('button', { name: 'Intercambiar', exact: true })).toBeVisible({ timeout: 15_000 })
  const row = send.locator('xpath=..')
  await expect(row.getByRole('button')).toHaveText(['Comprar', 'Intercambiar', 'Recibir', 'Enviar'])
  // Nothing wider than its row: a label that does not fit moves the actions onto a second line.
  for (const button of await row.getByRole('button').all()) {
    expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  }
  expect(await row.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  await page.screenshot({ animations: 'disabled', path: 'test/e2e/screenshots/Account-actions-mobile-es.png' })
})
