import { useFoyerApi, useFoyerOptions } from '../../../../hooks/foyerContext'
import { useTranslate } from '../../../../hooks/useTranslate'
import { devMailboxUrl } from '../../../../src/auth/devMailboxUrl'
import * as styles from './authForm.css'

/**
 * Under the code field, in development only (the configuration's `development` flag): where the
 * code went, since the local stack e-mails nothing. A production build never shows it.
 */
export function DevMailboxHint({ email }: { /** The address the code was sent to. */ email: string }) {
  const t = useTranslate()
  const { config } = useFoyerOptions()
  const { apiUrl } = useFoyerApi()
  if (!config.development || apiUrl === undefined) return null
  const url = devMailboxUrl(apiUrl, email)
  return (
    <p className={styles.hint} data-testid="foyer-dev-mailbox">
      {t('auth.devMailbox')}{' '}
      <a href={url} target="_blank" rel="noreferrer" dir="ltr">
        {url}
      </a>
    </p>
  )
}
