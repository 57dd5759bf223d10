import { useTranslate } from '../../hooks/useTranslate'
import type { AlertCode } from '../../src/errors/alerts'
import * as styles from './ModalParts.css'

/** One of the spec's alerts (APKT001-APKT010) at the top of the modal, announced to screen readers. */
export function AlertBanner({ code }: { code: AlertCode }) {
  const t = useTranslate()
  return (
    <div role="alert" className={styles.alert} data-alert-code={code}>
      <p className={styles.alertTitle}>{t(`alert.${code}.title`)}</p>
      <p className={styles.alertText}>{t(`alert.${code}.description`)}</p>
      <span className={styles.alertCode}>{code}</span>
    </div>
  )
}
