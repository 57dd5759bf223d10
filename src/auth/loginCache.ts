import { z } from 'zod'

/** The host's localStorage key of the embedded-wallet login cache (spec section 4). */
export const loginCacheKey = 'foyer.auth'

/** What the host remembers about the last embedded-wallet login; never a secret. */
export const loginCacheSchema = z.object({
  /** A login happened on this browser: the frame may be created at page load to restore it. */
  loginUsed: z.boolean(),
  email: z.string().max(254).optional(),
  lastChainId: z.number().int().positive().optional(),
  socialUsername: z.string().max(200).optional(),
})

/** The login cache. */
export type LoginCache = z.infer<typeof loginCacheSchema>

/** The slice of `Storage` the cache uses (so tests can pass a map). */
export type LoginCacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function defaultStorage(): LoginCacheStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Storage can throw when blocked (third-party contexts, privacy settings).
    return undefined
  }
}

/**
 * Reads the login cache; `undefined` when absent, unreadable or malformed.
 *
 * @example
 * readLoginCache()?.loginUsed // true after an e-mail or social login on this browser
 */
export function readLoginCache(storage: LoginCacheStorage | undefined = defaultStorage()): LoginCache | undefined {
  try {
    const raw = storage?.getItem(loginCacheKey)
    if (!raw) return undefined
    const parsed = loginCacheSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Merges `update` into the login cache. Storage failures are ignored: the cache is an optimisation. */
export function writeLoginCache(update: Partial<LoginCache>, storage: LoginCacheStorage | undefined = defaultStorage()): void {
  const next = loginCacheSchema.safeParse({ loginUsed: false, ...readLoginCache(storage), ...stripUndefined(update) })
  if (!next.success) return
  try {
    storage?.setItem(loginCacheKey, JSON.stringify(next.data))
  } catch {
    // Quota or privacy mode: the next page load simply will not restore eagerly.
  }
}

/** Removes the login cache (disconnect). */
export function clearLoginCache(storage: LoginCacheStorage | undefined = defaultStorage()): void {
  try {
    storage?.removeItem(loginCacheKey)
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}
