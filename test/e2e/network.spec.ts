/*
 * Network switching against the two local anvil chains and the injected test wallet.
 * Covers: SwitchNetwork from Account (list, active marker, testnet mark) and a switch
 * 31337 -> 31338 that Account then shows with that chain's balance; nothing for the active
 * network; a wallet that only knows 31337 answering 4902 and getting wallet_addEthereumChain
 * with its EIP-3085 fields; a refused add -> 'Chain is not supported' with the list still usable;
 * a refused switch -> back to the list with 'Switch declined'; UnsupportedChain opening when the
 * wallet moves to a chain the app does not list (a third anvil, 31339), and the modal closing
 * after a switch out of it; axe with no violations on both views in both themes and in RTL.
 */
import type { Page } from '@playwright/test'
import { createPublicClient, http } from 'viem'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { formatBalance } from '../../src/format/formatBalance'
import { shortenAddress } from '../../src/format/shortenAddress'
import { createTestWallet } from '../../testing/evm/createTestWallet'
import { installTestWallet } from '../../testing/evm/installTestWallet'
import { spawnAnvil, type SpawnedAnvil } from '../wallet/spawnAnvil'
import type { TestWalletChain, TestWalletRequest } from '../../testing/evm/testWalletTypes'
import { expectAxeCleanInEveryLook } from './axe'
import { dialog, expect, test, testWalletName } from './fixtures'
import { e2eUrls } from './stackPorts'

const account = ANVIL_ACCOUNTS[1]!
const local: TestWalletChain = { id: 31337, name: 'Foyer Local', rpcUrl: e2eUrls.chain }
const local2: TestWalletChain = { id: 31338, name: 'Foyer Local 2', rpcUrl: e2eUrls.chain2 }

/** Installs a test wallet that knows `chains`, records what the page asks it, and opens the demo. */
async function openDemo(page: Page, chains: TestWalletChain[], search = '') {
  const wallet = createTestWallet({ privateKey: account.privateKey, chains })
  const requests: TestWalletRequest[] = []
  const answer = wallet.request.bind(wallet)
  wallet.request = (payload, context) => {
    requests.push(payload)
    return answer(payload, context)
  }
  const controller = await installTestWallet(page, wallet, { info: { name: testWalletName } })
  // Without the demo's dev wallet: its connection lives in the API process and can outlast a test.
  await page.goto(`/?devWallet=off${search ? `&${search}` : ''}`)
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
  const methods = () => requests.map((request) => request.method)
  return { controller, wallet, requests, methods }
}

/** Connects from the demo and opens SwitchNetwork from Account. */
async function openSwitchNetwork(page: Page) {
  const trigger = page.getByRole('button', { name: 'Connect', exact: true })
  if (await trigger.isVisible()) {
    await trigger.click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: testWalletName, exact: true }).click()
  } else {
    await page.getByRole('button', { name: shortenAddress(account.address) }).click()
  }
  await expect(dialog(page, 'Account').getByTestId('foyer-network')).toBeVisible()
  await dialog(page, 'Account').getByRole('button', { name: 'Switch network' }).click()
  const modal = dialog(page, 'Choose Network')
  await expect(modal.getByRole('list', { name: 'Networks' })).toBeVisible()
  return modal
}

async function balanceOn(rpcUrl: string): Promise<string> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  return `${formatBalance(await client.getBalance({ address: account.address }), 18)} ETH`
}

test('SwitchNetwork from Account: 31337 -> 31338, Account shows Foyer Local 2 and its balance', async ({ page }) => {
  const { wallet } = await openDemo(page, [local, local2])
  const modal = await openSwitchNetwork(page)
  const active = modal.getByRole('button', { name: 'Foyer Local', exact: true })
  await expect(active).toHaveAttribute('aria-current', 'true')
  await expect(active).toContainText('Active')
  await expect(active).toBeFocused()
  await expect(modal.getByRole('button', { name: 'Foyer Local 2' })).toContainText('Testnet')
  await expect(modal.getByRole('button', { name: 'Foyer Local 2' })).not.toHaveAttribute('aria-current', 'true')
  await expect(modal.getByRole('button', { name: 'Ethereum' })).toBeVisible()

  await modal.getByRole('button', { name: 'Foyer Local 2' }).click()
  const accountView = dialog(page, 'Account')
  await expect(accountView.getByTestId('foyer-network')).toHaveText('Foyer Local 2')
  await expect(accountView.getByTestId('foyer-balance')).toHaveText(await balanceOn(e2eUrls.chain2))
  expect(wallet.chainId).toBe(31338)

  // Back in the list, the active marker moved.
  await accountView.getByRole('button', { name: 'Switch network' }).click()
  await expect(dialog(page, 'Choose Network').getByRole('button', { name: 'Foyer Local 2' })).toHaveAttribute('aria-current', 'true')
})

test('switching to the active network does nothing', async ({ page }) => {
  const { methods } = await openDemo(page, [local, local2])
  const modal = await openSwitchNetwork(page)
  const before = methods().length
  await modal.getByRole('button', { name: 'Foyer Local', exact: true }).click()
  await expect(modal.getByRole('list', { name: 'Networks' })).toBeVisible()
  await expect(modal.getByTestId('foyer-switch-pending')).toHaveCount(0)
  await expect(modal.getByRole('alert')).toHaveCount(0)
  expect(methods().slice(before)).not.toContain('wallet_switchEthereumChain')
})

test('a wallet that answers 4902 gets wallet_addEthereumChain with the EIP-3085 fields and ends on 31338', async ({ page }) => {
  const { wallet, requests } = await openDemo(page, [local])
  const modal = await openSwitchNetwork(page)
  await modal.getByRole('button', { name: 'Foyer Local 2' }).click()
  await expect(dialog(page, 'Account').getByTestId('foyer-network')).toHaveText('Foyer Local 2')
  expect(wallet.chainId).toBe(31338)
  const add = requests.find((request) => request.method === 'wallet_addEthereumChain')
  expect(add?.params).toEqual([
    {
      chainId: '0x7a6a',
      chainName: 'Foyer Local 2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [e2eUrls.chain2],
    },
  ])
  // The switch came first and failed with 4902; the add came after it.
  const methods = requests.map((request) => request.method)
  expect(methods.indexOf('wallet_switchEthereumChain')).toBeLessThan(methods.indexOf('wallet_addEthereumChain'))
})

test("a refused add shows 'Chain is not supported' and the list stays usable", async ({ page }) => {
  const { controller, wallet } = await openDemo(page, [local])
  controller.setRejectRequests(['wallet_addEthereumChain'])
  const modal = await openSwitchNetwork(page)
  await modal.getByRole('button', { name: 'Foyer Local 2' }).click()
  await expect(modal.getByRole('alert').filter({ hasText: 'Chain is not supported' })).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Foyer Local 2' })).toBeFocused()
  await expect(modal.getByRole('button', { name: 'Foyer Local', exact: true })).toHaveAttribute('aria-current', 'true')
  expect(wallet.chainId).toBe(31337)
  // Usable: the same pick works once the wallet accepts.
  controller.setRejectRequests(false)
  await modal.getByRole('button', { name: 'Foyer Local 2' }).click()
  await expect(dialog(page, 'Account').getByTestId('foyer-network')).toHaveText('Foyer Local 2')
})

test("a refused switch goes back to the list with 'Switch declined'", async ({ page }) => {
  const { controller, wallet } = await openDemo(page, [local, local2])
  controller.setRejectRequests(['wallet_switchEthereumChain'])
  const modal = await openSwitchNetwork(page)
  await modal.getByRole('button', { name: 'Foyer Local 2' }).click()
  await expect(modal.getByRole('alert').filter({ hasText: 'Switch declined' })).toBeVisible()
  await expect(modal.getByRole('list', { name: 'Networks' })).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Foyer Local', exact: true })).toHaveAttribute('aria-current', 'true')
  expect(wallet.chainId).toBe(31337)
})

test.describe('UnsupportedChain', () => {
  let anvil: SpawnedAnvil
  // A chain the demo does not list, with a real node behind it so the wallet can serve it.
  test.beforeAll(async () => {
    anvil = await spawnAnvil({ chainId: 31339 })
  })
  test.afterAll(async () => {
    await anvil?.stop()
  })
  const unlisted = (): TestWalletChain => ({ id: 31339, name: 'Foyer Unlisted', rpcUrl: anvil.rpcUrl })

  test('opens when the wallet moves to an unlisted chain; a switch out of it closes the modal', async ({ page }) => {
    const { controller, wallet } = await openDemo(page, [local, local2, unlisted()])
    await openSwitchNetwork(page)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)

    // The user picks chain 31339 in the wallet: the modal opens by itself.
    await controller.switchChain(31339)
    const modal = dialog(page, 'Switch Network')
    await expect(modal.getByText("This app doesn't support your current network.", { exact: false })).toBeVisible()
    const list = modal.getByRole('list', { name: 'Available networks' })
    await expect(list.getByRole('button')).toHaveCount(3)
    for (const name of ['Foyer Local', 'Foyer Local 2', 'Ethereum']) await expect(list.getByRole('button', { name, exact: true })).toBeVisible()
    await expect(list.getByText('Active')).toHaveCount(0)

    await list.getByRole('button', { name: 'Foyer Local', exact: true }).click()
    await expect(dialog(page)).toHaveCount(0)
    expect(wallet.chainId).toBe(31337)
    await expect(page.getByRole('button', { name: shortenAddress(account.address) })).toBeVisible()
  })

  test('replaces the open view; a refused switch stays on it with the reason; moving back in the wallet closes it', async ({ page }) => {
    const { controller } = await openDemo(page, [local, local2, unlisted()])
    await openSwitchNetwork(page)
    await controller.switchChain(31339)
    const modal = dialog(page, 'Switch Network')
    await expect(modal.getByRole('list', { name: 'Available networks' })).toBeVisible()

    controller.setRejectRequests(['wallet_switchEthereumChain'])
    await modal.getByRole('button', { name: 'Foyer Local 2' }).click()
    await expect(modal.getByRole('alert').filter({ hasText: 'Switch declined' })).toBeVisible()
    await expect(modal.getByRole('list', { name: 'Available networks' })).toBeVisible()

    // The user moves back to a listed chain in the wallet itself: nothing is left to fix.
    await controller.switchChain(31338)
    await expect(dialog(page)).toHaveCount(0)
  })

  test('axe: SwitchNetwork and UnsupportedChain have no violations, in both themes and directions', async ({ page }) => {
    const { controller } = await openDemo(page, [local, local2, unlisted()])
    await openSwitchNetwork(page)
    await expectAxeCleanInEveryLook(page, 'SwitchNetwork')
    await controller.switchChain(31339)
    await expect(dialog(page, 'Switch Network').getByRole('list', { name: 'Available networks' })).toBeVisible()
    await expectAxeCleanInEveryLook(page, 'UnsupportedChain')
  })
})
