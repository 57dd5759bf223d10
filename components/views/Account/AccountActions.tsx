import { useFoyerActions } from '../../../hooks/foyerContext'
import { useOnrampSupport } from '../../../hooks/onramp/useOnrampSupport'
import { useSwapSupport } from '../../../hooks/swap/useSwapSupport'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import { actionRow } from './AccountActions.css'

/** Props of {@link AccountActions}. */
export type AccountActionsProps = {
  /** Whether the family trades: Buy and Swap, each where it is offered. */
  trade: boolean
  /** Whether the family sends. */
  send: boolean
}

/**
 * The Account view's wallet actions in the product's feature order (onramp, swaps, receive, send).
 * Receive is always there; Buy, Swap and Send only where the account's family offers them.
 */
export function AccountActions({ trade, send }: AccountActionsProps) {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  return (
    <div className={actionRow}>
      {trade && <TradeActions />}
      <Button onClick={() => dispatch({ type: 'push', route: { view: 'WalletReceive' } })}>{t('send.openReceive')}</Button>
      {send && (
        <Button variant="accent" onClick={() => dispatch({ type: 'push', route: { view: 'WalletSend' } })}>
          {t('send.openSend')}
        </Button>
      )}
    </div>
  )
}

/**
 * Buy where the project's onramp flag is on and the time zone is not a restricted one, Swap only
 * where the project allows swaps and the API trades on the active chain. Its own component, so
 * families that do not trade never ask.
 */
function TradeActions() {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const canBuy = useOnrampSupport()
  const canSwap = useSwapSupport()
  return (
    <>
      {canBuy && <Button onClick={() => dispatch({ type: 'push', route: { view: 'Onramp' } })}>{t('onramp.open')}</Button>}
      {canSwap && <Button onClick={() => dispatch({ type: 'push', route: { view: 'Swap' } })}>{t('swap.open')}</Button>}
    </>
  )
}
