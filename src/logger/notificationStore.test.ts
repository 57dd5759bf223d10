import { describe, expect, it, vi } from 'vitest'
import { createLogger } from './createLogger'
import { createNotificationStore } from './notificationStore'

function setup(limit?: number) {
  const out = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const logger = createLogger({ console: out, level: 'debug', now: () => 0 })
  return { out, logger, store: createNotificationStore({ logger, limit, now: () => 7 }) }
}

describe('createNotificationStore', () => {
  it('keeps every message, logs it at its level, and tells subscribers', () => {
    const { out, store } = setup()
    const listener = vi.fn()
    const stop = store.subscribe(listener)
    const added = store.notify({ level: 'warning', source: 'remote-configuration-ignored', message: 'ignored' })
    expect(added).toEqual({ id: 1, level: 'warning', source: 'remote-configuration-ignored', message: 'ignored', timestamp: 7 })
    expect(out.warn).toHaveBeenCalledWith('[foyer-kit] remote-configuration-ignored: ignored')
    expect(listener).toHaveBeenCalledOnce()
    store.notify({ level: 'error', source: 'SEND_ERROR', message: 'An error occurred' }, { log: false })
    expect(out.error).not.toHaveBeenCalled()
    stop()
    store.notify({ level: 'info', source: 'x', message: 'y' })
    expect(listener).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot().map((item) => item.id)).toEqual([1, 2, 3])
  })

  it('notifyOnce adds a key once; dismiss removes one; the newest `limit` are kept', () => {
    const { store } = setup(2)
    expect(store.notifyOnce('k', { level: 'warning', source: 's', message: 'a' })).toBe(true)
    expect(store.notifyOnce('k', { level: 'warning', source: 's', message: 'a' })).toBe(false)
    const snapshot = store.getSnapshot()
    // The same array until something changes (useSyncExternalStore relies on it).
    expect(store.getSnapshot()).toBe(snapshot)
    store.notify({ level: 'info', source: 's', message: 'b' })
    store.notify({ level: 'info', source: 's', message: 'c' })
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['b', 'c'])
    store.dismiss(2)
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['c'])
    const before = store.getSnapshot()
    store.dismiss(99)
    expect(store.getSnapshot()).toBe(before)
  })
})
