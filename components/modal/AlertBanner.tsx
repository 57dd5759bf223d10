import { useTranslate } from '../../hooks/useTranslate'
import type { AlertCode, AlertDescriptionKey } from '../../src/errors/alerts'
import * as styles from './ModalParts.css'

/**
 * One of the alerts (APKT001-APKT010) at the top of the modal, announced to screen readers;
 * `description` replaces the code's own when a more precise one applies.
 */
export function AlertBanner({ code, description }: { code: AlertCode; description?: AlertDescriptionKey | undefined }) {
  const t = useTranslate()
  return (
    <div role="alert" className={styles.alert} data-alert-code={code} data-alert-description={description}>
      <p className={styles.alertTitle}>{t(`alert.${code}.title`)}</p>
      <p className={styles.alertText}>{t(description ?? `alert.${code}.description`)}</p>
      <span className={styles.alertCode}>{code}</span>
    </div>
  )
}
