import type { RateCounter } from '../../store/hitCounter'

/** How a user signed in: an e-mail code, a social provider or Farcaster. */
export type AuthMethod = 'email' | 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'oidc' | 'farcaster'

/** A user of the embedded wallet. */
export type AuthUser = {
  id: string
  /** Lower-case e-mail; `null` for social and Farcaster users without one. */
  email: string | null
  /** How the user was first created. */
  provider: AuthMethod
  /** The provider's stable account id (`null` for e-mail users). */
  subject: string | null
  /** The display name the provider gave (raw, before the display rules of `socialUserName`). */
  userName: string | null
  createdAt: number
}

/** A provider account linked to a user: whoever signs in with it signs in to that user. */
export type AuthIdentity = {
  provider: AuthMethod
  /** The provider's stable account id. */
  subject: string
  userId: string
  /** The e-mail (lower case) the provider asserted it verified, if any. */
  email: string | null
  createdAt: number
}

/** A login session; only the sha-256 of its bearer token is stored. */
export type AuthSession = {
  tokenHash: string
  userId: string
  deviceId: string
  authProvider: AuthMethod
  createdAt: number
  expiresAt: number
  /**
   * The login happened on a device the user had not registered; until the device is registered
   * (or the recovery share fetched once), this session may fetch the recovery share while fresh.
   */
  newDevice: boolean
}

/** The public part of a stored wallet: its address and the auth share (base64). */
export type StoredWallet = { address: string; authShare: string }

/** A short-lived record (pending code, OAuth state, one-time result, Farcaster channel). */
export type EphemeralRecord = { value: Readonly<Record<string, unknown>>; expiresAt: number }

/**
 * Persistence of the auth service. The default is in-memory SQLite (`createSqlAuthStore`); the
 * interface is small and async so a PostgreSQL store can replace it.
 */
export type AuthStore = {
  userById(id: string): Promise<AuthUser | undefined>
  userByEmail(email: string): Promise<AuthUser | undefined>
  /** The user a provider account is linked to (its first one, or one linked later). */
  userBySubject(provider: AuthMethod, subject: string): Promise<AuthUser | undefined>
  /**
   * The user whose own e-mail is `email` (e-mail sign-in, or a social sign-up with a verified one),
   * else the user a provider account asserting `email` as verified is linked to.
   */
  userByVerifiedEmail(email: string): Promise<AuthUser | undefined>
  /**
   * Creates a user; one with a `subject` is linked to that provider account in the same transaction
   * (with the user's e-mail as the account's verified one).
   * @throws when the e-mail or the provider account is already taken.
   */
  createUser(user: AuthUser): Promise<void>
  /**
   * Links another provider account to an existing user.
   * @throws when the account is linked already.
   */
  linkIdentity(identity: AuthIdentity): Promise<void>
  /** @throws when the e-mail is already taken. */
  setUserEmail(userId: string, email: string): Promise<void>

  hasDevice(userId: string, deviceId: string): Promise<boolean>
  /**
   * Whether an e-mail belongs to a user and whether that user registered `deviceId`, in one query:
   * a code request does the same work for registered and new addresses, so its timing tells nothing.
   */
  addressStatus(email: string, deviceId: string): Promise<{ registered: boolean; knownDevice: boolean }>
  addDevice(userId: string, deviceId: string, at: number): Promise<void>

  createSession(session: AuthSession): Promise<void>
  /** The session, also one past its `expiresAt` (kept a while after it): callers check the expiry. */
  session(tokenHash: string): Promise<AuthSession | undefined>
  deleteSession(tokenHash: string): Promise<void>
  /** Clears the session's `newDevice` flag (its device is now registered or recovered). */
  clearNewDevice(tokenHash: string): Promise<void>

  wallet(userId: string): Promise<StoredWallet | undefined>
  /**
   * Stores a wallet: the auth share and the (already encrypted) recovery share go to separate tables;
   * `deviceId`, when given, is registered in the same transaction, so a wallet is never stored without
   * the device that made it (whose share would otherwise need the recovery share after a lost answer).
   * @returns false when the user already has a wallet.
   */
  createWallet(userId: string, wallet: StoredWallet, sealedRecoveryShare: string, at: number, deviceId?: string): Promise<boolean>
  /** The encrypted recovery share. */
  sealedRecoveryShare(userId: string): Promise<string | undefined>

  /** Writes (or replaces) a short-lived record; expired records are purged on the way. */
  putRecord(kind: string, key: string, record: EphemeralRecord, now: number): Promise<void>
  /** Reads a record, expired or not (callers tell "expired" from "unknown"). */
  record(kind: string, key: string): Promise<EphemeralRecord | undefined>
  /** Reads and deletes a record in one step, so a one-time value is used once. */
  takeRecord(kind: string, key: string): Promise<EphemeralRecord | undefined>
  deleteRecord(kind: string, key: string): Promise<void>

  /** Throttle clock: when the last code was sent under a throttle key (an e-mail, or a registered device's own key). */
  lastCodeSentAt(email: string): Promise<number | undefined>
  /** Also deletes throttle rows older than `at - codeThrottleMaxAgeMs`, so the table does not grow. */
  setLastCodeSentAt(email: string, at: number): Promise<void>

  /**
   * Counts one event for `key` in a fixed window: the first hit (or the first after the window
   * ended) starts a new window of `windowMs` at `now`. Atomic, so instances sharing one database
   * share the count. Expired counters are purged on the way.
   */
  hitCounter(key: string, windowMs: number, now: number): Promise<RateCounter>
  /** The counter's state without counting; `{ count: 0 }` when unknown or its window has ended. */
  counter(key: string, now: number): Promise<RateCounter>
  /** Forgets a counter (e.g. a requester's failures once they get the code right). */
  resetCounter(key: string): Promise<void>
}

export type { RateCounter } from '../../store/hitCounter'

/** Throttle rows older than this are purged; far longer than any throttle window. */
export const codeThrottleMaxAgeMs = 24 * 60 * 60 * 1000
