import { forwardRef, useId } from 'react'
import type { SwapTokenInfo } from '../../../../hooks/swap/convertApi'
import { useTranslate } from '../../../../hooks/useTranslate'
import { sanitizeAmountInput } from '../../../../src/send/sendAmount'
import * as styles from '../SwapView.css'
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
  const id = useId()
  const balance = token ? balanceText(token, balances) : undefined
  const describedBy = [balance !== undefined ? `${id}-balance` : undefined, errorId].filter(Boolean).join(' ')
  return (
    <div className={styles.side} data-testid={`foyer-swap-${side}`}>
      <label className={styles.smallLabel} htmlFor={id}>
        {t(side === 'from' ? 'swap.youPay' : 'swap.youReceive')}
      </label>
      <div className={styles.sideRow}>
        <input
          ref={ref}
          id={id}
          className={styles.amountInput}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          dir="ltr"
          value={amount}
          onChange={(event) => onAmount(sanitizeAmountInput(event.target.value, token?.decimals ?? 18))}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-busy={busy || undefined}
          {...(autoFocus ? { 'data-foyer-autofocus': '' } : {})}
        />
        <SwapTokenPicker side={side} tokens={tokens} selected={token} balances={balances} onSelect={onToken} />
      </div>
      {balance !== undefined && token && (
        <p className={styles.hint} id={`${id}-balance`}>
          <span dir="ltr">{t('swap.balance', { amount: `${balance} ${token.symbol}` })}</span>
        </p>
      )}
    </div>
  )
})
