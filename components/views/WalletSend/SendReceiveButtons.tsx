import { useFoyerActions } from '../../../hooks/foyerContext'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import { sendReceiveRow } from './SendReceiveButtons.css'

/** Send and Receive, side by side, for the Account view: they open WalletSend and WalletReceive. */
export function SendReceiveButtons() {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  return (
    <div className={sendReceiveRow}>
      <Button variant="accent" onClick={() => dispatch({ type: 'push', route: { view: 'WalletSend' } })}>
        {t('send.openSend')}
      </Button>
      <Button onClick={() => dispatch({ type: 'push', route: { view: 'WalletReceive' } })}>{t('send.openReceive')}</Button>
    </div>
  )
}
