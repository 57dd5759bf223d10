// @vitest-environment node
/**
 * The kit's store in headless Chromium: IndexedDB, localStorage when IndexedDB refuses, memory in
 * a sandboxed frame; version 1 written on the first open only; the upgrade of the localStorage
 * values an earlier version wrote; WalletConnect's keys moved once into the SDK's own store (read
 * back through the SDK's storage); the registry answers an earlier version kept in the store (and
 * their hint) dropped, now that they live in localStorage (their own tests:
 * storedWallets.browser.test.ts); a corrupt value dropped and logged.
 */
import type { Page } from '@playwright/test'
import { describe, expect, it } from 'vitest'
import { useHarnessBrowser } from './harnessBrowser'
import type { KitStorageHarness } from './kitStorageHarness'

type Harness = { foyerStorage: KitStorageHarness }

const { server, context, visit } = useHarnessBrowser()

const localKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort())
const siwx = { chainId: 'eip155:1', address: '0xAbC0000000000000000000000000000000000001' }
const siwxKey = `foyer.siwx.eip155:1:${siwx.address.toLowerCase()}`
const sessionId = 'a'.repeat(96)

describe('kit storage', () => {
  it('keeps its values in IndexedDB, writes version 1 on the first open, and nothing in localStorage', async () => {
    const first = await visit()
    expect(await first.evaluate(() => (window as unknown as Harness).foyerStorage.open())).toEqual({ backend: 'indexedDB', keys: ['foyer.storageVersion'] })
    await first.evaluate(() => (window as unknown as Harness).foyerStorage.set('foyer.recentWallets', '[{"id":"rainbow","name":"Rainbow"}]'))
    expect(await first.evaluate(() => (window as unknown as Harness).foyerStorage.database('kit'))).toEqual({
      'foyer.storageVersion': '1',
      'foyer.recentWallets': '[{"id":"rainbow","name":"Rainbow"}]',
    })
    expect(await localKeys(first)).toEqual([])

    // The next page load reads it back; a value an older version left in localStorage now is not
    // moved: the upgrade runs on the first open only.
    const second = await visit({ 'foyer.auth': '{"loginUsed":true}' })
    expect(await second.evaluate(() => (window as unknown as Harness).foyerStorage.open())).toEqual({
      backend: 'indexedDB',
      keys: ['foyer.recentWallets', 'foyer.storageVersion'],
    })
    expect(await second.evaluate((s) => (window as unknown as Harness).foyerStorage.readers(s), siwx)).toMatchObject({
      recentWallets: [{ id: 'rainbow', name: 'Rainbow' }],
      loginCache: undefined,
    })
    expect(await localKeys(second)).toEqual(['foyer.auth'])
  })

  it('moves what an earlier version kept in localStorage into the store once, and removes it there', async () => {
    const page = await visit({
      'foyer.recentWallets': '[{"id":"rainbow","name":"Rainbow"}]',
      'foyer.auth': '{"loginUsed":true,"email":"ada@example.com","lastChainId":8453}',
      'foyer.wc.deeplink': '{"href":"rainbow://","name":"Rainbow"}',
      'foyer.profileWallets': '[{"namespace":"eip155","connectorId":"injected","kind":"browser","name":"Injected","address":"0x1"}]',
      'foyer.namespaceSessions': '{"sessions":[{"namespace":"sui","walletId":"Slush","accounts":[]}]}',
      [siwxKey]: sessionId,
      // Not the kit's: stays where it is.
      'wagmi.recentConnectorId': '"injected"',
      'other.app': 'x',
    })
    await page.evaluate(() => (window as unknown as Harness).foyerStorage.open())
    // Left: the hints that the next page load restores a login and a family's connection from the store.
    expect(await localKeys(page)).toEqual(['foyer.auth.hint', 'foyer.namespaceSessions.hint', 'other.app', 'wagmi.recentConnectorId'])
    expect(await page.evaluate((s) => (window as unknown as Harness).foyerStorage.readers(s), siwx)).toEqual({
      recentWallets: [{ id: 'rainbow', name: 'Rainbow' }],
      loginCache: { loginUsed: true, email: 'ada@example.com', lastChainId: 8453 },
      deepLink: { href: 'rainbow://', name: 'Rainbow' },
      knownWallets: [{ namespace: 'eip155', connectorId: 'injected', kind: 'browser', name: 'Injected', address: '0x1' }],
      namespaceSessions: { sessions: [{ namespace: 'sui', walletId: 'Slush', accounts: [] }] },
      siwx: sessionId,
    })
    expect(Object.keys(await page.evaluate(() => (window as unknown as Harness).foyerStorage.database('kit'))).sort()).toEqual(
      ['foyer.auth', 'foyer.namespaceSessions', 'foyer.profileWallets', 'foyer.recentWallets', 'foyer.storageVersion', 'foyer.wc.deeplink', siwxKey].sort(),
    )
  })

  it("moves WalletConnect's keys once into the SDK's store, where the SDK reads them, and leaves wagmi's and the deep-link choice", async () => {
    const page = await visit({
      'wc@2:core:0.3//keychain': '{"topic":"abc"}',
      'wc@2:client:0.3//session': '[{"topic":"s1"}]',
      WALLETCONNECT_DEEPLINK_CHOICE: '{"href":"rainbow://","name":"Rainbow"}',
      'wagmi.walletConnect.requestedChains': '[1]',
      'wagmi.foyer.walletConnect.session': 'true',
    })
    await page.evaluate(() => (window as unknown as Harness).foyerStorage.open())
    expect(await page.evaluate(() => (window as unknown as Harness).foyerStorage.database('walletConnect'))).toEqual({
      'wc@2:core:0.3:keychain': '{"topic":"abc"}',
      'wc@2:client:0.3:session': '[{"topic":"s1"}]',
      wc_storage_version: '1',
    })
    expect(await localKeys(page)).toEqual(['WALLETCONNECT_DEEPLINK_CHOICE', 'wagmi.foyer.walletConnect.session', 'wagmi.walletConnect.requestedChains'])
    // WalletConnect's own storage (as its SDK reads it) finds the session and keeps wagmi's keys out.
    expect(await page.evaluate(() => (window as unknown as Harness).foyerStorage.walletConnectItem('wc@2:core:0.3//keychain'))).toEqual({ topic: 'abc' })
    expect(await localKeys(page)).toContain('wagmi.walletConnect.requestedChains')

    // Once: a key written later (by an older SDK in another tab) is left to the SDK.
    const later = await visit({ 'wc@2:core:0.3//later': '"x"' })
    await later.evaluate(() => (window as unknown as Harness).foyerStorage.open())
    expect(await localKeys(later)).toContain('wc@2:core:0.3//later')
  })

  it('drops the registry answers it kept before they moved to localStorage, and their hint', async () => {
    const first = await visit({ 'foyer.query.hint': '1' })
    await first.evaluate(() => (window as unknown as Harness).foyerStorage.open())
    await first.evaluate(() => (window as unknown as Harness).foyerStorage.setInDatabase('foyer.query-["foyer.wallets"]', '{}'))
    const next = await visit()
    expect(await next.evaluate(() => (window as unknown as Harness).foyerStorage.open())).toEqual({ backend: 'indexedDB', keys: ['foyer.storageVersion'] })
    expect(await next.evaluate(() => (window as unknown as Harness).foyerStorage.database('kit'))).toEqual({ 'foyer.storageVersion': '1' })
    expect(await localKeys(next)).toEqual([])
  })

  it('drops a corrupt value and reports it to the listeners, without throwing into the page or printing', async () => {
    const page = await visit()
    await page.evaluate(() => (window as unknown as Harness).foyerStorage.set('foyer.recentWallets', '{corrupt'))
    await page.evaluate(() => (window as unknown as Harness).foyerStorage.set('foyer.auth', '{"loginUsed":"yes"}'))
    const warnings: string[] = []
    const next = await visit()
    next.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const errors: Error[] = []
    next.on('pageerror', (error) => errors.push(error))
    expect(await next.evaluate((s) => (window as unknown as Harness).foyerStorage.readers(s), siwx)).toMatchObject({ recentWallets: [], loginCache: undefined })
    expect(await next.evaluate(() => (window as unknown as Harness).foyerStorage.logged)).toEqual([
      { name: 'StoredValueDroppedError', key: 'foyer.recentWallets' },
      { name: 'StoredValueDroppedError', key: 'foyer.auth' },
    ])
    // Heard by the listeners only: the store prints nothing itself (FoyerProvider's listener writes
    // it to the configuration's logger, at the logger's level).
    expect(warnings.filter((text) => text.includes('foyer.recentWallets'))).toEqual([])
    expect(await next.evaluate(() => (window as unknown as Harness).foyerStorage.database('kit'))).toEqual({ 'foyer.storageVersion': '1' })
    expect(errors).toEqual([])
  })

  it('falls back to localStorage where IndexedDB refuses to open, and upgrades nothing there', async () => {
    await context().addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError')
      }
    })
    const page = await visit({ 'foyer.recentWallets': '[{"id":"rainbow","name":"Rainbow"}]' })
    expect(await page.evaluate(() => (window as unknown as Harness).foyerStorage.open())).toEqual({
      backend: 'localStorage',
      keys: ['foyer.recentWallets', 'foyer.storageVersion'],
    })
    await page.evaluate(() => (window as unknown as Harness).foyerStorage.set('foyer.wc.deeplink', '{"href":"trust://","name":"Trust"}'))
    expect(await localKeys(page)).toEqual(['foyer.recentWallets', 'foyer.storageVersion', 'foyer.wc.deeplink'])
    expect(await page.evaluate((s) => (window as unknown as Harness).foyerStorage.readers(s), siwx)).toMatchObject({
      recentWallets: [{ id: 'rainbow', name: 'Rainbow' }],
      deepLink: { href: 'trust://', name: 'Trust' },
    })
  })

  it('keeps values in memory in a sandboxed frame, where both stores throw', async () => {
    const page = await context().newPage()
    await page.goto(server.sandboxedUrl)
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
    if (!frame) throw new Error('the sandboxed frame did not load')
    await frame.waitForFunction(() => 'foyerStorage' in window)
    expect(await frame.evaluate(() => (window as unknown as Harness).foyerStorage.open())).toEqual({ backend: 'memory', keys: [] })
    await frame.evaluate(() => (window as unknown as Harness).foyerStorage.set('foyer.auth', '{"loginUsed":true}'))
    expect(await frame.evaluate((s) => (window as unknown as Harness).foyerStorage.readers(s), siwx)).toMatchObject({ loginCache: { loginUsed: true } })
  })
})
