import { useFoyerActions, useFoyerOptions } from '../../../hooks/foyerContext'
import { useOnrampSupport } from '../../../hooks/onramp/useOnrampSupport'
import { useSwapSupport } from '../../../hooks/swap/useSwapSupport'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import { actionRow } from './AccountActions.css'

/** Props of {@link AccountActions}. */
export type AccountActionsProps = {
  /** Whether the family trades: Buy and Swap, each where it is offered. */
  trade: boolean
  /** Whether the family buys without trading: Buy where it is offered, no Swap. @default false */
  buy?: boolean
  /** Whether the family sends. */
  send: boolean
}

/**
 * The Account view's wallet actions in the product's feature order (onramp, swaps, receive, send).
 * Receive is there unless the app turned it off; Buy, Swap and Send only where the account's family
 * offers them (and Send unless the app turned it off).
 */
export function AccountActions({ trade, buy = false, send }: AccountActionsProps) {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const { features } = useFoyerOptions().config
  return (
    <div className={actionRow}>
      {(trade || buy) && <TradeActions swap={trade} />}
      {features.receive && <Button onClick={() => dispatch({ type: 'push', route: { view: 'WalletReceive' } })}>{t('send.openReceive')}</Button>}
      {send && features.send && (
        <Button variant="accent" onClick={() => dispatch({ type: 'push', route: { view: 'WalletSend' } })}>
          {t('send.openSend')}
        </Button>
      )}
    </div>
  )
}

/**
 * Buy where the project's onramp flag is on and the time zone is not a restricted one, and Swap
 * for families that trade. Its own component, so families that neither buy nor trade never ask.
 */
function TradeActions({ swap }: { swap: boolean }) {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const canBuy = useOnrampSupport()
  return (
    <>
      {canBuy && <Button onClick={() => dispatch({ type: 'push', route: { view: 'Onramp' } })}>{t('onramp.open')}</Button>}
      {swap && <SwapAction />}
    </>
  )
}

/** Swap where the project allows swaps and the API trades on the active chain. */
function SwapAction() {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const canSwap = useSwapSupport()
  return canSwap ? <Button onClick={() => dispatch({ type: 'push', route: { view: 'Swap' } })}>{t('swap.open')}</Button> : null
}
