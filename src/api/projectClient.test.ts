/*
 * The project calls over real HTTP: against Foyer's own API (its project routes), and against a
 * bare server that answers 429, 503 or garbage, to check which alert each outcome shows.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiServer } from '../../services/api/createApiServer'
import { projectRoutes } from '../../services/api/projectRoutes'
import { HttpRequestError } from '../errors/httpErrors'
import { checkAllowedOrigin, fetchAllowedOrigins, fetchRemoteFeatures, originFailureAlert } from './projectClient'

let api: { url: string; close(): Promise<void> }
let bare: Server
let bareUrl = ''
const origin = 'http://127.0.0.1:5173'

beforeAll(async () => {
  api = await createApiServer({ chains: [], domains: [projectRoutes({ rateLimit: { limit: 3, windowMs: 60_000 } })] }).listen(0, '127.0.0.1')
  bare = createServer((request, response) => {
    const status = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('projectId'))
    if (status) return void response.writeHead(status).end('{}')
    // Another server's 404 that happens to mention the words: only the API's code counts.
    if (request.url?.includes('projectId=other404')) return void response.writeHead(404).end('{"error":"Unknown project"}')
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"allowedOrigins":"not a list"}')
  })
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
  bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`
})

afterAll(async () => {
  await api.close()
  await new Promise((resolve) => bare.close(resolve))
})

describe('checkAllowedOrigin against the API', () => {
  it('the local project allows this origin: no alert', async () => {
    expect(await checkAllowedOrigin({ apiUrl: api.url, projectId: 'foyer-local', origin })).toBeUndefined()
  })

  it('a restricted project does not list this origin: APKT002', async () => {
    expect(await fetchAllowedOrigins({ apiUrl: api.url, projectId: 'foyer-restricted' })).not.toContain(origin)
    expect(await checkAllowedOrigin({ apiUrl: api.url, projectId: 'foyer-restricted', origin })).toEqual({ code: 'APKT002' })
  })

  it('a project id the API does not know: APKT007 Invalid Project ID, not APKT008', async () => {
    const error = await fetchAllowedOrigins({ apiUrl: api.url, projectId: 'nope' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'HttpRequestError', status: 404, reason: 'status' })
    expect(await checkAllowedOrigin({ apiUrl: api.url, projectId: 'nope', origin })).toEqual({ code: 'APKT007' })
  })

  it('the rate limiter answers 429: APKT010', async () => {
    const alerts = await Promise.all(Array.from({ length: 5 }, () => checkAllowedOrigin({ apiUrl: api.url, projectId: 'foyer-rate', origin })))
    expect(alerts).toContainEqual({ code: 'APKT010' })
  })

  it('serves remote features, with pay on for the pay project', async () => {
    expect(await fetchRemoteFeatures({ apiUrl: api.url, projectId: 'foyer-pay' })).toMatchObject({ pay: true })
  })
})

describe('checkAllowedOrigin against failing servers', () => {
  it.each([
    [429, 'APKT010'],
    [500, 'APKT009'],
    [503, 'APKT009'],
    [599, 'APKT009'],
    [404, 'APKT008'],
    [403, 'APKT008'],
  ])('HTTP %i -> %s', async (status, code) => {
    expect(await checkAllowedOrigin({ apiUrl: bareUrl, projectId: String(status), origin })).toEqual({ code })
  })

  it("a 404 without the API's unknown-project code is APKT008, not APKT007", async () => {
    expect(await checkAllowedOrigin({ apiUrl: bareUrl, projectId: 'other404', origin })).toEqual({ code: 'APKT008' })
  })

  it('a malformed answer is APKT008', async () => {
    const error = await fetchAllowedOrigins({ apiUrl: bareUrl, projectId: 'x' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'HttpRequestError', reason: 'parse' })
    expect(await checkAllowedOrigin({ apiUrl: bareUrl, projectId: 'x', origin })).toEqual({ code: 'APKT008' })
  })

  it('no server at all: Server Error with the "could not be reached" words, not APKT008', async () => {
    expect(await checkAllowedOrigin({ apiUrl: 'http://127.0.0.1:9', projectId: 'x', origin })).toEqual({
      code: 'APKT009',
      description: 'alert.APKT009.unreachable',
    })
  })

  it('no answer but the API is up (the browser refused it by CORS): APKT002', async () => {
    const refused = new HttpRequestError('An error occurred', {
      reason: 'network',
      url: `${api.url}/projects/v1/origins`,
      cause: new TypeError('Failed to fetch'),
    })
    expect(await originFailureAlert(refused, async () => true)).toEqual({ code: 'APKT002' })
    expect(await originFailureAlert(refused, async () => false)).toEqual({ code: 'APKT009', description: 'alert.APKT009.unreachable' })
    const timedOut = new HttpRequestError('An error occurred', { reason: 'timeout', url: api.url })
    expect(await originFailureAlert(timedOut, async () => true)).toEqual({ code: 'APKT009', description: 'alert.APKT009.unreachable' })
  })
})
