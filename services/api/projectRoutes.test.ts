import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { closeDevelopmentDatabase } from '../store/developmentDatabase'
import { openDatabase } from '../store/openDatabase'
import type { SqlDatabase } from '../store/SqlDatabase'
import { requestDomain } from '../../test/services/requestDomain'
import type { ApiDomain } from './apiDomain'
import { projectRoutes } from './projectRoutes'

const projects = [
  { id: 'app', allowedOrigins: ['https://app.example.com'], features: { swaps: false } },
  { id: 'other', allowedOrigins: ['https://other.example.com'] },
]

const call = async (domain: ApiDomain, path: string, projectId: string) => {
  const answer = await requestDomain(domain, `${path}?projectId=${projectId}`)
  const body = (await answer.json()) as Record<string, unknown>
  if (answer.ok) return { status: 200, body }
  const { error, ...details } = body
  return { status: answer.status, body: error, ...(Object.keys(details).length > 0 ? { details } : {}) }
}

describe('projectRoutes', () => {
  let database: SqlDatabase
  beforeAll(async () => {
    database = await openDatabase({ memory: true })
  })
  afterAll(async () => {
    await database?.close()
    await closeDevelopmentDatabase()
  })

  it('serves a project its origins and flags; an unknown project is 404', async () => {
    const routes = projectRoutes({ projects, database })
    expect(await call(routes, '/projects/v1/origins', 'app')).toEqual({ status: 200, body: { allowedOrigins: ['https://app.example.com'] } })
    expect(await call(routes, '/appkit/v1/config', 'app')).toEqual({ status: 200, body: { features: { swaps: false } } })
    expect(await call(routes, '/appkit/v1/config', 'other')).toEqual({ status: 200, body: { features: {} } })
    expect((await call(routes, '/appkit/v1/config', 'nope')).status).toBe(404)
    // The code the modal reads to show APKT007 (Invalid Project ID) rather than APKT008.
    expect(await call(routes, '/projects/v1/origins', 'nope')).toEqual({ status: 404, body: 'Unknown project', details: { code: 'unknown_project' } })
  })

  it('counts a project in the database, so two instances share one limit; a new window starts over', async () => {
    // Past the windows the first test opened with the real clock.
    let now = Date.now() + 3_600_000
    const options = { projects, database, rateLimit: { limit: 3, windowMs: 60_000 }, now: () => now }
    const [first, second] = [projectRoutes(options), projectRoutes(options)]
    const statuses = []
    for (const routes of [first, second, first, second]) statuses.push((await call(routes, '/projects/v1/origins', 'other')).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    // Each project has its own window.
    expect((await call(first, '/appkit/v1/config', 'app')).status).toBe(200)
    now += 60_000
    expect((await call(second, '/appkit/v1/config', 'other')).status).toBe(200)
  })

  it('answers socials cut to the providers the API serves, with the oidc display; production requires signIn', async () => {
    const signIn = { socials: ['google', 'oidc'] as const, oidc: { name: 'Acme SSO' } }
    const routes = projectRoutes({ projects, database, signIn: { ...signIn, socials: [...signIn.socials] } })
    expect(await call(routes, '/appkit/v1/config', 'app')).toEqual({
      status: 200,
      body: { features: { swaps: false, socials: ['google', 'oidc'], oidc: { name: 'Acme SSO' } } },
    })
    vi.stubEnv('FOYER_DEV', '')
    try {
      expect(() => projectRoutes({ projects, database })).toThrow(/projectRoutes\(\{ signIn \}\) is required in production/)
      expect(() => projectRoutes({ projects, database, signIn: { socials: [] } })).not.toThrow()
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('without a database, counts in the development database, and refuses to be built in production', async () => {
    const routes = projectRoutes({ projects, rateLimit: { limit: 1, windowMs: 60_000 } })
    expect((await call(routes, '/appkit/v1/config', 'app')).status).toBe(200)
    expect((await call(routes, '/appkit/v1/config', 'app')).status).toBe(429)
    vi.stubEnv('NODE_ENV', 'production')
    try {
      expect(() => projectRoutes({ projects })).toThrow(/No database given/)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
