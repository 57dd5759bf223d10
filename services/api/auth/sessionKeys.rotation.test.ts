/*
 * Rotating the session keys through the real auth routes: a server signs sessions with one key, is
 * rebuilt on the same store with a new key and the old one as `previous`, and the old sessions keep
 * working until the overlap ends, while every new token is signed with the new key only. A forged,
 * altered or foreign token is refused before the store is asked (every store call is counted).
 */
import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestAuthStore, startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { developmentDatabase } from '../../store/developmentDatabase'
import { authRoutes } from './authRoutes'
import type { AuthStore } from './authStore'
import { createTokenSigner } from './sessionKeys'

const OLD = Buffer.alloc(32, 0x0a)
const NEW = Buffer.alloc(32, 0x0b)
const RECOVERY_KEY = '5a'.repeat(32)
const DAY_MS = 24 * 60 * 60_000
const DEVICE = 'device-rotation-01'

/** The store with every method call recorded by name: the routes' reads and writes alike. */
function countingStore(store: AuthStore): { store: AuthStore; calls: string[] } {
  const calls: string[] = []
  const counted = new Proxy(store, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        calls.push(String(key))
        return (value as (...args: unknown[]) => unknown).apply(target, args)
      }
    },
  })
  return { store: counted, calls }
}

let store: { store: AuthStore; calls: string[] }
const clock = { now: Date.UTC(2026, 0, 1) }
const servers: AuthTestServer[] = []

beforeEach(async () => {
  store = countingStore(await createTestAuthStore())
  clock.now = Date.UTC(2026, 0, 1)
})
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

/** A server on the shared store and clock, its session keys from the environment as an operator sets them. */
async function serverWith(keys: Record<string, string>): Promise<AuthTestServer> {
  const server = await startAuthTestServer({ store: async () => store.store, now: () => clock.now, env: { FOYER_RECOVERY_KEY: RECOVERY_KEY, ...keys } })
  servers.push(server)
  return server
}

const rotatedEnv = (until: number) => ({
  FOYER_SESSION_KEY: NEW.toString('hex'),
  FOYER_SESSION_KEY_PREVIOUS: OLD.toString('base64'),
  FOYER_SESSION_KEY_PREVIOUS_UNTIL: new Date(until).toISOString(),
})

/** The calls a request makes to the store. */
async function storeCallsOf(request: () => Promise<unknown>): Promise<string[]> {
  const start = store.calls.length
  await request()
  return store.calls.slice(start)
}

describe('rotating the session keys', () => {
  it('keeps old sessions until the overlap ends, and signs new ones with the new key only', async () => {
    const original = await serverWith({ FOYER_SESSION_KEY: OLD.toString('hex') })
    const old = await original.signIn('rotate@example.com', DEVICE)
    expect((await original.get('/auth/v1/session', old.sessionToken)).status).toBe(200)
    await original.close()

    const until = clock.now + DAY_MS
    const rotated = await serverWith(rotatedEnv(until))
    expect(await rotated.get('/auth/v1/session', old.sessionToken)).toMatchObject({ status: 200, body: { email: 'rotate@example.com' } })

    clock.now += 31_000
    const fresh = await rotated.signIn('rotate@example.com', 'device-rotation-02')
    expect(createTokenSigner({ current: NEW }, () => clock.now).verify(fresh.sessionToken)).toBe(true)
    expect(createTokenSigner({ current: OLD }, () => clock.now).verify(fresh.sessionToken)).toBe(false)
    expect((await rotated.get('/auth/v1/session', fresh.sessionToken)).status).toBe(200)

    // The last moment of the overlap, then its end: the old session (still live in the store) is refused.
    clock.now = until - 1
    expect((await rotated.get('/auth/v1/session', old.sessionToken)).status).toBe(200)
    clock.now = until
    const calls = await storeCallsOf(async () =>
      expect(await rotated.get('/auth/v1/session', old.sessionToken)).toEqual({ status: 401, body: { error: 'invalid_session' } }),
    )
    expect(calls).toEqual([])
    expect(await store.store.session(createHash('sha256').update(old.sessionToken).digest('hex'))).toMatchObject({ userId: expect.any(String) })

    // Nothing else broke: the new session answers, signs out, and a new sign-in works.
    expect((await rotated.get('/auth/v1/session', fresh.sessionToken)).status).toBe(200)
    clock.now += 31_000
    const again = await rotated.signIn('rotate@example.com', DEVICE)
    expect((await rotated.get('/auth/v1/session', again.sessionToken)).status).toBe(200)
    expect((await rotated.post('/auth/v1/session/revoke', {}, fresh.sessionToken)).status).toBe(204)
    expect((await rotated.get('/auth/v1/session', fresh.sessionToken)).status).toBe(401)
  })

  it('a server on the new key alone refuses the old sessions', async () => {
    const original = await serverWith({ FOYER_SESSION_KEY: OLD.toString('hex') })
    const old = await original.signIn('alone@example.com', DEVICE)
    const rotated = await serverWith({ FOYER_SESSION_KEY: NEW.toString('hex') })
    expect((await rotated.get('/auth/v1/session', old.sessionToken)).status).toBe(401)
    expect((await original.get('/auth/v1/session', old.sessionToken)).status).toBe(200)
  })
})

describe('tokens no accepted key signed', () => {
  it('are refused before the store is asked, on every route that takes a token', async () => {
    const server = await serverWith(rotatedEnv(clock.now + DAY_MS))
    const { sessionToken } = await server.signIn('forge@example.com', DEVICE)
    const flip = (token: string, at: number) => `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`
    const foreign = createTokenSigner({ current: Buffer.alloc(32, 0x0c) }, () => clock.now).mint()
    const forged = [
      flip(sessionToken, 10),
      flip(sessionToken, 90),
      sessionToken.slice(0, 95) + (sessionToken.endsWith('A') ? 'B' : 'A'),
      foreign,
      'x'.repeat(96),
    ]

    for (const token of forged) {
      expect(
        await storeCallsOf(async () => expect(await server.get('/auth/v1/session', token)).toEqual({ status: 401, body: { error: 'invalid_session' } })),
      ).toEqual([])
      expect(
        await storeCallsOf(async () =>
          expect(await server.post('/auth/v1/oauth/exchange', { result: token, deviceId: DEVICE })).toEqual({ status: 400, body: { error: 'invalid_result' } }),
        ),
      ).toEqual([])
      expect(
        await storeCallsOf(async () => expect(await server.post('/auth/v1/device/approve', { token })).toEqual({ status: 410, body: { error: 'expired' } })),
      ).toEqual([])
      expect(
        await storeCallsOf(async () =>
          expect(await server.get(`/auth/v1/farcaster/channel/${token}`)).toEqual({ status: 404, body: { error: 'unknown_channel' } }),
        ),
      ).toEqual([])
    }
    // The genuine token still reads its session from the store.
    expect(await storeCallsOf(async () => expect((await server.get('/auth/v1/session', sessionToken)).status).toBe(200))).toContain('session')
  })
})

describe('the auth routes outside development', () => {
  it('refuse to be built without a session key, naming the variable', async () => {
    const options = {
      database: await developmentDatabase(),
      env: { NODE_ENV: 'production', FOYER_DEV: undefined, FOYER_RECOVERY_KEY: RECOVERY_KEY },
      projects: [{ id: 'shop', allowedOrigins: ['https://app.example'] }],
      frameOrigins: ['https://frame.example'],
      store: async () => store.store,
    }
    expect(() => authRoutes(options)).toThrow(/FOYER_SESSION_KEY is required in production/)
    expect(() => authRoutes({ ...options, env: { ...options.env, FOYER_SESSION_KEY: NEW.toString('hex') } })).not.toThrow()
    expect(() => authRoutes({ ...options, sessionKeys: { current: NEW } })).not.toThrow()
  })
})
