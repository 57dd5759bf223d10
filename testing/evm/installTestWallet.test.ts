/**
 * The installer in headless Chromium against a tiny local page and a real anvil: the EIP-6963
 * announcement, connecting, a personal_sign round trip verified in Node, reads forwarded to the
 * node, a 4001 arriving as a coded Error, account and chain changes pushed to every page, and
 * that the private key appears nowhere in the page.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { createTestWallet } from './createTestWallet'
import type { TestWallet } from './createTestWallet'
import { installTestWallet } from './installTestWallet'
import type { TestWalletController } from './installTestWallet'
import { spawnAnvil } from '../../test/wallet/spawnAnvil'
import type { SpawnedAnvil } from '../../test/wallet/spawnAnvil'
import type { TestWalletProvider } from './testWalletProvider'
import { useDappPage } from '../../test/browser/useDappPage'

const key0: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const key1: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

/** What the page keeps: every EIP-6963 announcement and every event its provider emitted. */
type PageState = Window & {
  __announced: Array<{ info: Record<string, string>; provider: TestWalletProvider }>
  __events: Array<[string, unknown]>
}

let anvil: SpawnedAnvil
let context: BrowserContext
let wallet: TestWallet
let controller: TestWalletController

const dapp = useDappPage()
beforeAll(async () => {
  anvil = await spawnAnvil()
})
afterAll(async () => {
  await anvil?.stop()
})

beforeEach(async () => {
  context = await dapp.browser.newContext()
  wallet = createTestWallet({
    privateKey: key0,
    chains: [
      { id: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl },
      // Only switched to, never read from, in these tests.
      { id: 31338, name: 'Other', rpcUrl: 'http://127.0.0.1:9' },
    ],
  })
  controller = await installTestWallet(context, wallet, { info: { name: 'Playwright Wallet' } })
  // The dapp side: collect announcements and events the way an EIP-6963 dapp would.
  await context.addInitScript(() => {
    const state = window as unknown as PageState
    state.__announced = []
    state.__events = []
    window.addEventListener('eip6963:announceProvider', (event) => {
      const detail = (event as CustomEvent<PageState['__announced'][number]>).detail
      state.__announced.push(detail)
      for (const name of ['accountsChanged', 'chainChanged']) {
        detail.provider.on(name as 'accountsChanged', (data: unknown) => state.__events.push([name, data]))
      }
    })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
  })
})
afterEach(async () => {
  await context.close()
})

async function openPage(): Promise<Page> {
  const page = await context.newPage()
  await page.goto(dapp.url)
  return page
}

/** Runs one provider request in the page; errors come back as data so their shape can be checked. */
function request(page: Page, method: string, params?: unknown) {
  return page.evaluate(
    ([method, params]) => {
      const { provider } = (window as unknown as PageState).__announced[0] ?? {}
      if (!provider) throw new Error('no provider announced')
      return provider.request({ method, params } as never).then(
        (result: unknown) => ({ ok: true as const, result }),
        (error: Error & { code?: unknown }) => ({
          ok: false as const,
          isError: error instanceof Error,
          code: error.code,
          message: error.message,
        }),
      )
    },
    [method, params] as const,
  )
}

const events = (page: Page) => page.evaluate(() => (window as unknown as PageState).__events)

test('announces through EIP-6963, connects, signs and forwards reads', async () => {
  const page = await openPage()
  const announced = await page.evaluate(() =>
    (window as unknown as PageState).__announced.map((detail) => ({
      info: detail.info,
      frozen: Object.isFrozen(detail),
      marked: detail.provider.isFoyerTestWallet,
    })),
  )
  expect(announced).toHaveLength(1)
  expect(announced[0]).toMatchObject({ frozen: true, marked: true, info: { name: 'Playwright Wallet', rdns: 'dev.foyer.testwallet' } })
  expect(announced[0]?.info['icon']).toMatch(/^data:image\/svg\+xml,/)
  expect(announced[0]?.info['uuid']).toMatch(/^[0-9a-f-]{36}$/)
  expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)

  expect(await request(page, 'eth_accounts')).toEqual({ ok: true, result: [] })
  expect(await request(page, 'eth_requestAccounts')).toEqual({ ok: true, result: [wallet.address] })
  expect(await events(page)).toEqual([['accountsChanged', [wallet.address]]])

  const signed = await request(page, 'personal_sign', ['0x68656c6c6f', wallet.address])
  if (!signed.ok) throw new Error(signed.message)
  expect(await verifyMessage({ address: wallet.address, message: 'hello', signature: signed.result as Hex })).toBe(true)

  expect(await request(page, 'eth_blockNumber')).toMatchObject({ ok: true, result: expect.stringMatching(/^0x/) })
  expect(await request(page, 'eth_chainId')).toEqual({ ok: true, result: '0x7a69' })
})

test('a rejection reaches the page as an Error with code 4001', async () => {
  const page = await openPage()
  await request(page, 'eth_requestAccounts')
  controller.setRejectRequests(true)
  expect(await request(page, 'personal_sign', ['0x68656c6c6f', wallet.address])).toEqual({
    ok: false,
    isError: true,
    code: 4001,
    message: 'User rejected the request.',
  })
  expect(await request(page, 'eth_sign', [wallet.address, '0x00'])).toMatchObject({ ok: false, isError: true, code: 4200 })
  controller.setRejectRequests(false)
  expect(await request(page, 'personal_sign', ['0x68656c6c6f', wallet.address])).toMatchObject({ ok: true })
})

test('account and chain changes reach every page of the context', async () => {
  const [first, second] = [await openPage(), await openPage()]
  await request(first, 'eth_requestAccounts')
  const connected: Array<[string, unknown]> = [['accountsChanged', [wallet.address]]]
  expect(await events(second)).toEqual(connected)

  await controller.switchChain(31338)
  await controller.switchAccount(key1)
  const address1 = privateKeyToAccount(key1).address
  const switched: Array<[string, unknown]> = [...connected, ['chainChanged', '0x7a6a'], ['accountsChanged', [address1]]]
  expect(await events(first)).toEqual(switched)
  expect(await events(second)).toEqual(switched)

  // A switch requested by one page is pushed to the other, and not twice to the first.
  await request(first, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])
  await expect.poll(() => events(second)).toEqual([...switched, ['chainChanged', '0x7a69']])
  expect(await events(first)).toEqual([...switched, ['chainChanged', '0x7a69']])

  await controller.disconnect()
  expect(await request(second, 'eth_accounts')).toEqual({ ok: true, result: [] })
})

test('the private key appears nowhere in the page', async () => {
  const page = await openPage()
  await request(page, 'eth_requestAccounts')
  await request(page, 'personal_sign', ['0x00', wallet.address])
  const haystack = await page.evaluate(() => {
    const seen: string[] = [document.documentElement.outerHTML, document.cookie]
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? ''
        seen.push(key, storage.getItem(key) ?? '')
      }
    }
    for (const name of Object.getOwnPropertyNames(window)) {
      seen.push(name)
      try {
        const value = (window as unknown as Record<string, unknown>)[name]
        seen.push(typeof value === 'function' ? String(value) : (JSON.stringify(value) ?? ''))
      } catch {
        // Cyclic or cross-origin values cannot hold a string the wallet put there.
      }
    }
    return seen.join('\n').toLowerCase()
  })
  expect(haystack).toContain('__foyertestwallet')
  expect(haystack).toContain(wallet.address.toLowerCase())
  expect(haystack).not.toContain(key0.slice(2).toLowerCase())
})

test('a second wallet installed on one page sits beside the first, and can own window.ethereum', async () => {
  const page = await context.newPage()
  const second = createTestWallet({ privateKey: key1, chains: [{ id: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }] })
  await installTestWallet(page, second, { bridge: '__secondWallet', info: { name: 'Second' }, windowEthereum: true })
  await page.goto(dapp.url)
  const names = await page.evaluate(() => (window as unknown as PageState).__announced.map((detail) => detail.info['name']))
  expect(names.sort()).toEqual(['Playwright Wallet', 'Second'])
  const accounts = await page.evaluate(() => (window as unknown as { ethereum: TestWalletProvider }).ethereum.request({ method: 'eth_requestAccounts' }))
  expect(accounts).toEqual([second.address])
  expect(wallet.connected).toBe(false)
})
