import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { warmFetch, warmRequest } from './warmRequests'
import { getWallets, walletsUrl } from './walletRegistry'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'

/*
 * Warm requests against real HTTP servers: a counting server (every request it sees, with its
 * method and accept header) and the real API for the registry client taking a warm answer.
 */
let counting: Server
let base: string
const seen: { url: string; method: string; accept: string | undefined }[] = []
let api: RunningServer

beforeAll(async () => {
  counting = createServer((request, response) => {
    seen.push({ url: request.url ?? '', method: request.method ?? '', accept: request.headers.accept })
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ n: seen.length }))
  })
  await new Promise<void>((resolve) => counting.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(counting.address() as AddressInfo).port}`
  api = await createApiServer({ chains: [], walletRegistry: { size: 50 } }).listen(0)
})
afterAll(async () => {
  await new Promise((resolve) => counting.close(resolve))
  await api.close()
})
afterEach(() => {
  seen.length = 0
  vi.useRealTimers()
})

describe('warmRequest / warmFetch', () => {
  it('hands the request sent ahead to the first fetch of its URL, once', async () => {
    const url = new URL(`${base}/a?x=1`)
    warmRequest(url.href, 'application/json', 0)
    warmRequest(url.href, 'application/json', 0) // already waiting: not sent twice
    const first = await warmFetch(url, { headers: { accept: 'application/json' } })
    expect(await first.json()).toEqual({ n: 1 })
    expect(seen).toEqual([{ url: '/a?x=1', method: 'GET', accept: 'application/json' }])
    // Taken: the next fetch of the URL goes to the server.
    const second = await warmFetch(url)
    expect(await second.json()).toEqual({ n: 2 })
    expect(seen).toHaveLength(2)
  })

  it('sends other URLs, other methods and aborted requests as fetch would', async () => {
    warmRequest(`${base}/b`, 'application/json', 0)
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    await warmFetch(new URL(`${base}/c`))
    expect(seen.map((request) => request.url)).toEqual(['/b', '/c'])
    await warmFetch(new URL(`${base}/b`), { method: 'POST', body: '{}' })
    expect(seen.at(-1)).toMatchObject({ url: '/b', method: 'POST' })
    warmRequest(`${base}/d`, 'application/json', 0)
    const aborted = new AbortController()
    aborted.abort()
    await expect(warmFetch(new URL(`${base}/d`), { signal: aborted.signal })).rejects.toThrow()
    await vi.waitFor(() => expect(seen.filter((request) => request.url === '/d')).toHaveLength(1))
  })

  it('does not serve an answer older than 5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    warmRequest(`${base}/e`, 'application/json', 0)
    await vi.waitFor(() => expect(seen).toEqual([expect.objectContaining({ url: '/e' })]))
    vi.setSystemTime(Date.now() + 5_001)
    const response = await warmFetch(new URL(`${base}/e`))
    expect(await response.json()).toEqual({ n: 2 })
    expect(seen.map((request) => request.url)).toEqual(['/e', '/e'])
  })

  it('lets getWallets take the warm answer of its own URL: one request to the API', async () => {
    const parameters = { baseUrl: api.url, projectId: 'test-project', sdkType: 'foyer', sdkVersion: '0.1.0', page: 1, entries: 8 }
    let requests = 0
    const counted: typeof fetch = (input, init) => {
      requests += 1
      return fetch(input, init)
    }
    warmRequest(walletsUrl(parameters).href, 'application/json', 0)
    const { data, count } = await getWallets({ ...parameters, fetch: (input, init) => warmFetch(input, init) })
    expect(count).toBe(50)
    expect(data).toHaveLength(8)
    // The same call without a warm request goes to the network through the given fetch.
    await getWallets({ ...parameters, fetch: counted })
    expect(requests).toBe(1)
  })

  it('sends nothing for a URL that went out through warmFetch less than freshMs ago', async () => {
    const url = `${base}/f`
    await (await warmFetch(new URL(url))).json()
    warmRequest(url, 'application/json', 60_000) // the taker's answer is still fresh: nobody would take this one
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(seen.map((request) => request.url)).toEqual(['/f'])
    warmRequest(url, 'application/json', 0)
    await vi.waitFor(() => expect(seen.map((request) => request.url)).toEqual(['/f', '/f']))
    await (await warmFetch(new URL(url))).json()
    expect(seen).toHaveLength(2)
  })
})
