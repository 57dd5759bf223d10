import { setTimeout as sleep } from 'node:timers/promises'
import { inspect } from 'node:util'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import type { ApiRoute } from '../../services/api/matchRoute'
import { HttpRequestError, HttpResponseError, createHttpClient } from './createHttpClient'

/*
 * The generic HTTP client against the real API server (its own /health, /getWalletImage and a few
 * echo routes for PUT and DELETE, which the API itself does not use yet), and the promise that no
 * key in a URL ever reaches an error message, an inspected error or the console.
 */
let api: RunningServer
let downUrl = ''
const secret = 'super-secret-project'
const seen: { method: string; search: string; body: unknown }[] = []
const echo = (method: ApiRoute['method']): ApiRoute => ({
  method,
  path: '/echo',
  async handle({ url, json }) {
    const body = method === 'GET' ? undefined : await json().catch(() => undefined)
    seen.push({ method, search: url.search, body })
    return method === 'DELETE' ? { status: 204, body: null } : { body: { method, query: Object.fromEntries(url.searchParams), body: body ?? null } }
  },
})

beforeAll(async () => {
  api = await createApiServer({
    chains: [],
    routes: [
      echo('GET'),
      echo('POST'),
      echo('PUT'),
      echo('DELETE'),
      { method: 'GET', path: '/fails', handle: () => ({ status: 500, body: { error: `boom ?projectId=${secret}` } }) },
      { method: 'GET', path: '/slow', handle: () => sleep(3_000).then(() => ({ body: {} })) },
    ],
  }).listen(0, '127.0.0.1')
  const down = await createApiServer({ chains: [] }).listen(0, '127.0.0.1')
  downUrl = down.url
  await down.close()
})
afterAll(() => api?.close())

const echoSchema = z.object({ method: z.string(), query: z.record(z.string(), z.string()), body: z.unknown() })

describe('createHttpClient', () => {
  it('sends GET, POST, PUT and DELETE with clientId appended and empty parameters skipped', async () => {
    const http = createHttpClient({ baseUrl: `${api.url}/`, clientId: 'client-1' })
    const query = { a: '1', empty: '', none: undefined, off: false, list: [] as string[], many: ['x', 'y'] }
    expect(await http.get({ path: '/echo', query, schema: echoSchema })).toEqual({ method: 'GET', query: { a: '1', many: 'x,y', clientId: 'client-1' }, body: null })
    expect(await http.post({ path: '/echo', body: { n: 1 }, schema: echoSchema })).toMatchObject({ method: 'POST', body: { n: 1 } })
    expect(await http.put({ path: '/echo', body: { n: 2 }, schema: echoSchema })).toMatchObject({ method: 'PUT', body: { n: 2 } })
    expect(await http.delete({ path: '/echo', schema: z.undefined() })).toBeUndefined()
    expect(seen.map((request) => request.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE'])
    expect(seen.every((request) => request.search.includes('clientId=client-1'))).toBe(true)
  })

  it('leaves clientId out when there is none', async () => {
    const http = createHttpClient({ baseUrl: api.url, clientId: '' })
    expect((await http.get({ path: '/echo', schema: echoSchema })).query).toEqual({})
  })

  it('GETs a blob and checks its type', async () => {
    const http = createHttpClient({ baseUrl: api.url })
    const image = await http.getBlob({ path: '/getWalletImage/metamask', accept: 'image/*' })
    expect(image.type).toBe('image/svg+xml')
    expect(await image.text()).toMatch(/^<svg/)
    await expect(http.getBlob({ path: '/health', accept: 'image/*' })).rejects.toBeInstanceOf(HttpResponseError)
    await expect(http.getBlob({ path: '/getWalletImage/no-such-wallet' })).rejects.toMatchObject({ name: 'HttpRequestError', status: 404 })
  })

  it('reports a wrong shape as HttpResponseError and an error status as HttpRequestError', async () => {
    const http = createHttpClient({ baseUrl: api.url })
    await expect(http.get({ path: '/echo', schema: z.object({ other: z.string() }) })).rejects.toBeInstanceOf(HttpResponseError)
    await expect(http.get({ path: '/fails', schema: z.unknown() })).rejects.toMatchObject({ status: 500 })
  })

  it('times out (10 s by default, here 200 ms) with a typed error', async () => {
    const http = createHttpClient({ baseUrl: api.url, timeoutMs: 200 })
    const error = await http.get({ path: '/slow', schema: z.unknown() }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: undefined, timedOut: true })
  })

  it('never prints keys of the URL: not in messages, inspected errors or the console', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const logged = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const query = { projectId: secret, apiKey: secret }
      const failures = await Promise.all([
        createHttpClient({ baseUrl: downUrl }).get({ path: '/echo', query, schema: z.unknown() }).catch((e: unknown) => e),
        createHttpClient({ baseUrl: `http://user:${secret}@${api.url.slice(7)}` }).get({ path: '/fails', query, schema: z.unknown() }).catch((e: unknown) => e),
        createHttpClient({ baseUrl: api.url, timeoutMs: 100 }).get({ path: '/slow', query, schema: z.unknown() }).catch((e: unknown) => e),
        createHttpClient({ baseUrl: api.url }).get({ path: '/echo', query, schema: z.string() }).catch((e: unknown) => e),
      ])
      for (const error of failures) {
        expect(error).toBeInstanceOf(Error)
        for (const text of [String(error), (error as Error).message, inspect(error, { depth: 10 }), JSON.stringify(error)]) {
          expect(text).not.toContain(secret)
        }
        expect((error as HttpRequestError).url).toContain('projectId=***')
      }
      for (const spy of [printed, logged, warned]) for (const call of spy.mock.calls) expect(inspect(call)).not.toContain(secret)
    } finally {
      vi.restoreAllMocks()
    }
  })
})
