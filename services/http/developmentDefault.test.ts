import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiServer } from '../api/createApiServer'
import { authRoutes } from '../api/auth/authRoutes'
import { projectRoutes } from '../api/projectRoutes'
import { createFrameServer } from '../frame/createFrameServer'
import { developmentDefault } from './developmentDefault'

afterEach(() => vi.unstubAllEnvs())

describe('developmentDefault', () => {
  it('gives the value, else the default outside production', () => {
    expect(developmentDefault(['https://a.example'], ['http://127.0.0.1:*'], 'x', { NODE_ENV: 'production' })).toEqual(['https://a.example'])
    expect(developmentDefault(undefined, ['http://127.0.0.1:*'], 'x', {})).toEqual(['http://127.0.0.1:*'])
    expect(developmentDefault(undefined, 'd', 'x', { NODE_ENV: 'test' })).toBe('d')
    // An empty list is a choice (serve nobody), not a missing option.
    expect(developmentDefault([], ['http://127.0.0.1:*'], 'x', { NODE_ENV: 'production' })).toEqual([])
  })

  it('refuses a missing value in production, naming the option', () => {
    expect(() => developmentDefault(undefined, 'd', 'createThing({ option })', { NODE_ENV: 'production' })).toThrow(
      /createThing\(\{ option \}\) is required in production/,
    )
  })
})

// A server an operator builds from the factories must not fall back to localhost's projects and
// origins because an option was left out: each refuses to be built.
describe('the factories under NODE_ENV=production', () => {
  it('createApiServer needs allowedOrigins', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(() => createApiServer({ chains: [], domains: [] })).toThrow(/createApiServer\(\{ allowedOrigins \}\) is required in production/)
    expect(() => createApiServer({ chains: [], domains: [], allowedOrigins: ['https://app.example.com'] })).not.toThrow()
  })

  it('projectRoutes needs projects and a database to count in', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(() => projectRoutes()).toThrow(/projectRoutes\(\{ projects \}\) is required in production/)
    expect(() => projectRoutes({ projects: [{ id: 'mine', allowedOrigins: ['https://app.example.com'] }] })).toThrow(/No database given/)
  })

  it('authRoutes needs projects and frameOrigins', () => {
    const env = { NODE_ENV: 'production', FOYER_RECOVERY_KEY: 'ab'.repeat(32) }
    const projects = [{ id: 'mine', allowedOrigins: ['https://app.example.com'] }]
    expect(() => authRoutes({ env, frameOrigins: ['https://frame.example.com'] })).toThrow(/authRoutes\(\{ projects \}\) is required in production/)
    expect(() => authRoutes({ env, projects })).toThrow(/authRoutes\(\{ frameOrigins \}\) is required in production/)
  })

  it('createFrameServer needs allowedOrigins and apiUrl', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(() => createFrameServer({ apiUrl: 'https://api.example.com' })).toThrow(/createFrameServer\(\{ allowedOrigins \}\) is required in production/)
    expect(() => createFrameServer({ allowedOrigins: ['https://app.example.com'] })).toThrow(/createFrameServer\(\{ apiUrl \}\) is required in production/)
  })
})

describe('the auth service without a recovery key', () => {
  it('refuses to build in production instead of sealing shares with a random per-process key', () => {
    const env = { NODE_ENV: 'production' }
    const options = { env, projects: [{ id: 'mine', allowedOrigins: ['https://app.example.com'] }], frameOrigins: ['https://frame.example.com'] }
    expect(() => authRoutes(options)).toThrow('FOYER_RECOVERY_KEY is required in production')
  })
})
