/*
 * The login frame's session is bound to the project and host origin it was made for. A browser keeps
 * the frame origin's storage per top-level site, so every page of one site that embeds the frame
 * shares it: here the demo's origin signs in for `foyer-local`, then the same origin asking for
 * another project (`foyer-capture`) and another origin of the same site (127.0.0.1 on a port of this
 * test's own, serving the demo's files) find no session, while the first page, back again, still has it.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { frameOf, protocolModule, request, signInFrame } from './frameHost'
import { e2eUrls } from './stackPorts'

// Another origin of the demo's site: a blank page at `/`, the demo's files (the protocol module) elsewhere.
let other: Server
let otherOrigin = ''
test.beforeAll(async () => {
  other = createServer((incoming, outgoing) => {
    if (incoming.url === '/') return void outgoing.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Another page</title>')
    void fetch(`${e2eUrls.demo}${incoming.url ?? '/'}`).then(async (response) => {
      outgoing.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/octet-stream' })
      outgoing.end(Buffer.from(await response.arrayBuffer()))
    })
  })
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())))

/** Opens `origin` (the demo's, or the routed one) and connects the frame for `projectId`. */
async function host(page: Page, origin: string, projectId: string): Promise<void> {
  await page.goto(`${origin}/`)
  await page.evaluate(
    async ({ protocolModule, frameUrl, projectId }) => {
      const { createHostTransport } = (await import(/* @vite-ignore */ protocolModule)) as typeof import('../../entries/protocol')
      const transport = createHostTransport({ frameUrl, query: { projectId, chainId: 31337 } })
      Object.assign(window, { foyerTransport: transport })
      await transport.ready
    },
    { protocolModule, frameUrl: e2eUrls.frame, projectId },
  )
}

test('a frame session made for one project and origin is not found by another project or origin of the same site', async ({ page }) => {
  await host(page, e2eUrls.demo, 'foyer-local')
  const address = await signInFrame(page, `frame-scope-${Date.now()}@example.com`)
  expect(await request(page, 'getUser', { chainId: 31337 })).toMatchObject({ ok: true, value: { address } })

  await host(page, e2eUrls.demo, 'foyer-capture')
  expect(await request(page, 'getUser', { chainId: 31337 })).toMatchObject({ ok: false, code: 4100 })

  await host(page, otherOrigin, 'foyer-local')
  // The same storage partition as the demo's page: the frame's device id is there, the session not.
  expect(await frameOf(page).evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toContain('foyer-frame')
  expect(await request(page, 'getUser', { chainId: 31337 })).toMatchObject({ ok: false, code: 4100 })

  await host(page, e2eUrls.demo, 'foyer-local')
  expect(await request(page, 'getUser', { chainId: 31337 })).toMatchObject({ ok: true, value: { address } })
})
