import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiServer } from '../api/createApiServer'
import { authRoutes } from '../api/auth/authRoutes'
import { projectRoutes } from '../api/projectRoutes'
import { createFrameServer } from '../frame/createFrameServer'
import { databaseOrDevelopment } from '../store/developmentDatabase'
import { developmentDefault } from './developmentDefault'
import { isDevelopment, modeOf } from './developmentMode'

afterEach(() => vi.unstubAllEnvs())

const development = { FOYER_DEV: '1', NODE_ENV: 'test' }

describe('developmentDefault', () => {
  it('gives the value, else the default in development only', () => {
    expect(developmentDefault(['https://a.example'], ['http://127.0.0.1:*'], 'x', { NODE_ENV: 'production' })).toEqual(['https://a.example'])
    expect(developmentDefault(undefined, ['http://127.0.0.1:*'], 'x', development)).toEqual(['http://127.0.0.1:*'])
    expect(developmentDefault(undefined, 'd', 'x', { FOYER_DEV: ' true ', NODE_ENV: 'development' })).toBe('d')
    // An empty list is a choice (serve nobody), not a missing option.
    expect(developmentDefault([], ['http://127.0.0.1:*'], 'x', {})).toEqual([])
  })

  it('refuses a missing value when FOYER_DEV is not 1, whatever NODE_ENV says: production is the default', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test', FOYER_DEV: '0' }, { NODE_ENV: 'production' }]) {
      expect(() => developmentDefault(undefined, 'd', 'createThing({ option })', env)).toThrow(
        /^createThing\(\{ option \}\) is required in production .*: production is the default, and the development defaults apply only with FOYER_DEV=1$/,
      )
    }
  })

  it('refuses FOYER_DEV=1 unless NODE_ENV is development or test, naming both', () => {
    expect(() => developmentDefault(undefined, 'd', 'createThing({ option })', { FOYER_DEV: '1' })).toThrow(
      /createThing\(\{ option \}\) is required in production .*FOYER_DEV=1 \(development mode\) needs NODE_ENV=development or NODE_ENV=test, and NODE_ENV is unset/,
    )
    expect(() => developmentDefault(undefined, 'd', 'x', { FOYER_DEV: '1', NODE_ENV: 'production' })).toThrow(/and NODE_ENV is "production"/)
  })
})

describe('isDevelopment and modeOf', () => {
  it('needs both switches', () => {
    expect(isDevelopment(development)).toBe(true)
    expect(isDevelopment({ NODE_ENV: 'development' })).toBe(false)
    expect(isDevelopment({ FOYER_DEV: '1', NODE_ENV: 'staging' })).toBe(false)
  })

  it("reads a partial environment's missing keys from the process, and an undefined key as unset", () => {
    vi.stubEnv('FOYER_DEV', '1')
    vi.stubEnv('NODE_ENV', 'test')
    expect(modeOf({ FOYER_SMTP_URL: 'smtp://x' })).toEqual(development)
    expect(modeOf({ FOYER_DEV: undefined })).toEqual({ FOYER_DEV: undefined, NODE_ENV: 'test' })
    expect(modeOf({ NODE_ENV: 'production' })).toEqual({ FOYER_DEV: '1', NODE_ENV: 'production' })
  })
})

// A server an operator builds from the factories must not fall back to localhost's projects and
// origins because an option was left out: each refuses to be built.
describe('the factories under NODE_ENV=production', () => {
  // The case the probe found: NODE_ENV left unset or at development, FOYER_DEV not set.
  it('each refuses without FOYER_DEV=1 too, naming its option and the switch', () => {
    vi.stubEnv('FOYER_DEV', undefined)
    vi.stubEnv('NODE_ENV', 'development')
    expect(() => createApiServer({ chains: [], domains: [] })).toThrow(/createApiServer\(\{ allowedOrigins \}\) is required in production .*FOYER_DEV=1/)
    expect(() => projectRoutes()).toThrow(/projectRoutes\(\{ projects \}\) is required in production/)
    expect(() => createFrameServer({ apiUrl: 'https://api.example.com' })).toThrow(/createFrameServer\(\{ allowedOrigins \}\) is required/)
    expect(() => authRoutes({ env: { FOYER_RECOVERY_KEY: 'ab'.repeat(32) }, frameOrigins: [] })).toThrow(/authRoutes\(\{ projects \}\) is required/)
    expect(() => authRoutes({ env: {}, projects: [], frameOrigins: [] })).toThrow(/FOYER_RECOVERY_KEY is required in production/)
    expect(() => databaseOrDevelopment(undefined)).toThrow(/No database given: in production .*FOYER_DEV=1/)
  })

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
