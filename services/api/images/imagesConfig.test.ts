/*
 * The images directory in the production server: read from FOYER_IMAGES_DIR (or the config file's
 * `images`), served by the API; without it the production API serves no image at all (the
 * development stack's images are not reachable from production).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpRequest } from '../../../test/services/httpRequest'
import { PRODUCTION_SERVE_ENV } from '../../../test/services/productionTestEnv'
import { loadServerConfig } from '../../server/loadServerConfig'
import { startServices } from '../../server/startServices'
import type { RunningServices } from '../../server/startServices'

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"/>'
const root = mkdtempSync(join(tmpdir(), 'foyer-images-config-'))
const images = join(root, 'images')
let withImages: RunningServices
let without: RunningServices

beforeAll(async () => {
  mkdirSync(join(images, 'tokens'), { recursive: true })
  writeFileSync(join(images, 'tokens', 'OPS.svg'), svg)
  const start = (env: Record<string, string>, dataDir: string) =>
    startServices(loadServerConfig({ ...PRODUCTION_SERVE_ENV, FOYER_DATA_DIR: join(root, dataDir), ...env }), { env: { NODE_ENV: 'production' } })
  withImages = await start({ FOYER_IMAGES_DIR: images }, 'a')
  without = await start({}, 'b')
}, 120_000)
afterAll(async () => {
  await Promise.all([withImages?.stop(), without?.stop()])
  rmSync(root, { recursive: true, force: true })
})

const get = (services: RunningServices, path: string) => httpRequest(`${services.urls.api}${path}`, { headers: { host: 'api.example' } })

describe('images in production', () => {
  it('reads FOYER_IMAGES_DIR', () => {
    expect(loadServerConfig({ ...PRODUCTION_SERVE_ENV, FOYER_IMAGES_DIR: images }).images).toEqual({ directory: images })
    expect(loadServerConfig({ ...PRODUCTION_SERVE_ENV }).images).toBeUndefined()
  })

  it("serves the operator's images, and none of the development stack's", async () => {
    const served = await get(withImages, '/public/getTokenImage/OPS')
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('image/svg+xml')
    expect(served.text).toBe(svg)
    for (const services of [withImages, without]) {
      for (const path of ['/public/getTokenImage/ETH', '/public/getAssetImage/eip155-31337', '/public/getCurrencyImage/USD']) {
        expect((await get(services, path)).status).toBe(404)
      }
    }
    expect((await get(without, '/public/getTokenImage/OPS')).status).toBe(404)
  })
})
