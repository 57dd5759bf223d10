/*
 * The approval and the swap as one EIP-5792 batch: a test wallet that advertises atomic batches on
 * the local chain (`wallet_getCapabilities`) gets a single `wallet_sendCalls` for a swap whose
 * allowance is short, never an `eth_sendTransaction`; the test wallet runs both calls on anvil, so the
 * 10 USDC really move and the exact approval is spent. A rejected batch leaves the form as it was.
 * The two-request path (a wallet without the capability) is swap.spec.ts's first test.
 */
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { createTestWallet } from '../../testing/evm/createTestWallet'
import { installTestWallet } from '../../testing/evm/installTestWallet'
import { dialog, expect, test, testWalletName } from './fixtures'
import { e2eUrls } from './stackPorts'
import { allowance, fillUsdcToEth, openSwap, setAllowance, usdcBalance } from './swapPage'

test('a wallet with atomic batches approves and swaps in one wallet_sendCalls', async ({ page }) => {
  const wallet = createTestWallet({
    privateKey: ANVIL_ACCOUNTS[1]!.privateKey,
    chains: [
      { id: 31337, name: 'Foyer Local', rpcUrl: e2eUrls.chain },
      { id: 31338, name: 'Foyer Local 2', rpcUrl: e2eUrls.chain2 },
    ],
    capabilities: { '0x7a69': { atomic: { status: 'supported' } } },
  })
  // Every request the page makes of the wallet, by method, as the wallet receives it.
  const methods: string[] = []
  const answer = wallet.request.bind(wallet)
  wallet.request = (payload, context) => {
    methods.push(payload.method)
    return answer(payload, context)
  }
  const controller = await installTestWallet(page, wallet, { info: { name: testWalletName } })
  await setAllowance(0n)
  const usdcBefore = await usdcBalance()
  await page.goto('/')

  const swap = await openSwap(page)
  await fillUsdcToEth(swap, '10')
  await swap.getByRole('button', { name: 'Review swap' }).click()
  const preview = dialog(page, 'Review Swap')
  const action = preview.getByRole('button', { name: 'Swap', exact: true })
  // The allowance is short, yet no Approve step: the approval travels in the swap's batch.
  await expect(action).toBeVisible({ timeout: 15_000 })
  await expect(preview.getByTestId('foyer-swap-approve-step')).toHaveText('Your wallet allows the exchange to spend 10 USDC and swaps in one request.')
  await expect(preview.getByRole('button', { name: 'Approve USDC' })).toHaveCount(0)
  expect(methods).toContain('wallet_getCapabilities')

  controller.setRejectRequests(['wallet_sendCalls'])
  await action.click()
  await expect(preview.getByTestId('foyer-swap-failure')).toHaveText('Request declined in the wallet')
  await expect(action).toBeFocused()
  expect(await usdcBalance()).toBe(usdcBefore)
  expect(await allowance()).toBe(0n)

  controller.setRejectRequests(false)
  await action.click()
  await expect(preview.getByTestId('foyer-swap-success')).toBeVisible({ timeout: 30_000 })
  expect(usdcBefore - (await usdcBalance())).toBe(10_000_000n)
  // The approval of exactly 10 USDC was made and spent by the swap.
  expect(await allowance()).toBe(0n)
  expect(methods.filter((method) => method === 'wallet_sendCalls')).toHaveLength(2)
  expect(methods).not.toContain('eth_sendTransaction')
})
