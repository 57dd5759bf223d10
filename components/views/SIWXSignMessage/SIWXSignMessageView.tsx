import { useFoyerOptions } from '../../../hooks/foyerContext'
import { useSiwxSession } from '../../../hooks/siwx/useSiwxSession'
import { useSiwxSignIn } from '../../../hooks/siwx/useSiwxSignIn'
import { useTranslate } from '../../../hooks/useTranslate'
import { shortenAddress } from '../../../src/format/shortenAddress'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import * as styles from './SIWXSignMessageView.css'

/**
 * SIWXSignMessage: asks the connected account to sign the app's sign-in message (CAIP-122). Sign
 * runs the `siwx` configuration; Cancel leaves (and disconnects when sign-in is required). A failed
 * attempt shows 'Error signing message' here and the user can sign again. Sign stays disabled while
 * no account is connected: sign-in needs an address, a network and wagmi's connection to ask.
 */
export function SIWXSignMessageView() {
  const t = useTranslate()
  const { config, signInRequired, siwx } = useFoyerOptions()
  const { address, chainId } = useSiwxSession()
  const { signIn, cancel, status, error } = useSiwxSignIn()
  // The name the app gave the login frame, else the site's host (what the message's domain says).
  const app = config.metadata?.name || location.host
  const busy = status !== 'idle'
  // A sign-in needs an account on a network (and so wagmi's connection to ask): none, nothing to sign.
  const canSign = address !== undefined && chainId !== undefined

  if (!siwx) {
    return (
      <p role="alert" className={styles.errorText}>
        {t('error.SIWX is not enabled')}
      </p>
    )
  }
  return (
    <div className={styles.root}>
      <div className={styles.panel}>
        <h2 className={styles.heading}>{t('siwx.heading', { app })}</h2>
        <p className={styles.text}>{t('siwx.description', { address: address ? shortenAddress(address) : '' })}</p>
        {signInRequired && <p className={styles.text}>{t('siwx.required')}</p>}
      </div>
      {error && (
        <p role="alert" className={styles.errorText} data-testid="foyer-siwx-error">
          {t('error.Error signing message')}
        </p>
      )}
      <div className={styles.actions}>
        <Button className={styles.action} onClick={() => void cancel()} disabled={busy}>
          {signInRequired ? t('siwx.disconnect') : t('siwx.cancel')}
        </Button>
        <Button
          className={styles.action}
          variant="accent"
          onClick={() => void signIn()}
          disabled={busy || !canSign}
          aria-busy={status === 'signing'}
          data-foyer-autofocus
        >
          {status === 'signing' ? (
            <>
              <Spinner size={14} /> {t('siwx.signing')}
            </>
          ) : (
            t('siwx.sign')
          )}
        </Button>
      </div>
    </div>
  )
}
