/*
 * A swap with the embedded (e-mail) wallet, a smart account: the approval and the swap travel as one
 * atomic EIP-5792 batch, so the login frame asks once and says what each call asks in words read
 * from the calldata, "Allow <router> to spend 10 USDC" and "Swap 10 USDC for at least … ETH", and
 * the swap goes through on anvil. The wallet is funded from
 * the test side (ETH with anvil_setBalance, USDC from anvil account #6, which no other spec uses).
 */
import { createPublicClient, createWalletClient, erc20Abi, formatUnits, http, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS, UNISWAP_V2_ROUTER_ADDRESS, USDC_ADDRESS } from '../../devstack/chain/addresses'
import { answerApproval, signInWithEmail, uniqueEmail } from './auth/authHelpers'
import { dialog, expect, test } from './fixtures'
import { e2eUrls } from './stackPorts'
import { fillUsdcToEth } from './swapPage'

test.describe.configure({ timeout: 180_000 })

const client = createPublicClient({ transport: http(e2eUrls.chain) })
const funder = createWalletClient({ account: privateKeyToAccount(ANVIL_ACCOUNTS[6]!.privateKey), transport: http(e2eUrls.chain) })
const usdcOf = (address: Address) => client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

test("the login frame's one approval says what is swapped and what the router may spend", async ({ page, request }) => {
  await page.goto('/')
  const address = (await signInWithEmail(page, request, uniqueEmail('swap'))) as Address
  await client.request({ method: 'anvil_setBalance' as never, params: [address, '0x8ac7230489e80000'] as never })
  const funded = await funder.writeContract({ chain: null, address: USDC_ADDRESS, abi: erc20Abi, functionName: 'transfer', args: [address, 100_000_000n] })
  await client.waitForTransactionReceipt({ hash: funded })
  // A reload restores the session with the balances read afresh.
  await page.reload()
  await page.getByRole('button', { name: /^Account / }).click({ timeout: 30_000 })
  await dialog(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click({ timeout: 30_000 })
  const swap = dialog(page, 'Swap')
  await fillUsdcToEth(swap, '10')
  await swap.getByRole('button', { name: 'Review swap' }).click()
  const preview = dialog(page, 'Review Swap')
  const frame = page.frameLocator('iframe[data-foyer-frame-host]')

  // The embedded account is a smart account (EIP-7702): the approval and the swap are one atomic
  // batch, so the frame asks once, listing both calls in words.
  await expect(preview.getByRole('button', { name: 'Approve USDC' })).toHaveCount(0)
  const swapButton = preview.getByRole('button', { name: 'Swap', exact: true })
  await expect(swapButton).toBeVisible({ timeout: 60_000 })
  const ethBefore = await client.getBalance({ address })
  await swapButton.click()
  const approval = frame.getByRole('dialog', { name: 'Send a batch of calls' })
  await expect(approval.getByText(`Allow ${UNISWAP_V2_ROUTER_ADDRESS} to spend 10 USDC`, { exact: true })).toBeVisible({ timeout: 30_000 })
  const action = approval.getByText(/^Swap 10 USDC for at least \d+\.\d+ ETH$/)
  await expect(action).toBeVisible()
  const minimum = /at least (\S+) ETH/.exec((await action.textContent()) ?? '')![1]!
  await answerApproval(page, 'Approve')
  await expect(preview.getByTestId('foyer-swap-success')).toBeVisible({ timeout: 60_000 })

  expect(await usdcOf(address)).toBe(90_000_000n)
  // The ETH received, gas added back, is at least the minimum the frame showed.
  const hash = (await preview.getByTestId('foyer-swap-hash').getAttribute('title')) as `0x${string}`
  const receipt = await client.getTransactionReceipt({ hash })
  const received = (await client.getBalance({ address })) - ethBefore + receipt.gasUsed * receipt.effectiveGasPrice
  expect(Number(formatUnits(received, 18))).toBeGreaterThanOrEqual(Number(minimum))
})
