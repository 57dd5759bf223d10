/*
 * The project calls over real HTTP: against Foyer's own API (its project
 * routes), and against a bare server that answers 429, 503 or garbage, to
 * check the spec's mapping to alerts.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiServer } from '../../services/api/createApiServer'
import { projectRoutes } from '../../services/api/projectRoutes'
import { fetchAllowedOrigins, fetchRemoteFeatures, originCheckAlert, ProjectApiError } from './projectClient'

let api: { url: string; close(): Promise<void> }
let bare: Server
let bareUrl = ''

beforeAll(async () => {
  api = await createApiServer({ chains: [], routes: projectRoutes({ rateLimit: { limit: 3, windowMs: 60_000 } }) }).listen(0, '127.0.0.1')
  bare = createServer((request, response) => {
    const status = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('projectId'))
    if (status) return void response.writeHead(status).end('{}')
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"allowedOrigins":"not a list"}')
  })
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
  bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`
})

afterAll(async () => {
  await api.close()
  await new Promise((resolve) => bare.close(resolve))
})

describe('fetchAllowedOrigins against the API', () => {
  it('serves the local project', async () => {
    const origins = await fetchAllowedOrigins({ baseUrl: api.url, projectId: 'foyer-local' })
    expect(originCheckAlert({ allowedOrigins: origins }, 'http://127.0.0.1:5173')).toBeUndefined()
  })

  it('a restricted project does not list this origin: APKT002', async () => {
    const origins = await fetchAllowedOrigins({ baseUrl: api.url, projectId: 'foyer-restricted' })
    expect(originCheckAlert({ allowedOrigins: origins }, 'http://127.0.0.1:5173')).toBe('APKT002')
  })

  it('an unknown project fails: APKT008', async () => {
    const error = await fetchAllowedOrigins({ baseUrl: api.url, projectId: 'nope' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProjectApiError)
    expect(originCheckAlert({ error }, 'http://127.0.0.1:5173')).toBe('APKT008')
  })

  it('the rate limiter answers 429: APKT010', async () => {
    const calls = await Promise.all(
      Array.from({ length: 5 }, () => fetchAllowedOrigins({ baseUrl: api.url, projectId: 'foyer-rate' }).catch((e: unknown) => e)),
    )
    const limited = calls.find((call) => call instanceof ProjectApiError && call.status === 429)
    expect(limited).toBeDefined()
    expect(originCheckAlert({ error: limited }, 'http://127.0.0.1:5173')).toBe('APKT010')
  })

  it('serves remote features, with pay on for the pay project', async () => {
    expect(await fetchRemoteFeatures({ baseUrl: api.url, projectId: 'foyer-pay' })).toMatchObject({ pay: true })
  })
})

describe('originCheckAlert against failing servers', () => {
  it.each([
    [429, 'APKT010'],
    [500, 'APKT009'],
    [503, 'APKT009'],
    [599, 'APKT009'],
    [404, 'APKT008'],
    [403, 'APKT008'],
  ])('HTTP %i -> %s', async (status, code) => {
    const error = await fetchAllowedOrigins({ baseUrl: bareUrl, projectId: String(status) }).catch((e: unknown) => e)
    expect(originCheckAlert({ error }, 'http://127.0.0.1:5173')).toBe(code)
  })

  it('a malformed answer is APKT008', async () => {
    const error = await fetchAllowedOrigins({ baseUrl: bareUrl, projectId: 'x' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProjectApiError)
    expect(originCheckAlert({ error }, 'http://127.0.0.1:5173')).toBe('APKT008')
  })

  it('no server at all is APKT008', async () => {
    const error = await fetchAllowedOrigins({ baseUrl: 'http://127.0.0.1:9', projectId: 'x' }).catch((e: unknown) => e)
    expect(originCheckAlert({ error }, 'http://127.0.0.1:5173')).toBe('APKT008')
  })
})
