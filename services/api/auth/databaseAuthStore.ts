import { z } from 'zod'
import type { SqlDatabase, SqlRow } from '../../store/SqlDatabase'
import { codeThrottleMaxAgeMs } from './authStore'
import type { AuthMethod, AuthSession, AuthStore, AuthUser, EphemeralRecord } from './authStore'
import { hitCounter } from '../../store/hitCounter'

// Records outlive their expiry by this much, so a late request still learns "expired", not "unknown".
const RECORD_GRACE_MS = 60 * 60 * 1000

// Sessions outlive their expiry by this much, so a user back after it learns "session expired" (and
// connects again) rather than "invalid session"; a revoked session is deleted at once.
const SESSION_GRACE_MS = 30 * 24 * 60 * 60 * 1000

// BIGINT comes back as a string from `pg` and as a number from PGlite.
const int = z.union([z.number(), z.string().regex(/^-?\d+$/)]).transform(Number)
const method = z.enum(['email', 'google', 'github', 'apple', 'facebook', 'x', 'discord', 'oidc', 'farcaster']) satisfies z.ZodType<AuthMethod>

const userRow = z.object({
  id: z.string(),
  email: z.string().nullable(),
  provider: method,
  subject: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: int,
})
const sessionRow = z.object({
  token_hash: z.string(),
  user_id: z.string(),
  device_id: z.string(),
  auth_provider: method,
  created_at: int,
  expires_at: int,
  new_device: z.boolean(),
})
const recordRow = z.object({ value: z.string(), expires_at: int })
const counterRow = z.object({ count: int, reset_at: int })
const recordValue = z.record(z.string(), z.unknown())

const toUser = (row: SqlRow | undefined): AuthUser | undefined => {
  if (!row) return undefined
  const parsed = userRow.parse(row)
  return { id: parsed.id, email: parsed.email, provider: parsed.provider, subject: parsed.subject, userName: parsed.user_name, createdAt: parsed.created_at }
}

const toSession = (row: SqlRow | undefined): AuthSession | undefined => {
  if (!row) return undefined
  const parsed = sessionRow.parse(row)
  return {
    tokenHash: parsed.token_hash,
    userId: parsed.user_id,
    deviceId: parsed.device_id,
    authProvider: parsed.auth_provider,
    createdAt: parsed.created_at,
    expiresAt: parsed.expires_at,
    newDevice: parsed.new_device,
  }
}

const toRecord = (row: SqlRow | undefined): EphemeralRecord | undefined => {
  if (!row) return undefined
  const parsed = recordRow.parse(row)
  return { value: recordValue.parse(JSON.parse(parsed.value)), expiresAt: parsed.expires_at }
}

/**
 * The auth service's store over the services' database (PGlite or PostgreSQL, schema from
 * `openDatabase`'s migrations): users, devices, sessions, wallets (auth share and encrypted recovery
 * share in separate tables), short-lived records, the code throttle and rate-limit counters. Every
 * step that must not interleave across API instances is one statement or one transaction.
 *
 * @example
 * const store = createDatabaseAuthStore(await openDatabase({ dataDir: './data' }))
 */
export function createDatabaseAuthStore(database: SqlDatabase): AuthStore {
  const first = async (sql: string, params: (string | number | boolean | null)[]) => (await database.query(sql, params))[0]

  return {
    userById: async (id) => toUser(await first('SELECT * FROM users WHERE id = $1', [id])),
    userByEmail: async (email) => toUser(await first('SELECT * FROM users WHERE email = $1', [email])),
    userBySubject: async (provider, subject) =>
      toUser(
        await first('SELECT users.* FROM identities JOIN users ON users.id = identities.user_id WHERE identities.provider = $1 AND identities.subject = $2', [
          provider,
          subject,
        ]),
      ),
    // The user's own address first: it is the one e-mail sign-in reaches.
    userByVerifiedEmail: async (email) =>
      toUser(
        (await first('SELECT * FROM users WHERE email = $1', [email])) ??
          (await first(
            'SELECT users.* FROM identities JOIN users ON users.id = identities.user_id WHERE identities.email = $1 ORDER BY identities.created_at LIMIT 1',
            [email],
          )),
      ),
    createUser: (user) =>
      database.transaction(async (tx) => {
        await tx.query('INSERT INTO users (id, email, provider, subject, user_name, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
          user.id,
          user.email,
          user.provider,
          user.subject,
          user.userName,
          user.createdAt,
        ])
        if (user.subject !== null && user.provider !== 'email') {
          await tx.query('INSERT INTO identities (provider, subject, user_id, email, created_at) VALUES ($1, $2, $3, $4, $5)', [
            user.provider,
            user.subject,
            user.id,
            user.email,
            user.createdAt,
          ])
        }
      }),
    async linkIdentity(identity) {
      await database.query('INSERT INTO identities (provider, subject, user_id, email, created_at) VALUES ($1, $2, $3, $4, $5)', [
        identity.provider,
        identity.subject,
        identity.userId,
        identity.email,
        identity.createdAt,
      ])
    },
    async setUserEmail(userId, email) {
      await database.query('UPDATE users SET email = $1 WHERE id = $2', [email, userId])
    },

    hasDevice: async (userId, deviceId) =>
      (await first('SELECT 1 AS found FROM devices WHERE user_id = $1 AND device_id = $2', [userId, deviceId])) !== undefined,
    async addressStatus(email, deviceId) {
      const row = await first(
        `SELECT EXISTS (SELECT 1 FROM users WHERE email = $1) AS registered,
                EXISTS (SELECT 1 FROM users JOIN devices ON devices.user_id = users.id WHERE users.email = $1 AND devices.device_id = $2) AS known_device`,
        [email, deviceId],
      )
      const parsed = z.object({ registered: z.boolean(), known_device: z.boolean() }).parse(row)
      return { registered: parsed.registered, knownDevice: parsed.known_device }
    },
    async addDevice(userId, deviceId, at) {
      await database.query('INSERT INTO devices (user_id, device_id, added_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, deviceId, at])
    },

    async createSession(session) {
      await database.query('DELETE FROM sessions WHERE expires_at <= $1', [session.createdAt - SESSION_GRACE_MS])
      await database.query(
        `INSERT INTO sessions (token_hash, user_id, device_id, auth_provider, created_at, expires_at, new_device)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [session.tokenHash, session.userId, session.deviceId, session.authProvider, session.createdAt, session.expiresAt, session.newDevice],
      )
    },
    session: async (tokenHash) => toSession(await first('SELECT * FROM sessions WHERE token_hash = $1', [tokenHash])),
    async deleteSession(tokenHash) {
      await database.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash])
    },
    async clearNewDevice(tokenHash) {
      await database.query('UPDATE sessions SET new_device = false WHERE token_hash = $1', [tokenHash])
    },

    async wallet(userId) {
      const row = await first('SELECT address, auth_share FROM wallets WHERE user_id = $1', [userId])
      return row && z.object({ address: z.string(), authShare: z.string() }).parse({ address: row.address, authShare: row.auth_share })
    },
    createWallet: (userId, wallet, sealedRecoveryShare, at, deviceId) =>
      // One transaction: a wallet never exists without its recovery share, and of two racing
      // creations exactly one inserts (the other finds the row and gets false).
      database.transaction(async (tx) => {
        const inserted = await tx.query(
          'INSERT INTO wallets (user_id, address, auth_share, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO NOTHING RETURNING user_id',
          [userId, wallet.address, wallet.authShare, at],
        )
        if (inserted.length === 0) return false
        await tx.query('INSERT INTO recovery_shares (user_id, sealed_share) VALUES ($1, $2)', [userId, sealedRecoveryShare])
        if (deviceId !== undefined) {
          await tx.query('INSERT INTO devices (user_id, device_id, added_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, deviceId, at])
        }
        return true
      }),
    async sealedRecoveryShare(userId) {
      const row = await first('SELECT sealed_share FROM recovery_shares WHERE user_id = $1', [userId])
      return row ? z.string().parse(row.sealed_share) : undefined
    },

    async putRecord(kind, key, record, now) {
      await database.query('DELETE FROM records WHERE expires_at < $1', [now - RECORD_GRACE_MS])
      await database.query(
        `INSERT INTO records (kind, key, value, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (kind, key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at`,
        [kind, key, JSON.stringify(record.value), record.expiresAt],
      )
    },
    record: async (kind, key) => toRecord(await first('SELECT value, expires_at FROM records WHERE kind = $1 AND key = $2', [kind, key])),
    // One statement: of two concurrent takes (even on two instances) only one gets the row.
    takeRecord: async (kind, key) => toRecord(await first('DELETE FROM records WHERE kind = $1 AND key = $2 RETURNING value, expires_at', [kind, key])),
    async deleteRecord(kind, key) {
      await database.query('DELETE FROM records WHERE kind = $1 AND key = $2', [kind, key])
    },

    async lastCodeSentAt(email) {
      const row = await first('SELECT sent_at FROM code_throttle WHERE email = $1', [email])
      return row ? int.parse(row.sent_at) : undefined
    },
    async setLastCodeSentAt(email, at) {
      await database.query('DELETE FROM code_throttle WHERE sent_at < $1', [at - codeThrottleMaxAgeMs])
      await database.query('INSERT INTO code_throttle (email, sent_at) VALUES ($1, $2) ON CONFLICT (email) DO UPDATE SET sent_at = EXCLUDED.sent_at', [
        email,
        at,
      ])
    },

    hitCounter: (key, windowMs, now) => hitCounter(database, key, windowMs, now),
    async counter(key, now) {
      const row = await first('SELECT count, reset_at FROM counters WHERE key = $1 AND reset_at > $2', [key, now])
      if (!row) return { count: 0, resetAt: now }
      const parsed = counterRow.parse(row)
      return { count: parsed.count, resetAt: parsed.reset_at }
    },
    async resetCounter(key) {
      await database.query('DELETE FROM counters WHERE key = $1', [key])
    },
  }
}
