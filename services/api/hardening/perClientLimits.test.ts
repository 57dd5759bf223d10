import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogger } from '../../../test/services/captureLogger'
import { rawHttp } from '../../../test/services/rawHttp'
import { openDatabase } from '../../store/openDatabase'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { analyticsRoutes } from '../analytics/analyticsRoutes'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { projectRoutes } from '../projectRoutes'

/*
 * Limits that one client cannot turn against others, over real HTTP from several loopback source
 * addresses (all of 127.0.0.0/8 reaches the server): a client that uses up its own allowance is
 * refused, and every other client still gets its answer.
 */
const ORIGIN = 'http://127.0.0.1:5173'
const projects = [
  { id: 'shop', allowedOrigins: [ORIGIN] },
  { id: 'blog', allowedOrigins: [ORIGIN] },
]
let database: SqlDatabase
let api: RunningServer
beforeAll(async () => {
  database = await openDatabase({ memory: true })
  const analytics = analyticsRoutes({
    projects,
    database,
    development: true,
    maxEvents: 3,
    rateLimits: { eventsPerIp: { limit: 5, windowMs: 60_000 }, eventsPerProject: { limit: 1_000, windowMs: 60_000 } },
  })
  // The project routes with their default limits: what an operator runs.
  api = await createApiServer({ chains: [], domains: [projectRoutes({ projects, database }), analytics], logger: captureLogger('warn').logger }).listen(
    0,
    '127.0.0.1',
  )
}, 60_000)
afterAll(async () => {
  await api?.close()
  await database?.close()
})

const origins = (from: string, projectId = 'shop') => rawHttp(`${api.url}/projects/v1/origins?projectId=${projectId}`, { localAddress: from })
const event = (from: string, projectId: string, eventId: string) =>
  rawHttp(`${api.url}/e?projectId=${projectId}&st=test&sv=1`, {
    method: 'POST',
    localAddress: from,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ eventId, url: `${ORIGIN}/`, domain: '127.0.0.1', timestamp: 1, props: { type: 'track', event: 'MODAL_OPEN' } }),
  })

describe('the project check (GET /projects/v1/origins)', () => {
  it("one address past its own limit is refused; another address's visitors still get the project", async () => {
    const statuses = new Map<number, number>()
    for (let sent = 0; sent < 601; sent++) {
      const { status } = await origins('127.0.0.2')
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
    // The flooding address used up its own 600 a minute, and only its own.
    expect(Object.fromEntries(statuses)).toEqual({ 200: 600, 429: 1 })
    const refused = await origins('127.0.0.2', 'blog')
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'rate_limited', retryAfterMs: expect.any(Number) })
    for (const visitor of ['127.0.0.3', '127.0.0.4']) {
      const answer = await origins(visitor)
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body)).toEqual({ allowedOrigins: [ORIGIN] })
    }
  }, 120_000)

  it('lets browsers and CDNs reuse an answer for a minute, never an error', async () => {
    expect((await origins('127.0.0.5')).headers['cache-control']).toBe('public, max-age=60')
    expect((await rawHttp(`${api.url}/appkit/v1/config?projectId=shop`, { localAddress: '127.0.0.5' })).headers['cache-control']).toBe('public, max-age=60')
    expect((await origins('127.0.0.5', 'nope')).headers['cache-control']).toBe('no-store')
  })
})

describe('analytics (POST /e)', () => {
  it("one address past its own limit is refused; another address's events are still taken", async () => {
    const statuses: number[] = []
    for (let sent = 0; sent < 6; sent++) statuses.push((await event('127.0.0.6', 'shop', `flood-${sent}`)).status)
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
    expect((await event('127.0.0.7', 'shop', 'visitor-1')).status).toBe(202)
  }, 60_000)

  it("keeps a store per project: one project's flood never pushes out another's events", async () => {
    expect((await event('127.0.0.8', 'blog', 'blog-1')).status).toBe(202)
    for (let sent = 0; sent < 4; sent++) expect((await event(`127.0.0.${9 + sent}`, 'shop', `shop-more-${sent}`)).status).toBe(202)
    const read = async (projectId: string) =>
      (JSON.parse((await rawHttp(`${api.url}/dev/events?projectId=${projectId}`)).body) as { events: { eventId: string }[] }).events.map((e) => e.eventId)
    expect(await read('blog')).toEqual(['blog-1'])
    // The busy project keeps its newest `maxEvents` (3).
    expect(await read('shop')).toEqual(['shop-more-1', 'shop-more-2', 'shop-more-3'])
  }, 60_000)
})
