import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../api/auth/rateLimits'
import { httpRequest } from '../../test/services/httpRequest'
import { ServerConfigError } from '../http/ServerConfigError'
import { loadServerConfig } from './loadServerConfig'
import { startServices } from './startServices'

const problemsOf = (env: Record<string, string>) => {
  try {
    loadServerConfig(env)
  } catch (error) {
    if (error instanceof ServerConfigError) return error.problems
    throw error
  }
  throw new Error('the configuration was accepted')
}

describe('rateLimits configuration', () => {
  it("defaults to the auth service's limits of today", () => {
    expect(loadServerConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS)
    expect(DEFAULT_RATE_LIMITS.codeSendsPerIp).toEqual({ limit: 30, windowMs: 600_000 })
  })

  it('takes FOYER_RATE_LIMITS as JSON; a field or key left out keeps its default', () => {
    const config = loadServerConfig({ FOYER_RATE_LIMITS: '{"codeSendsPerIp":{"limit":3},"signInStartsPerProject":{"limit":10,"windowMs":60000}}' })
    expect(config.rateLimits).toEqual({
      ...DEFAULT_RATE_LIMITS,
      codeSendsPerIp: { limit: 3, windowMs: 600_000 },
      signInStartsPerProject: { limit: 10, windowMs: 60_000 },
    })
  })

  it('reads the config file key, and the variable wins over it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-rate-config-'))
    try {
      const file = join(dir, 'foyer.config.json')
      writeFileSync(file, JSON.stringify({ rateLimits: { codeChecksPerIp: { limit: 7 }, codeSendsPerProject: { limit: 50 } } }))
      expect(loadServerConfig({ FOYER_CONFIG: file }).rateLimits.codeChecksPerIp).toEqual({ limit: 7, windowMs: 600_000 })
      const both = loadServerConfig({ FOYER_CONFIG: file, FOYER_RATE_LIMITS: '{"codeChecksPerIp":{"limit":9}}' }).rateLimits
      expect(both.codeChecksPerIp.limit).toBe(9)
      // The variable replaces the file's whole key, not a merge of the two.
      expect(both.codeSendsPerProject).toEqual(DEFAULT_RATE_LIMITS.codeSendsPerProject)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('names the bad key and where it came from', () => {
    expect(problemsOf({ FOYER_RATE_LIMITS: '{"codeSendsPerIp":{"limit":0}}' })).toEqual([
      expect.stringMatching(/^rateLimits\.codeSendsPerIp\.limit: .*\(FOYER_RATE_LIMITS\)$/),
    ])
    expect(problemsOf({ FOYER_RATE_LIMITS: '{"codeChecksPerIp":{"limit":5,"windowMs":10}}' })).toEqual([
      expect.stringMatching(/^rateLimits\.codeChecksPerIp\.windowMs: /),
    ])
    expect(problemsOf({ FOYER_RATE_LIMITS: '{"codeSends":{"limit":5}}' })).toEqual([expect.stringMatching(/^rateLimits\.codeSends: Unknown key/)])
    expect(problemsOf({ FOYER_RATE_LIMITS: '{"codeSendsPerIp":{"limit":"many"}}' })).toEqual([expect.stringMatching(/^rateLimits\.codeSendsPerIp\.limit: /)])
    expect(problemsOf({ FOYER_RATE_LIMITS: 'not json' })).toEqual(['FOYER_RATE_LIMITS: not valid JSON'])
  })

  it('is what the running API enforces', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'foyer-rate-serve-'))
    const config = loadServerConfig({
      FOYER_DEV: '1',
      FOYER_TRUST_PROXY: '1',
      FOYER_API_PORT: '0',
      FOYER_FRAME_PORT: '0',
      FOYER_LOG_LEVEL: 'silent',
      FOYER_DATA_DIR: dataDir,
      FOYER_RATE_LIMITS: '{"codeSendsPerIp":{"limit":2}}',
      // Longer than the default 30 s, so only the configured throttle can answer with more time left.
      FOYER_CODE_THROTTLE_MS: '60000',
    })
    const services = await startServices(config, { env: { NODE_ENV: 'development' }, frameAssets: new Map() })
    try {
      const start = (n: number, ip: string) =>
        httpRequest(`${services.urls.api}/auth/v1/email/start`, {
          method: 'POST',
          headers: { 'x-forwarded-for': ip },
          body: { projectId: 'foyer-local', email: `limit-${n}@example.com`, deviceId: 'device-limit-1' },
        })
      expect((await start(1, '10.7.0.1')).status).toBe(200)
      expect((await start(2, '10.7.0.1')).status).toBe(200)
      const refused = await start(3, '10.7.0.1')
      expect(refused.status).toBe(429)
      expect(refused.json()).toMatchObject({ error: 'rate_limited' })
      // Per IP: another client still gets its code.
      expect((await start(4, '10.7.0.2')).status).toBe(200)
      // The same address again (from a third client) meets the configured per-address throttle.
      const throttled = await start(4, '10.7.0.3')
      expect(throttled.status).toBe(429)
      expect(throttled.json()).toMatchObject({ error: 'throttled' })
      expect((throttled.json() as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(30_000)
    } finally {
      await services.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})
