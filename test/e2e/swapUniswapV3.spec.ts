/*
 * Swaps through Uniswap V3 from the demo (account #1, the injected test wallet), on a pair where the
 * local V3 pools pay more than V2 (ETH/DAI, see LOCAL_V3_POOLS): the quote names a V3 route, the
 * approval goes to SwapRouter02 (never to V2's router), and the swap moves exactly the DAI typed and
 * gives the ETH the quote promised, within the slippage.
 */
import type { Page } from '@playwright/test'
import type { Address } from 'viem'
import { DAI_ADDRESS, UNISWAP_V2_ROUTER_ADDRESS } from '../../devstack/chain/addresses'
import { LOCAL_UNISWAP_V3 } from '../../devstack/chain/uniswapV3Addresses'
import { dialog, expect, test } from './fixtures'
import { allowanceOf, client, openSwap, payField, pickToken, receiveField, sender, tokenBalance } from './swapPage'

/** The convert API's quotes as the page receives them; `last()` is the one on screen. */
function recordQuotes(page: Page) {
  const quotes: { id: string | null; fromAmount: string; toAmount: string }[] = []
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('/v1/convert/quotes') || !response.ok()) return
    const body = (await response.json().catch(() => undefined)) as { quotes: (typeof quotes)[number][] } | undefined
    if (body?.quotes[0]) quotes.push(body.quotes[0])
  })
  return { last: () => quotes.at(-1) }
}

/** What the account paid for gas in the blocks after `fromBlock`. */
async function gasPaidSince(fromBlock: bigint, account: Address): Promise<bigint> {
  let paid = 0n
  for (let number = fromBlock + 1n; number <= (await client.getBlockNumber()); number++) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    for (const tx of block.transactions) {
      if (tx.from.toLowerCase() !== account.toLowerCase()) continue
      const receipt = await client.getTransactionReceipt({ hash: tx.hash })
      paid += receipt.gasUsed * receipt.effectiveGasPrice
    }
  }
  return paid
}

test('10 DAI -> ETH goes through V3: approves SwapRouter02, moves exactly 10 DAI, gives the quoted ETH', async ({ demo: page }) => {
  const quotes = recordQuotes(page)
  const [daiBefore, ethBefore, blockBefore] = await Promise.all([tokenBalance(DAI_ADDRESS), client.getBalance({ address: sender }), client.getBlockNumber()])
  const v2AllowanceBefore = await allowanceOf(DAI_ADDRESS, UNISWAP_V2_ROUTER_ADDRESS)
  const swap = await openSwap(page)
  await pickToken(swap, 'pay', 'DAI')
  await pickToken(swap, 'receive', 'ETH')
  await payField(swap).fill('10')
  await expect(receiveField(swap)).toHaveValue(/^0\.\d+$/, { timeout: 15_000 })
  await expect(swap.getByTestId('foyer-swap-quote')).toBeVisible()
  expect(quotes.last()?.id).toMatch(/^uniswap-v3-(500|3000|10000)$/)
  await swap.getByRole('button', { name: 'Review swap' }).click()

  const preview = dialog(page, 'Review Swap')
  await expect(preview.getByTestId('foyer-swap-preview-pay')).toHaveText('10 DAI')
  await preview.getByRole('button', { name: 'Approve DAI' }).click({ timeout: 15_000 })
  const swapButton = preview.getByRole('button', { name: 'Swap', exact: true })
  await expect(swapButton).toBeVisible({ timeout: 30_000 })
  // The approval is for the router of the quoted route: SwapRouter02, not V2's router.
  expect(await allowanceOf(DAI_ADDRESS, LOCAL_UNISWAP_V3.swapRouter02)).toBe(10n * 10n ** 18n)
  expect(await allowanceOf(DAI_ADDRESS, UNISWAP_V2_ROUTER_ADDRESS)).toBe(v2AllowanceBefore)

  const promised = quotes.last()!
  expect(promised.id).toMatch(/^uniswap-v3-/)
  await swapButton.click()
  await expect(preview.getByTestId('foyer-swap-success')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Swapped 10 DAI')).toBeVisible()

  const [daiAfter, ethAfter] = await Promise.all([tokenBalance(DAI_ADDRESS), client.getBalance({ address: sender })])
  expect(daiBefore - daiAfter).toBe(10n * 10n ** 18n)
  const received = ethAfter - ethBefore + (await gasPaidSince(blockBefore, sender))
  const quoted = BigInt(promised.toAmount)
  // Within the 1 percent slippage of the quote, never more than the pool gives.
  expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
  expect(received).toBeLessThanOrEqual(quoted)
  expect(await allowanceOf(DAI_ADDRESS, LOCAL_UNISWAP_V3.swapRouter02)).toBe(0n)
})

test('ETH -> DAI goes through V3 with no approval: the value pays, the DAI arrives', async ({ demo: page }) => {
  const quotes = recordQuotes(page)
  const daiBefore = await tokenBalance(DAI_ADDRESS)
  const swap = await openSwap(page)
  await pickToken(swap, 'pay', 'ETH')
  await pickToken(swap, 'receive', 'DAI')
  await payField(swap).fill('0.01')
  await expect(swap.getByTestId('foyer-swap-quote')).toBeVisible({ timeout: 15_000 })
  await swap.getByRole('button', { name: 'Review swap' }).click()
  const preview = dialog(page, 'Review Swap')
  await expect(preview.getByRole('button', { name: /^Approve/ })).toHaveCount(0)
  await preview.getByRole('button', { name: 'Swap', exact: true }).click({ timeout: 15_000 })
  await expect(preview.getByTestId('foyer-swap-success')).toBeVisible({ timeout: 30_000 })
  const promised = quotes.last()!
  expect(promised.id).toMatch(/^uniswap-v3-/)
  const received = (await tokenBalance(DAI_ADDRESS)) - daiBefore
  expect(received).toBeGreaterThanOrEqual((BigInt(promised.toAmount) * 99n) / 100n)
  expect(received).toBeLessThanOrEqual(BigInt(promised.toAmount))
})
