import { useAuthUser } from '../../../hooks/auth/useAuthUser'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useTranslate } from '../../../hooks/useTranslate'
import { authDisplayName } from '../../../src/auth/displayName'
import { Button } from '../../ui/Button'
import { AccountTypeInfo } from './AccountTypeInfo'
import * as styles from './AccountView.css'

/**
 * The embedded wallet's part of Account: who is signed in (spec display-name rules: social username,
 * discord without its trailing 0, long e-mails shortened) and "Update e-mail" for e-mail logins.
 * Renders nothing for other connectors.
 */
export function AuthAccountInfo({ connectorType }: { /** The connected wagmi connector's `type`. */ connectorType: string | undefined }) {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const user = useAuthUser()
  if (connectorType !== 'foyerAuth' || !user) return null
  const name = authDisplayName(user)
  return (
    <>
      {name && (
        <p className={styles.value} data-testid="foyer-auth-name" title={user.email ?? user.userName}>
          {t('auth.signedInAs')} <bdi>{name}</bdi>
        </p>
      )}
      <AccountTypeInfo user={user} />
      {user.authProvider === 'email' && (
        <Button className={styles.fullWidth} onClick={() => dispatch({ type: 'push', route: { view: 'UpdateEmailWallet' } })}>
          {t('auth.updateEmail')}
        </Button>
      )}
    </>
  )
}
