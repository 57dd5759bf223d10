import { useTranslate } from '../../../hooks/useTranslate'
import * as styles from './ProfileWalletsView.css'

/**
 * The info alert shown instead of ProfileWallets where the project's multi-wallet flag is off (the
 * default): informative, not an error, so it is announced politely.
 */
export function MultiWalletNotEnabled() {
  const t = useTranslate()
  return (
    <div role="status" className={styles.info} data-testid="foyer-multiwallet-disabled">
      <p className={styles.infoTitle}>{t('profileWallets.notEnabledTitle')}</p>
      <p className={styles.infoText}>{t('profileWallets.notEnabledText')}</p>
    </div>
  )
}
