// @vitest-environment jsdom
/*
 * The frame session loads the host transport's code with the frame, not with the page: a chunk that
 * fails to load rejects with the catalogue's text (its cause kept), leaves nothing in the page, and
 * the next attempt loads it again.
 */
import { expect, it, vi } from 'vitest'
import type { FrameStandIn } from '../test/auth/frameStandIn'
import { createAuthFrameSession } from './authFrameSession'

const frame = vi.hoisted(() => ({
  chunkFails: true,
  state: { created: 0, requests: [], handlers: {}, listeners: new Set(), aborted: [], open: [] } as FrameStandIn,
}))
vi.mock('../src/protocol/createHostTransport', async () => {
  if (frame.chunkFails) throw new Error('chunk failed')
  const { standInHostTransport } = await import('../test/auth/frameStandIn')
  return { createHostTransport: () => standInHostTransport(frame.state) }
})

it("a transport chunk that fails to load rejects with 'Unable to load email login dependency'; the next attempt loads it", async () => {
  const onReady = vi.fn()
  const session = createAuthFrameSession({
    frameUrl: 'http://frame.test:8788',
    projectId: 'foyer-local',
    initialChain: () => ({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }),
    onEvent: () => undefined,
    onReady,
  })
  await expect(session.get()).rejects.toThrow('Unable to load email login dependency')
  await expect(session.request('getUser', { chainId: 31337 })).rejects.toMatchObject({
    shortMessage: 'Unable to load email login dependency',
    cause: expect.any(Error),
  })
  expect(session.current()).toBeUndefined()
  expect(document.querySelector('[data-foyer-auth-frame]')).toBeNull()
  expect(frame.state.created).toBe(0)

  frame.chunkFails = false
  vi.resetModules()
  const transport = await session.get()
  expect(session.current()).toBe(transport)
  expect(frame.state.created).toBe(1)
  expect(onReady).toHaveBeenCalledWith(transport)
  expect(document.querySelectorAll('[data-foyer-auth-frame]')).toHaveLength(1)
})
