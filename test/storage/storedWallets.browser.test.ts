// @vitest-environment node
/**
 * The registry's stored answers in headless Chromium, on the app's React Query: a returning visit
 * has the list in its first render, without a request, fetched again behind it once older than the
 * queries' staleTime, not shown once older than a day; each scope is its own entry; a stored answer
 * that fails its check is dropped and logged, and the registry asked.
 */
import type { Page } from '@playwright/test'
import { beforeEach, describe, expect, it } from 'vitest'
import { useHarnessBrowser } from './harnessBrowser'
import type { KitStorageHarness } from './kitStorageHarness'

type Harness = { foyerStorage: KitStorageHarness }

const { server, context, visit } = useHarnessBrowser()
beforeEach(() => {
  server.registryRequests.length = 0
})

const recommended = (page: Page, chains?: string[]) => page.evaluate((given) => (window as unknown as Harness).foyerStorage.recommended(given), chains)

/** Rewrites every stored registry answer of the page's origin: its fetch time, or its first wallet's icon. */
async function rewriteStored(page: Page, change: { ageMs?: number; imageUrl?: string }) {
  await page.evaluate(({ ageMs, imageUrl }) => {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('foyer.wallets-')) continue
      const stored = JSON.parse(localStorage.getItem(key) ?? '')
      if (ageMs !== undefined) stored.updatedAt = Date.now() - ageMs
      if (imageUrl !== undefined) stored.answer.data[0].imageUrl = imageUrl
      localStorage.setItem(key, JSON.stringify(stored))
    }
  }, change)
}

/** Moves the stored answer's fetch time `ageMs` into the past, as if fetched that long ago. */
const age = (page: Page, ageMs: number) => rewriteStored(page, { ageMs })

describe('stored registry answers', () => {
  it("gives a returning visit's first render the list without a request, then fetches again once stale", async () => {
    expect(await recommended(await visit())).toEqual({ atOnce: false, first: ['Wallet 1'], fetchingAfterRestore: false, last: ['Wallet 1'] })
    expect(server.registryRequests).toHaveLength(1)

    // Fresh (younger than staleTime): in the first render, and no request at all.
    expect(await recommended(await visit())).toEqual({ atOnce: true, first: ['Wallet 1'], fetchingAfterRestore: false, last: ['Wallet 1'] })
    expect(server.registryRequests).toHaveLength(1)

    // Older than staleTime (10 min): shown at once, fetched again behind it, the new answer stored.
    const page = await visit()
    await age(page, 11 * 60_000)
    expect(await recommended(page)).toEqual({ atOnce: true, first: ['Wallet 1'], fetchingAfterRestore: true, last: ['Wallet 2'] })
    expect(server.registryRequests).toHaveLength(2)
    expect(await recommended(await visit())).toMatchObject({ first: ['Wallet 2'] })
    expect(server.registryRequests).toHaveLength(2)
  })

  it("asks the registry at once on a first visit, whatever the kit's store does", async () => {
    // IndexedDB never answers: the list does not depend on the kit's store at all.
    await context().addInitScript(() => {
      IDBFactory.prototype.open = function open() {
        return {} as IDBOpenDBRequest
      }
    })
    const page = await visit()
    expect(await recommended(page)).toEqual({ atOnce: false, first: ['Wallet 1'], fetchingAfterRestore: false, last: ['Wallet 1'] })
    expect(server.registryRequests).toHaveLength(1)
    // Stored all the same, where the next visit reads it.
    expect(await recommended(await visit())).toMatchObject({ atOnce: true, first: ['Wallet 1'] })
    expect(server.registryRequests).toHaveLength(1)
  })

  it('keeps nothing where localStorage refuses, and the list still comes from the registry', async () => {
    await context().addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError')
      }
    })
    expect(await recommended(await visit())).toMatchObject({ atOnce: false, first: ['Wallet 1'] })
    expect(await recommended(await visit())).toMatchObject({ atOnce: false, first: ['Wallet 2'] })
    expect(server.registryRequests).toHaveLength(2)
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
    await rewriteStored(page, { imageUrl: 'javascript:alert(1)' })
    const next = await visit()
    expect(await recommended(next)).toMatchObject({ first: ['Wallet 2'] })
    expect(server.registryRequests).toHaveLength(2)
    const logged = await next.evaluate(() => (window as unknown as Harness).foyerStorage.logged)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ name: 'StoredValueDroppedError' })
    expect(logged[0]?.key.startsWith('foyer.wallets-')).toBe(true)
    // The fresh answer took its place.
    expect(await recommended(await visit())).toMatchObject({ first: ['Wallet 2'] })
    expect(server.registryRequests).toHaveLength(2)
  })
})
