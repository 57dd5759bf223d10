import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyMigrations } from '../../store/migrations'
import { openDatabase } from '../../store/openDatabase'
import { openPgliteDatabase } from '../../store/pgliteDatabase'
import { schemaMigrations } from '../../store/schemaMigrations'
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

  it('links more provider accounts to a user and finds users by a verified e-mail', async () => {
    await store.createUser({ id: 'u5', email: 'dan@example.com', provider: 'google', subject: 'g-5', userName: 'dan@example.com', createdAt: 1 })
    expect(await store.userBySubject('google', 'g-5')).toMatchObject({ id: 'u5', email: 'dan@example.com' })
    await store.linkIdentity({ provider: 'oidc', subject: 'sso-5', userId: 'u5', email: 'dan@corp.example', createdAt: 2 })
    expect(await store.userBySubject('oidc', 'sso-5')).toMatchObject({ id: 'u5' })
    await expect(store.linkIdentity({ provider: 'oidc', subject: 'sso-5', userId: 'u1', email: null, createdAt: 3 })).rejects.toThrow()
    await expect(store.linkIdentity({ provider: 'oidc', subject: 'sso-6', userId: 'no-such-user', email: null, createdAt: 3 })).rejects.toThrow()
    // The user's own address, then one a linked account vouched for.
    expect(await store.userByVerifiedEmail('dan@example.com')).toMatchObject({ id: 'u5' })
    expect(await store.userByVerifiedEmail('dan@corp.example')).toMatchObject({ id: 'u5' })
    expect(await store.userByVerifiedEmail('nobody@example.com')).toBeUndefined()
    expect(await store.userBySubject('oidc', 'unknown')).toBeUndefined()
    // A user created by e-mail has no provider account to link.
    expect(await database.query("SELECT provider FROM identities WHERE user_id = 'u1'")).toEqual([])
  })

  it('stores sessions and devices, purging sessions 30 days after they expired', async () => {
    const session = { tokenHash: 'h1', userId: 'u1', deviceId: 'd1', authProvider: 'email' as const, createdAt: 1_000, expiresAt: 2_000, newDevice: true }
    await store.createSession(session)
    expect(await store.session('h1')).toEqual(session)
    await store.clearNewDevice('h1')
    expect((await store.session('h1'))?.newDevice).toBe(false)
    const grace = 30 * 24 * 60 * 60_000
    // Kept past its expiry, so the API can answer "session expired" rather than "invalid session".
    await store.createSession({ ...session, tokenHash: 'h3', createdAt: 2_000 + grace - 1, expiresAt: 9_999_999_999 })
    expect(await store.session('h1')).toMatchObject({ expiresAt: 2_000 })
    await store.createSession({ ...session, tokenHash: 'h2', createdAt: 2_000 + grace, expiresAt: 9_999_999_999 })
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

describe('the identities migration', () => {
  it('links every user created before it to its own provider account', async () => {
    const database = await openPgliteDatabase({})
    try {
      await applyMigrations(
        database,
        schemaMigrations.filter((migration) => migration.version < 10),
      )
      const insert = 'INSERT INTO users (id, email, provider, subject, user_name, created_at) VALUES ($1, $2, $3, $4, $5, $6)'
      await database.query(insert, ['old-email', 'eve@example.com', 'email', null, null, 1])
      await database.query(insert, ['old-github', null, 'github', '583231', 'octocat', 2])
      await database.query(insert, ['old-farcaster', null, 'farcaster', '1001', 'alice', 3])
      expect(await applyMigrations(database, schemaMigrations)).toEqual([10])
      const store = createDatabaseAuthStore(database)
      expect(await store.userBySubject('github', '583231')).toMatchObject({ id: 'old-github', userName: 'octocat' })
      expect(await store.userBySubject('farcaster', '1001')).toMatchObject({ id: 'old-farcaster' })
      expect(await database.query('SELECT user_id, email, created_at FROM identities ORDER BY user_id')).toEqual([
        { user_id: 'old-farcaster', email: null, created_at: 3 },
        { user_id: 'old-github', email: null, created_at: 2 },
      ])
    } finally {
      await database.close()
    }
  })
})
