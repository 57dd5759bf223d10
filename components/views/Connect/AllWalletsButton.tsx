import { useId } from 'react'
import type { MessageKey } from '../../../src/i18n/en'
import * as styles from './ConnectView.css'

/** The count shown on the button: exact up to 10, then rounded down to tens with a "+". */
function roughCount(count: number): string | undefined {
  if (count <= 0) return undefined
  return count < 10 ? String(count) : `${Math.floor(count / 10) * 10}+`
}

/** Props of {@link AllWalletsButton}. */
export type AllWalletsButtonProps = {
  /** How many wallets the registry lists, once it has answered. */
  count: number | undefined
  onClick: () => void
  /** @default false */
  disabled?: boolean
  /** The modal's texts (`useTranslate()`; the page's dialog shell passes the few it ships). */
  t: (key: MessageKey) => string
  /** Take the dialog's initial focus (`data-foyer-autofocus`). @default false */
  autoFocus?: boolean
  /** Its key among the Connect view's controls (`data-foyer-row-key`), for the shell's focus handover. @default undefined */
  rowKey?: string | undefined
}

/** "All wallets", with the registry's size once known; opens AllWallets. */
export function AllWalletsButton({ count, onClick, disabled, t, autoFocus = false, rowKey }: AllWalletsButtonProps) {
  const id = useId()
  const shown = count === undefined ? undefined : roughCount(count)
  return (
    <button
      type="button"
      className={styles.allWalletsButton}
      aria-labelledby={`${id}-name`}
      aria-describedby={shown ? `${id}-count` : undefined}
      disabled={disabled}
      onClick={onClick}
      data-foyer-autofocus={autoFocus ? '' : undefined}
      data-foyer-row-key={rowKey}
    >
      <span className={styles.allWalletsIcon} aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
          <rect x="2" y="2" width="7" height="7" rx="2" />
          <rect x="11" y="2" width="7" height="7" rx="2" />
          <rect x="2" y="11" width="7" height="7" rx="2" />
          <rect x="11" y="11" width="7" height="7" rx="2" />
        </svg>
      </span>
      <span className={styles.walletName} id={`${id}-name`}>
        {t('wallets.allWallets')}
      </span>
      {shown && (
        <span className={styles.tagNeutral} id={`${id}-count`}>
          {shown}
        </span>
      )}
    </button>
  )
}
