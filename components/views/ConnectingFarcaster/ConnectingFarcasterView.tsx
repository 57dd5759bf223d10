import { useFarcasterLogin } from '../../../hooks/auth/useFarcasterLogin'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import { CopyLinkButton } from '../ConnectingWalletConnect/partials/CopyLinkButton'
import { PairingQrCode } from '../ConnectingWalletConnect/partials/PairingQrCode'
import { AuthErrorMessage } from '../EmailLogin/partials/AuthErrorMessage'
import * as styles from '../EmailLogin/partials/authForm.css'

/**
 * ConnectingFarcaster: the Farcaster sign-in URL from the frame as a QR code (the same component as
 * WalletConnect pairing), "copy link", and a wait for the Farcaster channel to complete.
 */
export function ConnectingFarcasterView() {
  const t = useTranslate()
  const { url, error, retry } = useFarcasterLogin()
  return (
    <div className={styles.qrWrap} data-testid="foyer-farcaster">
      <p className={styles.hint}>{t('auth.farcasterScan')}</p>
      <PairingQrCode uri={url} label={t('auth.farcasterQr')} wallet={{ name: 'Farcaster' }} />
      <CopyLinkButton uri={url} />
      {error ? (
        <>
          <AuthErrorMessage error={error} />
          <Button className={styles.fullWidth} onClick={retry}>
            {t('auth.tryAgain')}
          </Button>
        </>
      ) : (
        url && (
          <p className={styles.hint} role="status">
            {t('auth.farcasterWaiting')}
          </p>
        )
      )}
    </div>
  )
}
