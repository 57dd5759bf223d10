import { visuallyHidden } from '../../ui/ui.css'
import * as styles from './AccountTabs.css'

/** A tab's loading placeholder: grey rows, and the text for screen readers. */
export function TabSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true" className={styles.list}>
      <span className={visuallyHidden}>{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className={styles.skeleton} />
      ))}
    </div>
  )
}

/** A tab's empty or error state: a title and an optional line under it. */
export function TabMessage({
  title,
  description,
  tone = 'neutral',
  testId,
}: {
  title: string
  description?: string | undefined
  tone?: 'neutral' | 'error'
  testId?: string
}) {
  return (
    <div className={styles.state} data-testid={testId}>
      <p className={tone === 'error' ? styles.errorText : styles.stateTitle}>{title}</p>
      {description && <p className={styles.muted}>{description}</p>}
    </div>
  )
}
