import { readStoredJson } from '../storage/dropStoredValue'
import { loadedKitStorage } from '../storage/kitStorage'
import { loginCacheKey } from './loginCacheKey'

/** What the host remembers about the last embedded-wallet login; never a secret. */
export type LoginCache = {
  /** A login happened on this browser: the frame may be created at page load to restore it. */
  loginUsed: boolean
  email?: string | undefined
  lastChainId?: number | undefined
  socialUsername?: string | undefined
}

/**
 * Checks an untrusted value (the page's storage is shared with its other scripts) against the
 * cache's shape. Written out rather than with zod: this module loads when a browser that logged in
 * before reconnects at page load, where zod would cost more than the whole connector.
 */
export function parseLoginCache(value: unknown): LoginCache | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { loginUsed, email, lastChainId, socialUsername } = value as Record<string, unknown>
  if (typeof loginUsed !== 'boolean') return undefined
  if (!optionalString(email, 254) || !optionalString(socialUsername, 200)) return undefined
  if (lastChainId !== undefined && !(Number.isSafeInteger(lastChainId) && (lastChainId as number) > 0)) return undefined
  return stripUndefined({
    loginUsed,
    email: email as string | undefined,
    lastChainId: lastChainId as number | undefined,
    socialUsername: socialUsername as string | undefined,
  }) as LoginCache
}

function optionalString(value: unknown, max: number): boolean {
  return value === undefined || (typeof value === 'string' && value.length <= max)
}

/** The slice of `Storage` the cache uses (so tests can pass a map). */
export type LoginCacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Reads the login cache; `undefined` when absent, unreadable or malformed (a malformed value is
 * dropped and logged). `storage` defaults to the kit's store once it is open.
 *
 * @example
 * readLoginCache(await loadKitStorage())?.loginUsed // true after an e-mail or social login on this browser
 */
export function readLoginCache(storage: LoginCacheStorage | undefined = loadedKitStorage()): LoginCache | undefined {
  return readStoredJson(storage, loginCacheKey, parseLoginCache)
}

/** Merges `update` into the login cache. Storage failures are ignored: the cache is an optimisation. */
export function writeLoginCache(update: Partial<LoginCache>, storage: LoginCacheStorage | undefined = loadedKitStorage()): void {
  const next = parseLoginCache({ loginUsed: false, ...readLoginCache(storage), ...stripUndefined(update) })
  if (!next) return
  try {
    storage?.setItem(loginCacheKey, JSON.stringify(next))
  } catch {
    // Quota or privacy mode: the next page load simply will not restore eagerly.
  }
}

/** Removes the login cache (disconnect). */
export function clearLoginCache(storage: LoginCacheStorage | undefined = loadedKitStorage()): void {
  try {
    storage?.removeItem(loginCacheKey)
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}
