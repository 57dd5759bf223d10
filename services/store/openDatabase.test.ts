import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabaseAuthStore } from '../api/auth/databaseAuthStore'
import { startPostgres, type RunningPostgres } from '../../test/postgres/startPostgres'
import { databaseOrDevelopment } from './developmentDatabase'
import { applyMigrations } from './migrations'
import { databaseOptionsFromEnv, openDatabase } from './openDatabase'
import { schemaMigrations } from './schemaMigrations'

let postgres: RunningPostgres
beforeAll(async () => {
  postgres = await startPostgres()
})
afterAll(() => postgres?.stop())

describe('openDatabase on PostgreSQL', () => {
  it('applies each migration once when two instances open a new database at the same time', async () => {
    const url = await postgres.createDatabase('migrate_race')
    const [first, second] = await Promise.all([openDatabase({ url }), openDatabase({ url })])
    try {
      const rows = await first.query('SELECT version FROM schema_migrations ORDER BY version')
      expect(rows.map((row) => Number(row.version))).toEqual(schemaMigrations.map((migration) => migration.version))
      expect(await applyMigrations(second, schemaMigrations)).toEqual([])
      const added = [...schemaMigrations, { version: 1_000, name: 'test', sql: 'CREATE TABLE later (id INTEGER)' }]
      const applied = await Promise.all([applyMigrations(first, added), applyMigrations(second, added)])
      expect(applied.flat()).toEqual([1_000])
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  it('rolls a failing migration back whole and records nothing', async () => {
    const database = await openDatabase({ url: await postgres.createDatabase('migrate_fail') })
    try {
      const broken = [{ version: 2_000, name: 'broken', sql: 'CREATE TABLE half (id INTEGER); SELECT * FROM missing_table' }]
      await expect(applyMigrations(database, broken)).rejects.toThrow(/missing_table/)
      expect(await database.query("SELECT to_regclass('half') AS found")).toEqual([{ found: null }])
      expect(await database.query('SELECT version FROM schema_migrations WHERE version = 2000')).toEqual([])
    } finally {
      await database.close()
    }
  })

  it('says why it cannot connect', async () => {
    await expect(openDatabase({ url: `postgres://foyer@127.0.0.1:${postgres.port}/no_such_database` })).rejects.toThrow(
      /Cannot connect to PostgreSQL: .*no_such_database/,
    )
  })
})

describe('openDatabase on PGlite with a data directory', () => {
  it('keeps users, sessions and wallets across close and reopen', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'foyer-pglite-test-'))
    try {
      const first = await openDatabase({ dataDir: dir })
      const store = createDatabaseAuthStore(first)
      await store.createUser({ id: 'u1', email: 'ann@example.com', provider: 'email', subject: null, userName: null, createdAt: 1 })
      await store.createSession({ tokenHash: 'h1', userId: 'u1', deviceId: 'd1', authProvider: 'email', createdAt: 1, expiresAt: 10, newDevice: false })
      expect(await store.createWallet('u1', { address: '0xabc', authShare: 'YXV0aA==' }, 'sealed', 1)).toBe(true)
      await first.close()

      const second = await openDatabase({ dataDir: dir })
      try {
        const reopened = createDatabaseAuthStore(second)
        expect((await reopened.userByEmail('ann@example.com'))?.id).toBe('u1')
        expect((await reopened.session('h1'))?.userId).toBe('u1')
        expect(await reopened.wallet('u1')).toEqual({ address: '0xabc', authShare: 'YXV0aA==' })
        expect(await reopened.sealedRecoveryShare('u1')).toBe('sealed')
        expect(await applyMigrations(second, schemaMigrations)).toEqual([])
      } finally {
        await second.close()
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 120_000)
})

describe('choosing a database', () => {
  it('refuses contradictory or missing options', async () => {
    await expect(openDatabase({})).rejects.toThrow(/exactly one of url/)
    await expect(openDatabase({ url: 'postgres://x/y', memory: true })).rejects.toThrow(/exactly one of url/)
    await expect(openDatabase({ url: 'mysql://x/y' })).rejects.toThrow(/postgres:\/\//)
  })

  it('reads FOYER_DATABASE_URL before FOYER_DATA_DIR', () => {
    expect(databaseOptionsFromEnv({ FOYER_DATABASE_URL: 'postgres://a/b', FOYER_DATA_DIR: '/d' })).toEqual({ url: 'postgres://a/b' })
    expect(databaseOptionsFromEnv({ FOYER_DATA_DIR: '/d' })).toEqual({ dataDir: '/d' })
    expect(databaseOptionsFromEnv({})).toBeUndefined()
  })

  it('never falls back to the in-memory database in production', () => {
    expect(() => databaseOrDevelopment(undefined, { NODE_ENV: 'production' })).toThrow(/in production pass `database/)
  })

  it('fails with an install hint when the PostgreSQL binaries are missing', async () => {
    await expect(startPostgres({ bin: '/nonexistent/postgresql/bin' })).rejects.toThrow(/Install Debian's postgresql package/)
  })
})
