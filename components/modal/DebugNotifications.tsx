import { useSyncExternalStore } from 'react'
import { useTranslate } from '../../hooks/useTranslate'
import type { NotificationStore } from '../../src/logger/notificationStore'
import * as styles from './DebugNotifications.css'

/** Props of {@link DebugNotifications}. */
export type DebugNotificationsProps = {
  /** The configuration's notification store (`config.notifications`). */
  store: NotificationStore
}

/**
 * Debug mode's view of the notification store: every message the kit keeps for the app's developer
 * (newest last), each with its source and a dismiss button. The modal renders it only when the
 * configuration's `debug` is on; the store keeps the messages either way.
 */
export function DebugNotifications({ store }: DebugNotificationsProps) {
  const t = useTranslate()
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  if (items.length === 0) return null
  return (
    <ul className={styles.list} aria-live="polite" data-testid="foyer-debug-notifications">
      {items.map((item) => (
        <li key={item.id} className={styles.entry[item.level]} data-level={item.level} data-source={item.source}>
          <p className={styles.text}>
            <span className={styles.source}>{item.source}</span> {item.message}
          </p>
          <button type="button" className={styles.dismiss} aria-label={t('toast.dismiss')} onClick={() => store.dismiss(item.id)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  )
}
