// @vitest-environment node
/**
 * The registry persister in headless Chromium, on the app's React Query and the kit's IndexedDB
 * store: a returning visit is answered from the store without a request, fetched again behind it
 * once older than the queries' staleTime, not shown once older than a day; each scope is its own
 * entry; a stored answer that fails its check is dropped and logged, and the registry asked.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from '../chromium'
import type { KitStorageHarness } from './kitStorageHarness'
import { serveKitStorageHarness } from './serveKitStorageHarness'

type Harness = { foyerStorage: KitStorageHarness }

const server = serveKitStorageHarness()
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions())
}, 30_000)
afterAll(async () => {
  await browser?.close()
})
beforeEach(async () => {
  context = await browser.newContext()
  server.registryRequests.length = 0
})
afterEach(async () => {
  await context.close()
})

async function visit(): Promise<Page> {
  const page = await context.newPage()
  await page.goto(server.url)
  return page
}

const recommended = (page: Page, chains?: string[], flush = true) =>
  page.evaluate(([given, wait]) => (window as unknown as Harness).foyerStorage.recommended(given, wait), [chains, flush] as const)

/** Moves the stored answer's fetch time `ageMs` into the past, as if fetched that long ago. */
async function age(page: Page, ageMs: number) {
  await page.evaluate(async (ms) => {
    const harness = (window as unknown as Harness).foyerStorage
    const database = await harness.database('kit')
    for (const [key, value] of Object.entries(database)) {
      if (!key.startsWith('foyer.query-')) continue
      const stored = JSON.parse(String(value))
      stored.state.dataUpdatedAt = Date.now() - ms
      await harness.setInDatabase(key, JSON.stringify(stored))
    }
  }, ageMs)
}

describe('registry persister', () => {
  it('answers a returning visit from the store without a request, then fetches again once stale', async () => {
    expect(await recommended(await visit())).toEqual({ first: ['Wallet 1'], fetchingAfterRestore: false, last: ['Wallet 1'] })
    expect(server.registryRequests).toHaveLength(1)

    // Fresh (younger than staleTime): no request at all.
    expect(await recommended(await visit())).toEqual({ first: ['Wallet 1'], fetchingAfterRestore: false, last: ['Wallet 1'] })
    expect(server.registryRequests).toHaveLength(1)

    // Older than staleTime (10 min): shown at once, fetched again behind it, the new answer stored.
    const page = await visit()
    await age(page, 11 * 60_000)
    expect(await recommended(page)).toEqual({ first: ['Wallet 1'], fetchingAfterRestore: true, last: ['Wallet 2'] })
    expect(server.registryRequests).toHaveLength(2)
    expect(await recommended(await visit())).toMatchObject({ first: ['Wallet 2'] })
    expect(server.registryRequests).toHaveLength(2)
  })

  it("asks the registry at once on a browser that has stored nothing, without waiting for the store's opening", async () => {
    // IndexedDB never answers: a first visit that looked in the store first would wait for it for good.
    await context.addInitScript(() => {
      IDBFactory.prototype.open = function open() {
        return {} as IDBOpenDBRequest
      }
    })
    const page = await visit()
    expect(await recommended(page, undefined, false)).toEqual({ first: ['Wallet 1'], fetchingAfterRestore: false, last: ['Wallet 1'] })
    expect(server.registryRequests).toHaveLength(1)
  })

  it('stores the first answer with its hint, so the next visit looks in the store first', async () => {
    const page = await visit()
    await recommended(page)
    expect(await page.evaluate(() => localStorage.getItem('foyer.query.hint'))).toBe('1')
    // Without the hint a returning visit would ask again; with it, the stored answer needs no request.
    expect(await recommended(await visit())).toMatchObject({ first: ['Wallet 1'] })
    expect(server.registryRequests).toHaveLength(1)
  })

  it('does not show an answer older than a day, and keeps one entry per scope', async () => {
    const page = await visit()
    await recommended(page)
    await age(page, 25 * 60 * 60_000)
    expect(await recommended(await visit())).toMatchObject({ first: ['Wallet 2'], fetchingAfterRestore: false })
    // Another set of networks is another entry: asked of the registry, and the first one kept.
    expect(await recommended(await visit(), ['eip155:8453'])).toMatchObject({ first: ['Wallet 3'] })
    expect(await recommended(await visit())).toMatchObject({ first: ['Wallet 2'] })
    expect(server.registryRequests).toEqual(['eip155:1', 'eip155:1', 'eip155:8453'])
  })

  it('drops a stored answer that fails its check, logs it, and asks the registry', async () => {
    const page = await visit()
    await recommended(page)
    await page.evaluate(async () => {
      const harness = (window as unknown as Harness).foyerStorage
      for (const [key, value] of Object.entries(await harness.database('kit'))) {
        if (!key.startsWith('foyer.query-')) continue
        const stored = JSON.parse(String(value))
        stored.state.data.data[0].imageUrl = 'javascript:alert(1)'
        await harness.setInDatabase(key, JSON.stringify(stored))
      }
    })
    const next = await visit()
    expect(await recommended(next)).toMatchObject({ first: ['Wallet 2'] })
    expect(server.registryRequests).toHaveLength(2)
    const logged = await next.evaluate(() => (window as unknown as Harness).foyerStorage.logged)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ name: 'StoredValueDroppedError' })
    expect(logged[0]?.key.startsWith('foyer.query-')).toBe(true)
    // The fresh answer took its place.
    expect(await recommended(await visit())).toMatchObject({ first: ['Wallet 2'] })
    expect(server.registryRequests).toHaveLength(2)
  })
})
