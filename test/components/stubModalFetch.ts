import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { preloadModal } from './renderWithModal'

/** Answers one request of the page, or leaves it unanswered (`undefined`). */
export type FetchAnswer = (url: URL) => Response | undefined | Promise<Response | undefined>

/**
 * Sets up a test file of the modal: the modal's code loaded once, `fetch` answered by `answer` in
 * every test (a request it leaves unanswered fails as with a dead API, so nothing waits on it), and
 * the page cleaned up after each test.
 *
 * @example
 * stubModalFetch((url) => (url.pathname.startsWith('/v1/identity/') ? Response.json({ name: null, avatar: null }) : undefined))
 */
export function stubModalFetch(answer: FetchAnswer): void {
  beforeAll(async () => {
    await preloadModal()
  })
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: URL | string) => {
        const response = await answer(new URL(String(input)))
        if (response) return response
        throw new TypeError('fetch failed')
      }),
    )
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })
}
