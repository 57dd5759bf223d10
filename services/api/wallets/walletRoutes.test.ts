import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { registrySizeFromEnv } from './walletRoutes'

/* The registry routes over real HTTP: query parsing, errors as JSON, CORS, the SVG icon. */
let api: RunningServer

beforeAll(async () => {
  api = await createApiServer({ chains: [], walletRegistry: { size: 120 } }).listen(0)
})
afterAll(() => api.close())

const get = (query: string) => fetch(`${api.url}/getWallets?${query}`, { headers: { origin: 'http://127.0.0.1:5173' } })

describe('GET /getWallets', () => {
  it('answers { data, count } as JSON with CORS for local pages', async () => {
    const response = await get('projectId=p&page=3&entries=50&st=foyer&sv=0.1.0')
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    const body = (await response.json()) as { data: { id: string }[]; count: number }
    expect(body.count).toBe(120)
    expect(body.data.map((wallet) => wallet.id)).toEqual(Array.from({ length: 20 }, (_, index) => `test-wallet-${String(index + 51).padStart(4, '0')}`))
  })

  it.each([
    ['no projectId', 'page=1'],
    ['entries over 100', 'projectId=p&entries=101'],
    ['a bad chain id', 'projectId=p&chains=ethereum'],
  ])('answers 400 for %s', async (_, query) => {
    const response = await get(query)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'Invalid request' })
  })
})

describe('registrySizeFromEnv', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['1000', 1000],
    [' 40 ', 40],
  ])('%j -> %d', (value, expected) => {
    expect(registrySizeFromEnv({ FOYER_REGISTRY_SIZE: value })).toBe(expected)
  })

  it.each(['-1', '1.5', 'many', '100001'])('refuses %j', (value) => {
    expect(() => registrySizeFromEnv({ FOYER_REGISTRY_SIZE: value })).toThrow(/FOYER_REGISTRY_SIZE must be a whole number/)
  })
})
