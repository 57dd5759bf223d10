import { useConnection } from 'wagmi'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useAccountNames } from '../../../hooks/names/useAccountNames'
import { useLatestNameRegistration } from '../../../hooks/names/useRegisterAccountName'
import { useTranslate } from '../../../hooks/useTranslate'
import { shortenAddress } from '../../../src/format/shortenAddress'
import { fullName } from '../../../src/names/nameRules'
import { Button } from '../../ui/Button'
import * as styles from '../SIWXSignMessage/SIWXSignMessageView.css'

/** RegisterAccountNameSuccess: the name just registered, and Done back to Account. */
export function RegisterAccountNameSuccessView() {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const { address } = useConnection()
  const latest = useLatestNameRegistration()
  const names = useAccountNames()
  // The view opens as the registration settles, before its result is stored: the name asked for is it.
  const asked = latest && latest.status !== 'error' && typeof latest.variables === 'string' ? fullName(latest.variables.trim()) : undefined
  const name = (typeof latest?.data === 'string' ? latest.data : asked) ?? names.data?.[0]?.name
  return (
    <div className={styles.root} data-testid="foyer-register-name-success">
      <div className={styles.panel} role="status">
        <h2 className={styles.heading}>
          <bdi dir="ltr">{name ? t('names.success', { name }) : t('view.RegisterAccountNameSuccess.title')}</bdi>
        </h2>
        <p className={styles.text}>{t('names.successDescription', { address: address ? shortenAddress(address) : '' })}</p>
      </div>
      <Button variant="accent" onClick={() => dispatch({ type: 'reset', route: { view: 'Account' } })} data-foyer-autofocus>
        {t('names.done')}
      </Button>
    </div>
  )
}
