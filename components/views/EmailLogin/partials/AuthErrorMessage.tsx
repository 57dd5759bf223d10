import { useTranslate } from '../../../../hooks/useTranslate'
import type { AuthErrorText } from '../../../../src/auth/authErrorText'
import { AlertBanner } from '../../../modal/AlertBanner'
import * as styles from './authForm.css'

/** An embedded-wallet failure: its alert (APKT003...) or the catalogue text, announced. */
export function AuthErrorMessage({
  error,
  id,
}: {
  /** What to show; nothing when undefined. */ error: AuthErrorText | undefined /** For `aria-describedby`. */
  id?: string
}) {
  const t = useTranslate()
  if (!error) return null
  if (error.alertCode) return <AlertBanner code={error.alertCode} />
  return (
    <p role="alert" id={id} className={styles.error} data-testid="foyer-auth-error">
      {t(error.key, error.params)}
    </p>
  )
}
