import { useId } from 'react'
import { useTranslate } from '../../../hooks/useTranslate'
import * as styles from './ConnectView.css'

/** The count shown on the button: exact up to 10, then rounded down to tens with a "+". */
function roughCount(count: number): string | undefined {
  if (count <= 0) return undefined
  return count < 10 ? String(count) : `${Math.floor(count / 10) * 10}+`
}

/** "All wallets", with the registry's size once known; opens AllWallets. */
export function AllWalletsButton({ count, onClick, disabled }: { count: number | undefined; onClick: () => void; disabled?: boolean }) {
  const t = useTranslate()
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
