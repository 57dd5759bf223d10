import initSqlJs from 'sql.js'
import type { Database, SqlValue } from 'sql.js'
import { codeThrottleMaxAgeMs } from './authStore'
import type { AuthMethod, AuthSession, AuthStore, AuthUser, EphemeralRecord, RateCounter } from './authStore'
import { selectRows } from '../selectRows'

const SCHEMA = `
CREATE TABLE users (id TEXT PRIMARY KEY, email TEXT UNIQUE, provider TEXT NOT NULL, subject TEXT,
  user_name TEXT, created_at INTEGER NOT NULL, UNIQUE (provider, subject));
CREATE TABLE devices (user_id TEXT NOT NULL, device_id TEXT NOT NULL, added_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, device_id));
CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL, device_id TEXT NOT NULL,
  auth_provider TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, new_device INTEGER NOT NULL);
CREATE TABLE wallets (user_id TEXT PRIMARY KEY, address TEXT NOT NULL, auth_share TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE recovery_shares (user_id TEXT PRIMARY KEY, sealed_share TEXT NOT NULL);
CREATE TABLE records (kind TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, expires_at INTEGER NOT NULL,
  PRIMARY KEY (kind, key));
CREATE TABLE code_throttle (email TEXT PRIMARY KEY, sent_at INTEGER NOT NULL);
CREATE TABLE counters (key TEXT PRIMARY KEY, count INTEGER NOT NULL, reset_at INTEGER NOT NULL);
`

// Records outlive their expiry by this much, so a late request still learns "expired", not "unknown".
const RECORD_GRACE_MS = 60 * 60 * 1000

/**
 * The auth service's store in in-memory SQLite (sql.js, as the history indexer): users, devices,
 * sessions, wallets (auth share and encrypted recovery share in separate tables) and short-lived
 * records. Everything is lost when the process stops, which suits development and tests.
 *
 * @example
 * const store = await createSqlAuthStore()
 */
export async function createSqlAuthStore(): Promise<AuthStore> {
  const SQL = await initSqlJs()
  const db: Database = new SQL.Database()
  db.run(SCHEMA)

  const rows = (sql: string, values: SqlValue[]) => selectRows(db, sql, values)
  const first = (sql: string, values: SqlValue[]) => rows(sql, values)[0]
  const text = (value: SqlValue | undefined): string | null => (value === null || value === undefined ? null : String(value))

  const toUser = (row: Record<string, SqlValue> | undefined): AuthUser | undefined =>
    row && {
      id: String(row.id),
      email: text(row.email),
      provider: String(row.provider) as AuthMethod,
      subject: text(row.subject),
      userName: text(row.user_name),
      createdAt: Number(row.created_at),
    }

  const toSession = (row: Record<string, SqlValue> | undefined): AuthSession | undefined =>
    row && {
      tokenHash: String(row.token_hash),
      userId: String(row.user_id),
      deviceId: String(row.device_id),
      authProvider: String(row.auth_provider) as AuthMethod,
      createdAt: Number(row.created_at),
      expiresAt: Number(row.expires_at),
      newDevice: row.new_device === 1,
    }

  const toCounter = (row: Record<string, SqlValue> | undefined): RateCounter => ({
    count: Number(row?.count ?? 0),
    resetAt: Number(row?.reset_at ?? 0),
  })

  const toRecord = (row: Record<string, SqlValue> | undefined): EphemeralRecord | undefined =>
    row && { value: JSON.parse(String(row.value)) as Record<string, unknown>, expiresAt: Number(row.expires_at) }

  return {
    userById: async (id) => toUser(first('SELECT * FROM users WHERE id = ?', [id])),
    userByEmail: async (email) => toUser(first('SELECT * FROM users WHERE email = ?', [email])),
    userBySubject: async (provider, subject) =>
      toUser(first('SELECT * FROM users WHERE provider = ? AND subject = ?', [provider, subject])),
    async createUser(user) {
      db.run('INSERT INTO users VALUES (?, ?, ?, ?, ?, ?)', [
        user.id, user.email, user.provider, user.subject, user.userName, user.createdAt,
      ])
    },
    async setUserEmail(userId, email) {
      db.run('UPDATE users SET email = ? WHERE id = ?', [email, userId])
    },

    hasDevice: async (userId, deviceId) =>
      first('SELECT 1 AS found FROM devices WHERE user_id = ? AND device_id = ?', [userId, deviceId]) !== undefined,
    async addDevice(userId, deviceId, at) {
      db.run('INSERT OR IGNORE INTO devices VALUES (?, ?, ?)', [userId, deviceId, at])
    },

    async createSession(session) {
      db.run('DELETE FROM sessions WHERE expires_at <= ?', [session.createdAt])
      db.run('INSERT INTO sessions VALUES (?, ?, ?, ?, ?, ?, ?)', [
        session.tokenHash, session.userId, session.deviceId, session.authProvider,
        session.createdAt, session.expiresAt, session.newDevice ? 1 : 0,
      ])
    },
    session: async (tokenHash) => toSession(first('SELECT * FROM sessions WHERE token_hash = ?', [tokenHash])),
    async deleteSession(tokenHash) {
      db.run('DELETE FROM sessions WHERE token_hash = ?', [tokenHash])
    },
    async clearNewDevice(tokenHash) {
      db.run('UPDATE sessions SET new_device = 0 WHERE token_hash = ?', [tokenHash])
    },

    async wallet(userId) {
      const row = first('SELECT address, auth_share FROM wallets WHERE user_id = ?', [userId])
      return row && { address: String(row.address), authShare: String(row.auth_share) }
    },
    async createWallet(userId, wallet, sealedRecoveryShare, at) {
      if (first('SELECT 1 AS found FROM wallets WHERE user_id = ?', [userId])) return false
      db.run('BEGIN')
      try {
        db.run('INSERT INTO wallets VALUES (?, ?, ?, ?)', [userId, wallet.address, wallet.authShare, at])
        db.run('INSERT INTO recovery_shares VALUES (?, ?)', [userId, sealedRecoveryShare])
        db.run('COMMIT')
      } catch (error) {
        db.run('ROLLBACK')
        throw error
      }
      return true
    },
    sealedRecoveryShare: async (userId) =>
      text(first('SELECT sealed_share FROM recovery_shares WHERE user_id = ?', [userId])?.sealed_share) ?? undefined,

    async putRecord(kind, key, record, now) {
      db.run('DELETE FROM records WHERE expires_at < ?', [now - RECORD_GRACE_MS])
      db.run('INSERT OR REPLACE INTO records VALUES (?, ?, ?, ?)', [kind, key, JSON.stringify(record.value), record.expiresAt])
    },
    record: async (kind, key) => toRecord(first('SELECT * FROM records WHERE kind = ? AND key = ?', [kind, key])),
    async takeRecord(kind, key) {
      // sql.js runs one statement at a time, so read-then-delete cannot interleave with another take.
      const found = toRecord(first('SELECT * FROM records WHERE kind = ? AND key = ?', [kind, key]))
      if (found) db.run('DELETE FROM records WHERE kind = ? AND key = ?', [kind, key])
      return found
    },
    async deleteRecord(kind, key) {
      db.run('DELETE FROM records WHERE kind = ? AND key = ?', [kind, key])
    },

    lastCodeSentAt: async (email) => {
      const row = first('SELECT sent_at FROM code_throttle WHERE email = ?', [email])
      return row ? Number(row.sent_at) : undefined
    },
    async setLastCodeSentAt(email, at) {
      db.run('DELETE FROM code_throttle WHERE sent_at < ?', [at - codeThrottleMaxAgeMs])
      db.run('INSERT OR REPLACE INTO code_throttle VALUES (?, ?)', [email, at])
    },

    async hitCounter(key, windowMs, now) {
      db.run('DELETE FROM counters WHERE reset_at <= ?', [now])
      db.run(
        'INSERT INTO counters VALUES (?, 1, ?) ON CONFLICT (key) DO UPDATE SET count = count + 1',
        [key, now + windowMs],
      )
      return toCounter(first('SELECT count, reset_at FROM counters WHERE key = ?', [key]))
    },
    async counter(key, now) {
      const row = first('SELECT count, reset_at FROM counters WHERE key = ? AND reset_at > ?', [key, now])
      return row ? toCounter(row) : { count: 0, resetAt: now }
    },
    async resetCounter(key) {
      db.run('DELETE FROM counters WHERE key = ?', [key])
    },
  }
}
