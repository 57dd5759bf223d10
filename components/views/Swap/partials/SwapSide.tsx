import { forwardRef } from 'react'
import type { SwapTokenInfo } from '../../../../src/api/convertApi'
import { useTranslate } from '../../../../hooks/useTranslate'
import { sanitizeAmountInput } from '../../../../src/send/sendAmount'
import { AmountInput } from '../../../ui/AmountInput'
import { balanceText, SwapTokenPicker } from './SwapTokenPicker'

/** Props of {@link SwapSide}. */
export type SwapSideProps = {
  side: 'from' | 'to'
  /** The amount shown: as typed on the typed side, the quote's on the other. */
  amount: string
  onAmount: (text: string) => void
  token: SwapTokenInfo | undefined
  tokens: readonly SwapTokenInfo[]
  balances: ReadonlyMap<string, bigint>
  onToken: (token: SwapTokenInfo) => void
  /** This side's amount waits for the quote. */
  busy: boolean
  /** Id of the text that says what is wrong with this side's amount, when something is. */
  errorId: string | undefined
  /** Autofocus this side's amount when the view opens. */
  autoFocus?: boolean
}

/** One side of the swap: 'You pay' or 'You receive', the amount (typing it fixes this side), the token and its balance. */
export const SwapSide = forwardRef<HTMLInputElement, SwapSideProps>(function SwapSide(
  { side, amount, onAmount, token, tokens, balances, onToken, busy, errorId, autoFocus },
  ref,
) {
  const t = useTranslate()
  const balance = token ? balanceText(token, balances) : undefined
  return (
    <AmountInput
      ref={ref}
      look="card"
      fieldTestId={`foyer-swap-${side}`}
      label={t(side === 'from' ? 'swap.youPay' : 'swap.youReceive')}
      value={amount}
      onValueChange={(text) => onAmount(sanitizeAmountInput(text, token?.decimals ?? 18))}
      invalid={errorId !== undefined}
      describedBy={errorId}
      aria-busy={busy || undefined}
      {...(autoFocus ? { 'data-foyer-autofocus': '' } : {})}
      trailing={<SwapTokenPicker side={side} tokens={tokens} selected={token} balances={balances} onSelect={onToken} />}
      hint={balance !== undefined && token ? <span dir="ltr">{t('swap.balance', { amount: `${balance} ${token.symbol}` })}</span> : undefined}
    />
  )
})
