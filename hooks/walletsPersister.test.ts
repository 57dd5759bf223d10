/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadStoredWallets } from './walletsPersister'

const loaded = vi.hoisted(() => ({ store: 0, persister: 0 }))
vi.mock('../src/storage/kitStorage', () => ({
  loadKitStorage: () => {
    loaded.store += 1
    return new Promise(() => undefined)
  },
}))
vi.mock('./createWalletsPersister', () => {
  loaded.persister += 1
  return {}
})

afterEach(() => {
  localStorage.clear()
})

describe('preloadStoredWallets', () => {
  it('starts nothing on a browser that never stored a registry answer', async () => {
    preloadStoredWallets()
    // The persister's import() would have settled by the next macrotask.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(loaded).toEqual({ store: 0, persister: 0 })
  })

  it('opens the store and loads the persister where the hint says an answer is stored', async () => {
    localStorage.setItem('foyer.query.hint', '1')
    preloadStoredWallets()
    expect(loaded.store).toBe(1)
    await vi.waitFor(() => expect(loaded.persister).toBe(1))
  })
})
