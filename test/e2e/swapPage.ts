/*
 * What the swap specs share: anvil reads and writes for account #1's tokens and the routers'
 * allowances (Uniswap V2's router, V3's SwapRouter02), and the steps through the Swap view (open it
 * from Account, pick tokens, fill amounts).
 */
import type { Page } from '@playwright/test'
import { createPublicClient, createWalletClient, erc20Abi, http } from 'viem'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS, UNISWAP_V2_ROUTER_ADDRESS, USDC_ADDRESS } from '../../devstack/chain/addresses'
import { dialog, expect, testWalletName } from './fixtures'
import { e2eUrls } from './stackPorts'

const owner = ANVIL_ACCOUNTS[1]!
/** The e2e wallet's account (anvil #1). */
export const sender = owner.address
/** A client of the e2e stack's first chain. */
// No cache: viem keeps a block number for its polling interval, and a test that counts the blocks
// (and the gas) since a swap must see the block the swap was mined in.
export const client = createPublicClient({ transport: http(e2eUrls.chain), cacheTime: 0 })
const ownerWallet = createWalletClient({ account: privateKeyToAccount(owner.privateKey), transport: http(e2eUrls.chain) })

/** Account #1's USDC on the first chain. */
export const usdcBalance = () => client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [sender] })
/** Account #1's balance of a token on the first chain. */
export const tokenBalance = (token: Address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [sender] })
/** What `spender` may spend of account #1's `token`. */
export const allowanceOf = (token: Address, spender: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [sender, spender] })
/** What the V2 router may spend of account #1's USDC (USDC -> ETH goes through V2 on the local pools). */
export const allowance = () => allowanceOf(USDC_ADDRESS, UNISWAP_V2_ROUTER_ADDRESS)

/** Sets the router's USDC allowance from the test side, as an earlier approval would have. */
export async function setAllowance(amount: bigint) {
  const hash = await ownerWallet.writeContract({
    chain: null,
    address: USDC_ADDRESS,
    abi: erc20Abi,
    functionName: 'approve',
    args: [UNISWAP_V2_ROUTER_ADDRESS, amount],
  })
  await client.waitForTransactionReceipt({ hash })
}

/** Connects the test wallet from the demo and opens Swap from Account. */
export async function openSwap(page: Page) {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: testWalletName, exact: true }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByTestId('foyer-network')).toBeVisible()
  // Shown once the API listed the chain's swap tokens.
  await account.getByRole('button', { name: 'Swap', exact: true }).click({ timeout: 15_000 })
  const view = dialog(page, 'Swap')
  await expect(view.getByRole('button', { name: /^Token to pay:/ })).toBeVisible({ timeout: 15_000 })
  return view
}

/** The Swap dialog. */
export type View = ReturnType<typeof dialog>

/** Picks a token on one side through the picker's search. */
export async function pickToken(view: View, side: 'pay' | 'receive', symbol: string) {
  await view.getByRole('button', { name: side === 'pay' ? /^Token to pay:/ : /^Token to receive:/ }).click()
  await view.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
  const option = view.getByRole('button', { name: new RegExp(`^${symbol}\\b`) })
  // The modal may still be settling (its height animates as the list opens).
  await expect(async () => {
    await option.click({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
}

/** The amount to pay. */
export const payField = (view: View) => view.getByRole('textbox', { name: 'You pay', exact: true })
/** The amount to receive. */
export const receiveField = (view: View) => view.getByRole('textbox', { name: 'You receive', exact: true })

/** USDC -> ETH with `amount` typed on the paying side, quoted. */
export async function fillUsdcToEth(view: View, amount: string) {
  await pickToken(view, 'pay', 'USDC')
  await pickToken(view, 'receive', 'ETH')
  await payField(view).fill(amount)
  await expect(receiveField(view)).toHaveValue(/^0\.\d+$|^\d+(\.\d+)?$/, { timeout: 15_000 })
  await expect(view.getByTestId('foyer-swap-quote')).toBeVisible()
}
