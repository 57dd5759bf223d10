import type { Address } from 'viem'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useAccountNames } from '../../../hooks/names/useAccountNames'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import * as styles from './AccountView.css'

/**
 * The account's name in Account: its primary name registered with Foyer's API, or, for an account of
 * the embedded wallet without one, "Choose a name" (RegisterAccountName). A failed lookup says
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
  const names = useAccountNames({ address })
  if (names.isError) {
    return (
      <p role="alert" className={styles.errorText} data-testid="foyer-account-names-error">
        {t('error.Error fetching names for address')}
      </p>
    )
  }
  const primary = names.data?.[0]
  if (primary) {
    return (
      <p className={styles.value} data-testid="foyer-account-name">
        <bdi dir="ltr">{primary.name}</bdi>
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
