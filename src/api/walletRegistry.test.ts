import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { getWallets, walletImageUrl } from './walletRegistry'
import { HttpRequestError } from '../errors/httpErrors'
import { Hono } from 'hono'
import type { ApiEnv } from '../../services/api/apiDomain'

/*
 * The registry client against the real API server (createApiServer on a free port, 1,000 wallets),
 * so the client and the route cannot drift apart; error paths use a closed port and a server that
 * answers the wrong shape.
 */
let api: RunningServer
let odd: RunningServer
const client = { projectId: 'test-project', sdkType: 'foyer', sdkVersion: '0.1.0' }

beforeAll(async () => {
  api = await createApiServer({ chains: [], walletRegistry: { size: 1000 } }).listen(0)
  odd = await createApiServer({
    chains: [],
    walletRegistry: { wallets: [] },
    domains: [{ app: new Hono<ApiEnv>().get('/broken/getWallets', (c) => c.json({ data: [{ id: 1 }], count: 'many' })) }],
  }).listen(0)
})
afterAll(async () => {
  await api.close()
  await odd.close()
})

describe('getWallets', () => {
  it('reads a page with the total count and absolute icon URLs', async () => {
    const { data, count } = await getWallets({ ...client, apiUrl: api.url, page: 1, entries: 40 })
    expect(count).toBe(1000)
    expect(data).toHaveLength(40)
    expect(data[0]).toMatchObject({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', imageUrl: `${api.url}/getWalletImage/metamask` })
    const second = await getWallets({ ...client, apiUrl: `${api.url}/`, page: 2, entries: 40 })
    expect(second.data[0]!.id).not.toBe(data[0]!.id)
    expect(new Set([...data, ...second.data].map((wallet) => wallet.id)).size).toBe(80)
  })

  it('sends search, include, exclude, badge type and chains', async () => {
    const search = await getWallets({ ...client, apiUrl: api.url, search: '  RAIN ', entries: 100 })
    expect(search.data[0]!.name).toBe('Rainbow')
    expect(search.data.every((wallet) => wallet.name.toLowerCase().includes('rain'))).toBe(true)
    const included = await getWallets({ ...client, apiUrl: api.url, include: ['rainbow', 'safe', 'nope'], exclude: ['safe'] })
    expect(included.data.map((wallet) => wallet.id)).toEqual(['rainbow'])
    const solana = await getWallets({ ...client, apiUrl: api.url, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], badgeType: 'certified', entries: 100 })
    expect(solana.data.map((wallet) => wallet.id)).toContain('solflare')
    expect(solana.data.map((wallet) => wallet.id)).not.toContain('metamask')
    expect(solana.data.every((wallet) => wallet.badgeType === 'certified')).toBe(true)
  })

  it('serves the icon the URL points at, as SVG', async () => {
    const response = await fetch(walletImageUrl({ apiUrl: api.url, imageId: 'rainbow' }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(await response.text()).toMatch(/^<svg[^>]*>.*<\/svg>$/)
    expect((await fetch(`${api.url}/getWalletImage/nope`)).status).toBe(404)
  })

  it('throws HttpRequestError with the status on a refused query, without the project id', async () => {
    const error = await getWallets({ ...client, apiUrl: api.url, entries: 500 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: 400, reason: 'status' })
    expect((error as HttpRequestError).shortMessage).toBe('Network Error: Wallet Load Failed')
    expect((error as Error).message).not.toContain('test-project')
    expect((error as HttpRequestError).url).toContain('projectId=***')
  })

  it('throws HttpRequestError without a status when nothing answers', async () => {
    const error = await getWallets({ ...client, apiUrl: 'http://127.0.0.1:1' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: undefined, reason: 'network' })
  })

  it('throws HttpRequestError on a body of the wrong shape', async () => {
    const error = await getWallets({ ...client, apiUrl: `${odd.url}/broken` }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ reason: 'parse', shortMessage: 'Network Error: Wallet Load Failed' })
    expect((error as Error).message).toContain('The response does not have the expected shape')
  })

  it('passes the abort signal through', async () => {
    const controller = new AbortController()
    controller.abort()
    const error = await getWallets({ ...client, apiUrl: api.url, signal: controller.signal }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ reason: 'aborted' })
    expect((error as HttpRequestError).walk()).toMatchObject({ name: 'AbortError' })
  })

  it('an empty registry answers no wallets', async () => {
    expect(await getWallets({ ...client, apiUrl: odd.url })).toEqual({ data: [], count: 0 })
  })
})
