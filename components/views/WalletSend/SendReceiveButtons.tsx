import { useFoyerActions } from '../../../hooks/foyerContext'
import { useOnrampSupport } from '../../../hooks/onramp/useOnrampSupport'
import { useSwapSupport } from '../../../hooks/swap/useSwapSupport'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import { sendReceiveRow } from './SendReceiveButtons.css'

/**
 * The Account view's wallet actions in the product's feature order (onramp, swaps, receive, send):
 * Buy where the project's onramp flag is on and the time zone is not a restricted one, Swap only
 * where the project allows swaps and the API trades on the active chain, then Receive and Send.
 */
export function SendReceiveButtons() {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const canBuy = useOnrampSupport()
  const canSwap = useSwapSupport()
  return (
    <div className={sendReceiveRow}>
      {canBuy && <Button onClick={() => dispatch({ type: 'push', route: { view: 'Onramp' } })}>{t('onramp.open')}</Button>}
      {canSwap && <Button onClick={() => dispatch({ type: 'push', route: { view: 'Swap' } })}>{t('swap.open')}</Button>}
      <Button onClick={() => dispatch({ type: 'push', route: { view: 'WalletReceive' } })}>{t('send.openReceive')}</Button>
      <Button variant="accent" onClick={() => dispatch({ type: 'push', route: { view: 'WalletSend' } })}>
        {t('send.openSend')}
      </Button>
    </div>
  )
}
