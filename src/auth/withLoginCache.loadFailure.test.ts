// @vitest-environment jsdom
import { expect, it, vi } from 'vitest'
import { withLoginCache } from './withLoginCache'

// The cache's code is a chunk of its own in apps: when it fails to load, a disconnect or a reconnect
// goes on without the cache (an optimisation) instead of failing over it.
vi.mock('./loginCache', () => {
  throw new Error('chunk failed')
})

it('resolves undefined without calling back when the cache chunk fails to load', async () => {
  const use = vi.fn(() => true)
  await expect(withLoginCache(use)).resolves.toBeUndefined()
  expect(use).not.toHaveBeenCalled()
})
