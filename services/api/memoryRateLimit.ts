import { LRUCache } from 'lru-cache'
import type { RateLimit } from './auth/rateLimits'
import { HttpError } from './HttpError'

/**
 * A fixed-window limit kept in this process's memory, by key: for requests that cost the operator's
 * node (RPC gateway calls, balance reads), where counting must add no database write or wait to the
 * request. Each API instance counts its own, which bounds what one client costs each instance's
 * upstream. The least recently seen keys are forgotten past `maxKeys`.
 *
 * @returns a function that counts one event for a key and throws past the limit.
 * @throws {HttpError} (from the returned function) 429 `{ error: 'rate_limited', retryAfterMs }`.
 * @example
 * const countRead = memoryRateLimit({ limit: 600, windowMs: 60_000 })
 * countRead(requesterKey(clientIpOf(c)))
 */
export function memoryRateLimit(limit: RateLimit, { maxKeys = 100_000, now = Date.now }: { maxKeys?: number; now?: () => number } = {}): (key: string) => void {
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: maxKeys })
  return (key) => {
    const time = now()
    let window = windows.get(key)
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + limit.windowMs }
      windows.set(key, window)
    }
    window.count += 1
    if (window.count > limit.limit) throw new HttpError(429, 'rate_limited', { retryAfterMs: window.resetAt - time })
  }
}
