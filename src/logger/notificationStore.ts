import type { FoyerLogger } from './createLogger'

/** How serious a notification is; its line goes to the logger at the matching level. */
export type NotificationLevel = 'info' | 'warning' | 'error'

/** One message for the app's developer: a warning about its setup, an error the kit reported. */
export type FoyerNotification = {
  /** Tells two notifications with the same text apart. */
  id: number
  level: NotificationLevel
  /** The developer-facing text (English, not translated: it is meant for the console and debugging). */
  message: string
  /** What raised it, e.g. `'remote-configuration-ignored'` or `'CONNECT_ERROR'`. */
  source: string
  /** Milliseconds since the epoch. */
  timestamp: number
}

/** Options of {@link createNotificationStore}. */
export type CreateNotificationStoreOptions = {
  /** Where every notification is also logged. */
  logger: FoyerLogger
  /** Notifications kept; past it the oldest go. @default 20 */
  limit?: number | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
}

/**
 * The notification store: the kit's messages for the app's developer, always kept (the newest
 * `limit`) and logged, shown in the modal only in debug mode. Read it with `useSyncExternalStore`.
 */
export type NotificationStore = {
  /**
   * Adds a notification and logs it (unless `log` is false: the caller logged the error itself,
   * with its stack); returns it.
   */
  notify(notification: Pick<FoyerNotification, 'level' | 'message' | 'source'>, options?: { log?: boolean }): FoyerNotification
  /**
   * Adds a notification only the first time `key` is seen by this store, e.g. a warning about the
   * configuration that would otherwise repeat on every render. Returns whether it was added.
   */
  notifyOnce(key: string, notification: Pick<FoyerNotification, 'level' | 'message' | 'source'>): boolean
  /** Removes one notification (the modal's dismiss button). */
  dismiss(id: number): void
  /** The kept notifications, oldest first; the same array until the next change. */
  getSnapshot(): readonly FoyerNotification[]
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void
}

const loggerMethod = { info: 'info', warning: 'warn', error: 'error' } as const

/**
 * Creates one configuration's notification store (no shared state).
 *
 * @example
 * const notifications = createNotificationStore({ logger })
 * notifications.notifyOnce('remote-configuration-ignored', { level: 'warning', source: 'remote-configuration-ignored', message })
 */
export function createNotificationStore(options: CreateNotificationStoreOptions): NotificationStore {
  const limit = options.limit ?? 20
  const now = options.now ?? Date.now
  const listeners = new Set<() => void>()
  const seen = new Set<string>()
  let items: readonly FoyerNotification[] = []
  let nextId = 0

  function changed(): void {
    for (const listener of [...listeners]) {
      try {
        listener()
      } catch {
        // One listener's failure must not keep the others from hearing about it.
      }
    }
  }

  function notify(notification: Pick<FoyerNotification, 'level' | 'message' | 'source'>, { log = true }: { log?: boolean } = {}): FoyerNotification {
    nextId += 1
    const added: FoyerNotification = { ...notification, id: nextId, timestamp: now() }
    if (log) options.logger[loggerMethod[notification.level]](`[foyer-kit] ${notification.source}: ${notification.message}`)
    items = [...items, added].slice(-limit)
    changed()
    return added
  }

  return {
    notify,
    notifyOnce(key, notification) {
      if (seen.has(key)) return false
      seen.add(key)
      notify(notification)
      return true
    },
    dismiss(id) {
      const next = items.filter((item) => item.id !== id)
      if (next.length === items.length) return
      items = next
      changed()
    },
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
