/*
 * The session keys as an operator configures them: read from FOYER_SESSION_KEY* (or the file),
 * checked with zod, required outside development, and what the running services sign and check with,
 * across a restart that rotates them. (The rotation through each route is tested in
 * services/api/auth/sessionKeys.rotation.test.ts and services/api/siwx/siwxRoutes.sessionKeys.test.ts.)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { emailSignIn } from '../../test/serve/emailSignIn'
import { httpRequest } from '../../test/services/httpRequest'
import { ServerConfigError } from '../http/ServerConfigError'
import { loadServerConfig } from './loadServerConfig'
import { startServices } from './startServices'
import { startupProblems } from './startupProblems'

const OLD = 'a1'.repeat(32)
const NEW = Buffer.alloc(32, 0xb2).toString('base64')
const production = {
  FOYER_RECOVERY_KEY: 'ab'.repeat(32),
  FOYER_API_PUBLIC_URL: 'https://api.example',
  FOYER_FRAME_PUBLIC_URL: 'https://frame.example',
  FOYER_PROJECTS: JSON.stringify([{ id: 'shop', allowedOrigins: ['https://app.example'] }]),
}

const problemsOf = (env: Record<string, string>) => {
  try {
    loadServerConfig(env)
    return []
  } catch (error) {
    if (!(error instanceof ServerConfigError)) throw error
    return error.problems
  }
}

describe('sessionKeys configuration', () => {
  it('reads FOYER_SESSION_KEY, FOYER_SESSION_KEY_PREVIOUS and FOYER_SESSION_KEY_PREVIOUS_UNTIL', () => {
    const env = { FOYER_SESSION_KEY: NEW, FOYER_SESSION_KEY_PREVIOUS: OLD, FOYER_SESSION_KEY_PREVIOUS_UNTIL: '2026-12-08T00:00:00Z' }
    expect(loadServerConfig(env).sessionKeys).toEqual({ current: NEW, previous: OLD, previousUntil: '2026-12-08T00:00:00Z' })
    expect(loadServerConfig({}).sessionKeys).toBeUndefined()
  })

  it('refuses previous without previousUntil, a bad date or a bad key, naming the variable', () => {
    expect(problemsOf({ FOYER_SESSION_KEY: NEW, FOYER_SESSION_KEY_PREVIOUS: OLD })).toEqual([
      expect.stringMatching(/^sessionKeys\.previousUntil: Required with previous.*\(FOYER_SESSION_KEY_PREVIOUS_UNTIL\)$/),
    ])
    expect(problemsOf({ FOYER_SESSION_KEY: NEW, FOYER_SESSION_KEY_PREVIOUS: OLD, FOYER_SESSION_KEY_PREVIOUS_UNTIL: 'next week' })).toEqual([
      expect.stringMatching(/^sessionKeys\.previousUntil: Expected an ISO-8601 date-time.*\(FOYER_SESSION_KEY_PREVIOUS_UNTIL\)$/),
    ])
    expect(problemsOf({ FOYER_SESSION_KEY: 'abc' })).toEqual([expect.stringMatching(/^sessionKeys\.current: Must be 32 bytes.*\(FOYER_SESSION_KEY\)$/)])
    expect(problemsOf({ FOYER_SESSION_KEY_PREVIOUS: OLD, FOYER_SESSION_KEY_PREVIOUS_UNTIL: '2026-12-08T00:00:00Z' })).toContainEqual(
      expect.stringMatching(/^sessionKeys\.current: .*\(FOYER_SESSION_KEY\)$/),
    )
  })

  it('is required outside development, and an ended overlap is only a warning at start', async () => {
    expect(startupProblems(loadServerConfig(production), { NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^sessionKeys\.current \(FOYER_SESSION_KEY\) is required outside development/),
    ])
    const ended = { ...production, FOYER_SESSION_KEY: NEW, FOYER_SESSION_KEY_PREVIOUS: OLD, FOYER_SESSION_KEY_PREVIOUS_UNTIL: '2020-01-01T00:00:00Z' }
    expect(startupProblems(loadServerConfig(ended), { NODE_ENV: 'production' })).toEqual([])
    const dataDir = mkdtempSync(join(tmpdir(), 'foyer-keys-'))
    const lines: string[] = []
    const config = loadServerConfig({ ...ended, FOYER_API_PORT: '0', FOYER_FRAME_PORT: '0', FOYER_LOG_LEVEL: 'silent', FOYER_DATA_DIR: dataDir })
    const services = await startServices(config, { env: { NODE_ENV: 'production' }, frameAssets: new Map(), log: (line) => lines.push(line) })
    await services.stop()
    rmSync(dataDir, { recursive: true, force: true })
    expect(lines).toContainEqual(
      expect.stringMatching(/^warning: sessionKeys\.previousUntil \(FOYER_SESSION_KEY_PREVIOUS_UNTIL\) 2020-01-01T00:00:00Z has passed/),
    )
  })
})

describe('the running services across a rotation', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-rotate-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  const start = (keys: Record<string, string>) =>
    startServices(
      loadServerConfig({ FOYER_DEV: '1', FOYER_API_PORT: '0', FOYER_FRAME_PORT: '0', FOYER_LOG_LEVEL: 'silent', FOYER_DATA_DIR: dataDir, ...keys }),
      { env: { NODE_ENV: 'test' }, frameAssets: new Map() },
    )
  const sessionStatus = async (api: string, token: string) =>
    (await httpRequest(`${api}/auth/v1/session`, { headers: { authorization: `Bearer ${token}` } })).status

  it('keep the sessions of the previous key until the overlap ends', { timeout: 60_000 }, async () => {
    const before = await start({ FOYER_SESSION_KEY: OLD })
    const { sessionToken } = await emailSignIn({ api: before.urls.api, ip: '127.0.0.1' }, 'rotate@example.com', 'device-rotate-1')
    expect(await sessionStatus(before.urls.api, sessionToken)).toBe(200)
    await before.stop()

    const rotated = await start({
      FOYER_SESSION_KEY: NEW,
      FOYER_SESSION_KEY_PREVIOUS: OLD,
      FOYER_SESSION_KEY_PREVIOUS_UNTIL: new Date(Date.now() + 3_600_000).toISOString(),
    })
    expect(await sessionStatus(rotated.urls.api, sessionToken)).toBe(200)
    await rotated.stop()

    // The overlap ended (the operator set a past date, or removed previous): the old session is refused.
    const ended = await start({
      FOYER_SESSION_KEY: NEW,
      FOYER_SESSION_KEY_PREVIOUS: OLD,
      FOYER_SESSION_KEY_PREVIOUS_UNTIL: new Date(Date.now() - 1).toISOString(),
    })
    expect(await sessionStatus(ended.urls.api, sessionToken)).toBe(401)
    await ended.stop()
    const newOnly = await start({ FOYER_SESSION_KEY: NEW })
    expect(await sessionStatus(newOnly.urls.api, sessionToken)).toBe(401)
    await newOnly.stop()
  })
})
