import { useFoyerActions } from '../../../hooks/foyerContext'
import { useConnectedWallets } from '../../../hooks/profileWallets/useConnectedWallets'
import { useRemoteFeatures } from '../../../hooks/useProjectChecks'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import * as styles from './AccountView.css'

/**
 * Account's way to ProfileWallets, on every family's account view: only where the project's
 * multi-wallet flag is on, with the number of wallets connected now in all families when there is
 * more than one.
 */
export function ProfileWalletsEntry() {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const { multiWallet } = useRemoteFeatures()
  const { connected } = useConnectedWallets()
  if (!multiWallet) return null
  return (
    <Button className={styles.fullWidth} data-testid="foyer-open-profile-wallets" onClick={() => dispatch({ type: 'push', route: { view: 'ProfileWallets' } })}>
      {connected.length > 1 ? t('profileWallets.openCount', { count: connected.length }) : t('profileWallets.open')}
    </Button>
  )
}
