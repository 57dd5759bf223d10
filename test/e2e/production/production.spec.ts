/*
 * Foyer as an operator runs it: `npm run serve` with a production configuration file (no FOYER_DEV,
 * NODE_ENV=production) over two anvils set up as public chains are (Chainlink feeds, Multicall3,
 * Uniswap V2 and V3), a real SMTP server for the codes, a stand-in for Meld's API, and a production
 * build of the demo pointing at it. E-mail sign-in works with the code the SMTP server received;
 * Tokens shows the USD values the feeds give, a moved answer after the price lifetime, no value and a
 * partial total for a stale feed; a look-alike "USDC" gets no USD value; a swap goes through V3; an
 * on-ramp quote is Meld's answer. The stack is this file's own (productionHarness.ts), on ports of
 * its own, and after the run no line of the server's log carries a secret it handed out.
 */
import type { Page } from '@playwright/test'
import { createPublicClient, createWalletClient, erc20Abi, formatUnits, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Address } from 'viem'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { formatUsd } from '../../../src/account/formatAmounts'
import { shortenAddress } from '../../../src/format/shortenAddress'
import { dialog, expect, testWalletName } from '../fixtures'
import { payField, pickToken, receiveField } from '../swapPage'
import { FEED_HEARTBEAT_SECONDS } from './productionConfig'
import type { ProductionInfo } from './productionHarness'
import { productionTest as test } from './productionTest'

const holder = ANVIL_ACCOUNTS[1]!.address
const aggregatorAbi = parseAbi([
  'function latestRoundData() view returns (uint80, int256, uint256, uint256, uint80)',
  'function decimals() view returns (uint8)',
])

/** USD per whole token as the feed answers it now. */
async function feedUsd(rpcUrl: string, feed: Address): Promise<number> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const [[, answer], decimals] = await Promise.all([
    client.readContract({ address: feed, abi: aggregatorAbi, functionName: 'latestRoundData' }),
    client.readContract({ address: feed, abi: aggregatorAbi, functionName: 'decimals' }),
  ])
  return Number(formatUnits(answer, decimals))
}

/** Loads the demo, connects the injected test wallet (anvil #1) and returns the Account dialog. */
async function connectTestWallet(page: Page, demo: string) {
  await page.goto(demo)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: testWalletName, exact: true }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTestId('foyer-address')).toHaveText(shortenAddress(holder))
  return account
}

/** The Tokens tab of the connected test wallet, once its balances loaded. */
async function openTokens(page: Page, demo: string) {
  const tokens = (await connectTestWallet(page, demo)).getByTestId('foyer-tokens')
  await expect(tokens).toBeVisible({ timeout: 30_000 })
  return tokens
}

test('e-mail sign-in works with the code the SMTP server received, and no development route exists', async ({ page, production }) => {
  const { info } = production
  const email = `ada.${Date.now()}@example.com`
  // The session the API hands the login frame goes on the log scan's list.
  page.on('response', async (response) => {
    if (!response.url().startsWith(`${info.api}/auth/v1/`)) return
    const body = (await response.json().catch(() => undefined)) as { sessionToken?: unknown } | undefined
    if (typeof body?.sessionToken === 'string') await production.recordSecret('sessionToken', body.sessionToken)
  })
  await page.goto(info.demo)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByLabel('E-mail', { exact: true }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  const login = dialog(page, 'Continue with e-mail').getByTestId('foyer-email-login')
  await expect(login).toHaveAttribute('data-action', 'VERIFY_OTP', { timeout: 30_000 })
  let code = ''
  await expect
    .poll(async () => (code = /:\s*([0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec((await production.mail(email)).at(-1)?.text ?? '')?.[1] ?? ''), { timeout: 20_000 })
    .not.toBe('')
  expect((await production.mail(email)).map((mail) => mail.subject)).toEqual(['Your Foyer sign-in code'])
  await login.getByLabel('8-character code').fill(code)
  const account = dialog(page, 'Account')
  await expect(account).toBeVisible({ timeout: 30_000 })
  expect(await account.getByTestId('foyer-address').getAttribute('title')).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // Production has no development mailbox: the code reached the user only by e-mail.
  expect((await fetch(`${info.api}/dev/mailbox?to=${encodeURIComponent(email)}`)).status).toBe(404)
})

test('Tokens shows the USD values the Chainlink feeds give, and a full total', async ({ page, production }) => {
  const [chain] = production.info.chains
  const client = createPublicClient({ transport: http(chain!.rpcUrl) })
  const tokens = await openTokens(page, production.info.demo)
  const [eth, usdc, dai, ethUsd, usdcUsd, daiUsd] = await Promise.all([
    client.getBalance({ address: holder }),
    client.readContract({ address: chain!.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [holder] }),
    client.readContract({ address: chain!.amm.dai, abi: erc20Abi, functionName: 'balanceOf', args: [holder] }),
    feedUsd(chain!.rpcUrl, chain!.feeds.ethUsd),
    feedUsd(chain!.rpcUrl, chain!.feeds.usdcUsd),
    feedUsd(chain!.rpcUrl, chain!.feeds.daiUsd),
  ])
  const values = { ETH: Number(formatUnits(eth, 18)) * ethUsd, USDC: Number(formatUnits(usdc, 6)) * usdcUsd, DAI: Number(formatUnits(dai, 18)) * daiUsd }
  for (const [symbol, value] of Object.entries(values)) {
    await expect(tokens.getByTestId(`foyer-token-${symbol}`).getByTestId('foyer-token-value')).toHaveText(formatUsd(value, 'en'))
  }
  await expect(tokens.locator('li')).toHaveCount(3)
  await expect(tokens.getByTestId('foyer-tokens-total')).toHaveText(formatUsd(values.ETH + values.USDC + values.DAI, 'en'))
  await expect(tokens.getByTestId('foyer-tokens-total')).not.toHaveAttribute('data-partial')
})

/** The balance answer of the production API for anvil #1 on `chainId`, as the demo asks for it. */
async function apiBalances(info: ProductionInfo, chainId: number) {
  const query = new URLSearchParams({ chainId: `eip155:${chainId}`, projectId: info.projectId, currency: 'usd' })
  const response = await fetch(`${info.api}/v1/account/${holder}/balance?${query}`, { headers: { origin: info.demo } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { balances: { symbol: string; address?: string; price?: number; value?: number }[] }).balances
}

test('a moved feed answer shows once the price lifetime has passed', async ({ page, production }) => {
  const { info } = production
  const chain = info.chains[0]!
  const moved = (await feedUsd(chain.rpcUrl, chain.feeds.ethUsd)) + 250
  await production.moveFeed({ chainId: chain.chainId, feed: chain.feeds.ethUsd, usd: moved })
  // The answer read before the move may be kept for the price lifetime (15 s), never longer.
  await expect
    .poll(async () => (await apiBalances(info, chain.chainId)).find((balance) => balance.symbol === 'ETH')?.price, { timeout: 30_000, intervals: [1_000] })
    .toBe(moved)
  const eth = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address: holder })
  const tokens = await openTokens(page, info.demo)
  await expect(tokens.getByTestId('foyer-token-ETH').getByTestId('foyer-token-value')).toHaveText(formatUsd(Number(formatUnits(eth, 18)) * moved, 'en'))
})

test.describe('on the second chain', () => {
  // No page has asked for this chain's prices yet: none is kept from before the feed went stale.
  test.use({ walletChainId: 31338 })

  test('a stale feed shows no USD value and the total says it is partial', async ({ page, production }) => {
    const { info } = production
    const chain = info.chains[1]!
    // A round whose updatedAt lies past the configured heartbeat.
    await production.moveFeed({ chainId: chain.chainId, feed: chain.feeds.daiUsd, usd: 1, ageSeconds: 2 * FEED_HEARTBEAT_SECONDS })
    try {
      await expect
        .poll(async () => (await apiBalances(info, chain.chainId)).find((balance) => balance.symbol === 'DAI'), { timeout: 30_000, intervals: [1_000] })
        .toEqual(expect.not.objectContaining({ price: expect.anything() }))
      const balances = await apiBalances(info, chain.chainId)
      expect(balances.find((balance) => balance.symbol === 'DAI')).not.toHaveProperty('value')
      const pricedTotal = balances.reduce((total, balance) => total + (balance.value ?? 0), 0)
      const tokens = await openTokens(page, info.demo)
      const dai = tokens.getByTestId('foyer-token-DAI')
      await expect(dai.getByTestId('foyer-token-quantity')).toHaveText(/^[\d,]+\.\d{3}$/)
      await expect(dai.getByTestId('foyer-token-value')).toHaveCount(0)
      await expect(dai).not.toContainText('$')
      const total = tokens.getByTestId('foyer-tokens-total')
      await expect(total).toHaveAttribute('data-partial', 'true')
      await expect(total).toContainText(`${formatUsd(pricedTotal, 'en')} · partial`)
    } finally {
      await production.moveFeed({ chainId: chain.chainId, feed: chain.feeds.daiUsd, usd: 1 })
    }
  })
})

test('a token minted as "USDC" at another address gets no USD value', async ({ page, production }) => {
  const { info } = production
  const chain = info.chains[0]!
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  // Anvil #7 deployed the look-alike and holds it (deployPublicChain.ts), and holds the listed USDC.
  const sender = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNTS[7]!.privateKey), transport: http(chain.rpcUrl) })
  const send = async (token: Address) => {
    const hash = await sender.writeContract({ chain: null, address: token, abi: erc20Abi, functionName: 'transfer', args: [holder, 12_000_000n] })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    return hash
  }
  const [spoofHash, usdcHash] = [await send(chain.spoofUsdc), await send(chain.usdc)]
  const usdcUsd = await feedUsd(chain.rpcUrl, chain.feeds.usdcUsd)
  const query = new URLSearchParams({ chainId: `eip155:${chain.chainId}`, projectId: info.projectId })
  const transferOf = async (hash: string) => {
    const response = await fetch(`${info.api}/v1/account/${holder}/history?${query}`, { headers: { origin: info.demo } })
    const { data } = (await response.json()) as {
      data: { id: string; metadata: { hash?: string }; transfers: { fungible_info?: { symbol: string }; price?: number; value?: number }[] }[]
    }
    return data.find((transaction) => (transaction.metadata.hash ?? transaction.id) === hash)?.transfers[0]
  }
  await expect.poll(() => transferOf(usdcHash), { timeout: 30_000 }).toMatchObject({ fungible_info: { symbol: 'USDC' }, price: usdcUsd, value: 12 * usdcUsd })
  const spoof = await transferOf(spoofHash)
  expect(spoof).toBeDefined()
  expect(spoof).not.toHaveProperty('price')
  expect(spoof).not.toHaveProperty('value')
  // Tokens lists the listed USDC only, at its own balance.
  const usdc = await client.readContract({ address: chain.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
  const tokens = await openTokens(page, info.demo)
  await expect(tokens.getByTestId('foyer-token-USDC')).toHaveCount(1)
  await expect(tokens.getByTestId('foyer-token-USDC').getByTestId('foyer-token-value')).toHaveText(formatUsd(Number(formatUnits(usdc, 6)), 'en'))
})

test("an on-ramp quote is the Meld stand-in's answer, unchanged", async ({ page, production }) => {
  const { info } = production
  await (await connectTestWallet(page, info.demo)).getByRole('button', { name: 'Buy', exact: true }).click({ timeout: 15_000 })
  const view = dialog(page, 'Buy crypto')
  await expect(view.getByLabel('You buy')).toHaveValue('USDC', { timeout: 15_000 })
  await view.getByTestId('foyer-onramp-amount').fill('50')
  const receive = view.getByTestId('foyer-onramp-receive')
  await expect(receive).toBeVisible({ timeout: 15_000 })
  const { request, answer } = await production.lastMeldQuote()
  expect(request).toMatchObject({ sourceAmount: 50, sourceCurrencyCode: 'USD', walletAddress: holder })
  const best = answer?.quotes?.reduce((top, quote) => (quote.destinationAmount > top.destinationAmount ? quote : top))
  expect(best).toBeDefined()
  const amount = (value: number) => new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
  await expect(receive).toHaveText(`${amount(best!.destinationAmount)} USDC`)
  await expect(view.getByTestId('foyer-onramp-total')).toHaveText(`${amount(best!.sourceAmount)} USD`)
  await expect(view.getByTestId('foyer-onramp-estimate')).toHaveCount(0)
})

test('a swap of ETH for DAI goes through Uniswap V3 and lands', async ({ page, production }) => {
  const { info } = production
  const chain = info.chains[0]!
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const daiOf = () => client.readContract({ address: chain.amm.dai, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
  const quotes: { toAmount: string }[] = []
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('/v1/convert/quotes') || !response.ok()) return
    const body = (await response.json().catch(() => undefined)) as { quotes: { toAmount: string }[] } | undefined
    if (body?.quotes[0]) quotes.push(body.quotes[0])
  })
  const daiBefore = await daiOf()
  await (await connectTestWallet(page, info.demo)).getByRole('button', { name: 'Swap', exact: true }).click({ timeout: 15_000 })
  const swap = dialog(page, 'Swap')
  // A small ETH -> DAI trade: the pools make V3's 0.05 % tier pay more than the V2 pair.
  await pickToken(swap, 'pay', 'ETH')
  await pickToken(swap, 'receive', 'DAI')
  await payField(swap).fill('0.1')
  await expect(receiveField(swap)).toHaveValue(/^\d[\d,]*(\.\d+)?$/, { timeout: 15_000 })
  await swap.getByRole('button', { name: 'Review swap' }).click()
  const preview = dialog(page, 'Review Swap')
  await preview.getByRole('button', { name: 'Swap', exact: true }).click({ timeout: 15_000 })
  await expect(preview.getByTestId('foyer-swap-success')).toBeVisible({ timeout: 30_000 })
  const hash = (await preview.getByTestId('foyer-swap-hash').getAttribute('title')) as `0x${string}`
  const transaction = await client.getTransaction({ hash })
  expect(transaction.to?.toLowerCase()).toBe(chain.v3.swapRouter02.toLowerCase())
  expect(transaction.value).toBe(100_000_000_000_000_000n)
  const received = (await daiOf()) - daiBefore
  const quoted = BigInt(quotes.at(-1)!.toAmount)
  // Within the 1 percent slippage of the quote, never more than the pool gives.
  expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
  expect(received).toBeLessThanOrEqual(quoted)
})
