/** @vitest-environment jsdom */
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadStoredWallets, storedWalletsRestored } from './walletsPersister'

const loaded = vi.hoisted(() => ({ store: 0, persister: 0, restored: [] as unknown[], restore: { finish: (): void => undefined, fail: false } }))
vi.mock('../src/storage/kitStorage', () => ({
  loadKitStorage: () => {
    loaded.store += 1
    return new Promise(() => undefined)
  },
}))
vi.mock('./createWalletsPersister', () => {
  loaded.persister += 1
  return {
    restoreStoredWallets: (queryClient: QueryClient) => {
      loaded.restored.push(queryClient)
      return new Promise<void>((resolve, reject) => {
        loaded.restore.finish = () => (loaded.restore.fail ? reject(new Error('no store')) : resolve())
      })
    },
  }
})

afterEach(() => {
  localStorage.clear()
})

// Whether `promise` has settled once every task queued so far has run.
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  void promise.then(() => {
    settled = true
  })
  await new Promise((resolve) => setTimeout(resolve, 0))
  return settled
}

describe('preloadStoredWallets', () => {
  it('starts nothing on a browser that never stored a registry answer, and holds nothing back', async () => {
    preloadStoredWallets(new QueryClient())
    // The persister's import() would have settled by the next macrotask.
    expect(await settledSoon(storedWalletsRestored())).toBe(true)
    expect(loaded).toMatchObject({ store: 0, persister: 0, restored: [] })
  })

  it('opens the store and restores the stored answers into the client once, which the list waits for', async () => {
    localStorage.setItem('foyer.query.hint', '1')
    const queryClient = new QueryClient()
    preloadStoredWallets(queryClient)
    expect(loaded.store).toBe(1)
    await vi.waitFor(() => expect(loaded.restored).toEqual([queryClient]))
    // A second opening (the hover's prefetch, then the click) restores nothing more.
    preloadStoredWallets(queryClient)
    expect(loaded.restored).toHaveLength(1)
    // The shell's registry part and the click's prefetch wait until the answers are in the cache.
    const restored = storedWalletsRestored()
    expect(await settledSoon(restored)).toBe(false)
    loaded.restore.finish()
    expect(await settledSoon(restored)).toBe(true)
  })

  it('lets the list go on when the restoration fails (the queries then read the store themselves)', async () => {
    localStorage.setItem('foyer.query.hint', '1')
    loaded.restore.fail = true
    preloadStoredWallets(new QueryClient())
    await vi.waitFor(() => expect(loaded.restored).toHaveLength(2))
    const restored = storedWalletsRestored()
    loaded.restore.finish()
    await expect(restored).resolves.toBeUndefined()
  })
})
