// @vitest-environment jsdom
/*
 * The login cache's code loads with the kit's store, on first use: `withLoginCache` hands both to
 * its callback (a chunk that fails to load: withLoginCache.loadFailure.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { withLoginCache } from './withLoginCache'

describe('withLoginCache', () => {
  it("writes, reads and clears through the cache's code and the kit's store", async () => {
    await withLoginCache((cache, storage) => cache.writeLoginCache({ loginUsed: true, lastChainId: 31338 }, storage))
    expect(await withLoginCache((cache, storage) => cache.readLoginCache(storage))).toEqual({ loginUsed: true, lastChainId: 31338 })
    await withLoginCache((cache, storage) => cache.clearLoginCache(storage))
    expect(await withLoginCache((cache, storage) => cache.readLoginCache(storage))).toBeUndefined()
  })

  it("lets the callback's own failure through", async () => {
    await expect(
      withLoginCache(() => {
        throw new Error('callback failed')
      }),
    ).rejects.toThrow('callback failed')
  })
})
