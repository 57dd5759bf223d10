// @vitest-environment jsdom
import { expect, it, vi } from 'vitest'
import { createHostTransport } from './createHostTransport'

// The schemas are a chunk of their own in apps: a failed chunk load must settle everything with
// the catalogue's text, not leave the login hanging.
vi.mock('./messages', () => {
  throw new Error('chunk failed')
})

it('a schema module that fails to load rejects ready and requests with the catalogue text', async () => {
  const transport = createHostTransport({
    frameUrl: 'http://frame.test:8788/',
    hostOrigin: 'http://host.test:5173',
    query: { projectId: 'foyer-local', chainId: 31337 },
  })
  try {
    await expect(transport.ready).rejects.toThrow('Unable to load email login dependency')
    // The chunk's own failure rides along as the cause, so an app's error report says why it failed.
    await expect(transport.ready).rejects.toMatchObject({ cause: expect.any(Error) })
    await expect(transport.request('getUser', {})).rejects.toThrow('Unable to load email login dependency')
    // Without schemas nothing from the frame can be read: a READY is dropped, not trusted unread.
    const ready = { v: 1, kind: 'event', type: 'ready', payload: { version: 1 } }
    window.dispatchEvent(new MessageEvent('message', { data: ready, origin: 'http://frame.test:8788', source: transport.iframe.contentWindow }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(transport.droppedMessages()).toBe(1)
  } finally {
    transport.destroy()
  }
})
