import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../store/openDatabase'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { storeBackends, stopBackends } from '../../../test/postgres/storeBackends'
import type { AuthStore, AuthUser } from './authStore'
import { createDatabaseAuthStore } from './databaseAuthStore'

const user = (id: string, email: string | null, subject: string | null = null): AuthUser => ({
  id,
  email,
  provider: email ? 'email' : 'github',
  subject,
  userName: subject ? 'octocat' : null,
  createdAt: 1_700_000_000_000,
})

afterAll(stopBackends)

describe.each(storeBackends())('createDatabaseAuthStore on $name', (backend) => {
  let database: SqlDatabase
  let store: AuthStore
  beforeAll(async () => {
    database = await backend.open()
    store = createDatabaseAuthStore(database)
  })
  afterAll(() => database?.close())

  it('keeps users unique by e-mail and by provider subject', async () => {
    await store.createUser(user('u1', 'ann@example.com'))
    await store.createUser(user('u2', null, 'gh-1'))
    expect(await store.userByEmail('ann@example.com')).toEqual(user('u1', 'ann@example.com'))
    expect(await store.userBySubject('github', 'gh-1')).toEqual(user('u2', null, 'gh-1'))
    expect(await store.userById('nobody')).toBeUndefined()
    await expect(store.createUser(user('u3', 'ann@example.com'))).rejects.toThrow()
    await expect(store.createUser(user('u4', null, 'gh-1'))).rejects.toThrow()
    await store.setUserEmail('u2', 'bob@example.com')
    await expect(store.setUserEmail('u1', 'bob@example.com')).rejects.toThrow()
    expect((await store.userById('u2'))?.email).toBe('bob@example.com')
  })

  it('stores sessions and devices, purging expired sessions', async () => {
    const session = { tokenHash: 'h1', userId: 'u1', deviceId: 'd1', authProvider: 'email' as const, createdAt: 1_000, expiresAt: 2_000, newDevice: true }
    await store.createSession(session)
    expect(await store.session('h1')).toEqual(session)
    await store.clearNewDevice('h1')
    expect((await store.session('h1'))?.newDevice).toBe(false)
    await store.createSession({ ...session, tokenHash: 'h2', createdAt: 2_000, expiresAt: 3_000 })
    expect(await store.session('h1')).toBeUndefined()
    await store.deleteSession('h2')
    expect(await store.session('h2')).toBeUndefined()
    expect(await store.hasDevice('u1', 'd1')).toBe(false)
    await store.addDevice('u1', 'd1', 5)
    await store.addDevice('u1', 'd1', 6)
    expect(await store.hasDevice('u1', 'd1')).toBe(true)
  })

  it('creates a wallet once, with its recovery share, even when two creations race', async () => {
    const wallet = { address: '0xabc', authShare: 'YXV0aA==' }
    const results = await Promise.all([
      store.createWallet('u1', wallet, 'sealed-1', 10),
      store.createWallet('u1', { ...wallet, authShare: 'b3RoZXI=' }, 'sealed-2', 11),
    ])
    expect(results.sort()).toEqual([false, true])
    const stored = await store.wallet('u1')
    expect(await store.sealedRecoveryShare('u1')).toBe(stored?.authShare === 'YXV0aA==' ? 'sealed-1' : 'sealed-2')
    expect(await store.wallet('u9')).toBeUndefined()
    expect(await store.sealedRecoveryShare('u9')).toBeUndefined()
  })

  it('hands a one-time record to exactly one of many concurrent takes', async () => {
    await store.putRecord('oauth-result', 'r1', { value: { userId: 'u1' }, expiresAt: 100 }, 0)
    expect(await store.record('oauth-result', 'r1')).toEqual({ value: { userId: 'u1' }, expiresAt: 100 })
    const takes = await Promise.all(Array.from({ length: 10 }, () => store.takeRecord('oauth-result', 'r1')))
    expect(takes.filter(Boolean)).toEqual([{ value: { userId: 'u1' }, expiresAt: 100 }])
    expect(await store.record('oauth-result', 'r1')).toBeUndefined()
  })

  it('replaces records, keeps expired ones for an hour to tell "expired" from "unknown", then purges them', async () => {
    await store.putRecord('code', 'a', { value: { n: 1 }, expiresAt: 1_000 }, 0)
    await store.putRecord('code', 'a', { value: { n: 2 }, expiresAt: 2_000 }, 0)
    expect(await store.record('code', 'a')).toEqual({ value: { n: 2 }, expiresAt: 2_000 })
    await store.putRecord('code', 'b', { value: {}, expiresAt: 9_999_999 }, 2_000 + 60 * 60_000)
    expect(await store.record('code', 'a')).toEqual({ value: { n: 2 }, expiresAt: 2_000 })
    await store.putRecord('code', 'b', { value: {}, expiresAt: 9_999_999 }, 2_001 + 60 * 60_000)
    expect(await store.record('code', 'a')).toBeUndefined()
    await store.deleteRecord('code', 'b')
    expect(await store.record('code', 'b')).toBeUndefined()
  })

  it('keeps the code throttle clock and purges rows older than a day', async () => {
    const day = 24 * 60 * 60_000
    await store.setLastCodeSentAt('old@example.com', 1_000)
    await store.setLastCodeSentAt('old@example.com', 2_000)
    expect(await store.lastCodeSentAt('old@example.com')).toBe(2_000)
    await store.setLastCodeSentAt('new@example.com', 2_001 + day)
    expect(await store.lastCodeSentAt('old@example.com')).toBeUndefined()
    expect(await store.lastCodeSentAt('new@example.com')).toBe(2_001 + day)
  })

  it('counts hits in fixed windows, atomically under concurrency', async () => {
    const hits = await Promise.all(Array.from({ length: 20 }, () => store.hitCounter('ip:1', 1_000, 5_000)))
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1))
    expect(new Set(hits.map((hit) => hit.resetAt))).toEqual(new Set([6_000]))
    expect(await store.counter('ip:1', 5_999)).toEqual({ count: 20, resetAt: 6_000 })
    expect(await store.counter('ip:1', 6_000)).toEqual({ count: 0, resetAt: 6_000 })
    expect(await store.hitCounter('ip:1', 1_000, 6_000)).toEqual({ count: 1, resetAt: 7_000 })
    await store.resetCounter('ip:1')
    expect(await store.counter('ip:1', 6_500)).toEqual({ count: 0, resetAt: 6_500 })
  })

  it.runIf(backend.name === 'postgres')('shares counters and one-time records between two instances on one database', async () => {
    const url = backend.url()
    if (!url) throw new Error('no PostgreSQL URL')
    const other = await openDatabase({ url })
    try {
      const second = createDatabaseAuthStore(other)
      const hits = await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? store : second).hitCounter('shared', 60_000, 0)))
      expect(Math.max(...hits.map((hit) => hit.count))).toBe(10)
      expect(await second.counter('shared', 1)).toEqual({ count: 10, resetAt: 60_000 })
      await store.putRecord('code', 'shared', { value: { ok: true }, expiresAt: 10 }, 0)
      const takes = await Promise.all([store.takeRecord('code', 'shared'), second.takeRecord('code', 'shared')])
      expect(takes.filter(Boolean)).toHaveLength(1)
    } finally {
      await other.close()
    }
  })
})
