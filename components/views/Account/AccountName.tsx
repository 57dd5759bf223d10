import type { Address } from 'viem'
import { useAccountIdentity } from '../../../hooks/account/useAccountIdentity'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useAccountNames } from '../../../hooks/names/useAccountNames'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import { WalletImage } from '../../ui/WalletImage'
import * as styles from './AccountView.css'

/**
 * The account's name in Account, with its avatar: the ENS name of any EVM account (read on the chain
 * that holds ENS), else its primary name registered with Foyer's API; for an account of the embedded
 * wallet without either, "Choose a name" (RegisterAccountName). A failed lookup of Foyer's names says
 * 'Error fetching names for address'.
 */
export function AccountName({
  address,
  connectorType,
}: {
  address: Address /** The connected wagmi connector's `type`. */
  connectorType: string | undefined
}) {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const identity = useAccountIdentity({ address })
  const names = useAccountNames({ address })
  // The names list answers right after a registration, before the identity's next read.
  const name = identity.name ?? names.data?.[0]?.name
  if (name !== undefined) {
    return (
      <div className={styles.addressRow} data-testid="foyer-account-identity" data-source={identity.name ? identity.source : 'foyer'}>
        {identity.name && identity.avatar && <WalletImage src={identity.avatar} name={identity.name} size={32} />}
        <p className={styles.value} data-testid="foyer-account-name">
          <bdi dir="ltr">{name}</bdi>
        </p>
      </div>
    )
  }
  if (names.isError) {
    return (
      <p role="alert" className={styles.errorText} data-testid="foyer-account-names-error">
        {t('error.Error fetching names for address')}
      </p>
    )
  }
  if (connectorType !== 'foyerAuth' || !names.data) return null
  return (
    <Button className={styles.fullWidth} onClick={() => dispatch({ type: 'push', route: { view: 'RegisterAccountName' } })}>
      {t('names.choose')}
    </Button>
  )
}
