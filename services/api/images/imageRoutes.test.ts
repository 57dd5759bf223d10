import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ServerConfigError } from '../../http/ServerConfigError'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { imageRoutes } from './imageRoutes'

/* The image blobs over real HTTP, from a directory written for the test (and from none at all). */
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></svg>'
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const roots: string[] = []
let api: RunningServer
let bare: RunningServer

/** A fresh images directory holding `files` (path relative to it → content). */
function imagesDirectory(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), 'foyer-images-'))
  roots.push(root)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  return root
}

beforeAll(async () => {
  const directory = imagesDirectory({ 'assets/eip155-1.svg': svg, 'currencies/USD.svg': svg, 'tokens/USDC.png': png, 'tokens/notes.d/ignored.txt': 'x' })
  api = await createApiServer({ chains: [], images: { directory, maxAgeSeconds: 600 } }).listen(0)
  bare = await createApiServer({ chains: [] }).listen(0)
})
afterAll(async () => {
  await Promise.all([api?.close(), bare?.close()])
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

describe('GET /public/get*Image/:id', () => {
  it.each([
    ['getAssetImage', 'eip155-1', 'image/svg+xml'],
    ['getCurrencyImage', 'USD', 'image/svg+xml'],
    ['getCurrencyImage', 'usd', 'image/svg+xml'],
    ['getTokenImage', 'USDC', 'image/png'],
  ])('%s/%s answers the file with its type and a public cache lifetime', async (route, id, type) => {
    const response = await fetch(`${api.url}/public/${route}/${id}`, { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(type)
    expect(response.headers.get('cache-control')).toBe('public, max-age=600')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.equals(type === 'image/png' ? png : Buffer.from(svg))).toBe(true)
  })

  it('answers 304 to a request that holds the current ETag', async () => {
    const first = await fetch(`${api.url}/public/getTokenImage/USDC`)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]{22}"$/)
    const again = await fetch(`${api.url}/public/getTokenImage/USDC`, { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    expect((await fetch(`${api.url}/public/getTokenImage/USDC`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200)
  })

  it('answers 404 for an id without a file, in its kind only, and without any directory', async () => {
    for (const path of ['getTokenImage/DAI', 'getTokenImage/USD', 'getAssetImage/USDC', 'getCurrencyImage/eip155-1']) {
      const response = await fetch(`${api.url}/public/${path}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Unknown image' })
    }
    expect((await fetch(`${bare.url}/public/getTokenImage/USDC`)).status).toBe(404)
  })

  it('answers 400 for an id that is not one', async () => {
    for (const id of ['..%2Fassets%2Feip155-1', '.hidden', 'a%20b', 'x'.repeat(101)]) {
      expect((await fetch(`${api.url}/public/getTokenImage/${id}`)).status).toBe(400)
    }
  })
})

describe('imageRoutes at start-up', () => {
  it.each([
    ['a file over the size cap', { 'tokens/BIG.svg': `<svg>${' '.repeat(300)}</svg>` }, /larger than 256 bytes/],
    ['a PNG named .svg', { 'tokens/ETH.svg': png }, /does not hold a image\/svg\+xml image/],
    ['text named .png', { 'tokens/ETH.png': svg }, /does not hold a image\/png image/],
    ['another extension', { 'tokens/ETH.gif': 'GIF89a' }, /expected a \.svg/],
    ['a name that is not an id', { 'tokens/E TH.svg': svg }, /not an image id/],
    ['two files of one id', { 'tokens/ETH.svg': svg, 'tokens/eth.png': png }, /another tokens image has the id/],
  ])('refuses %s', (_, files, message) => {
    const directory = imagesDirectory(files)
    expect(() => imageRoutes({ directory, maxBytes: 256 })).toThrow(ServerConfigError)
    expect(() => imageRoutes({ directory, maxBytes: 256 })).toThrow(message)
  })

  it('refuses a directory that does not exist', () => {
    expect(() => imageRoutes({ directory: join(tmpdir(), 'foyer-images-none') })).toThrow(/cannot be read/)
  })
})
