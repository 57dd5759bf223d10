import { useDeviceApproval } from '../../../../hooks/auth/useDeviceApproval'
import { useTranslate } from '../../../../hooks/useTranslate'
import { Button } from '../../../ui/Button'
import { visuallyHidden } from '../../../ui/ui.css'
import { AuthErrorMessage } from './AuthErrorMessage'
import { DevMailboxHint } from './DevMailboxHint'
import * as styles from './authForm.css'

/**
 * EmailLogin's VERIFY_DEVICE step: the code was right, but this device is new to the account's
 * wallet, so a link went to the account's e-mail. Waits for the owner to approve it there, with
 * "Resend link" (after the 30 s throttle) and "Cancel" (back to the previous view).
 */
export function DeviceApprovalStep({ email }: { /** The account's address, where the link went. */ email: string }) {
  const t = useTranslate()
  const { waiting, error, resendIn, resent, resend, cancel } = useDeviceApproval()
  return (
    <div className={styles.section} data-testid="foyer-device-approval" data-action="VERIFY_DEVICE">
      <p className={styles.hint}>{t('auth.deviceApprove', { email })}</p>
      {waiting && !error ? (
        <p role="status" className={styles.hint}>
          {t('auth.deviceWaiting')}
        </p>
      ) : null}
      <AuthErrorMessage error={error} />
      <DevMailboxHint email={email} />
      <Button className={styles.fullWidth} disabled={resendIn > 0} onClick={() => void resend()}>
        {resendIn > 0 ? t('auth.deviceResendIn', { seconds: resendIn }) : t('auth.deviceResend')}
      </Button>
      <Button className={styles.fullWidth} onClick={cancel}>
        {t('auth.cancel')}
      </Button>
      <span role="status" className={visuallyHidden}>
        {resent ? t('auth.deviceLinkResent') : ''}
      </span>
    </div>
  )
}
