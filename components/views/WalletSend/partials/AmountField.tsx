import { forwardRef, useId } from 'react'
import { useFoyerOptions } from '../../../../hooks/foyerContext'
import { useTranslate } from '../../../../hooks/useTranslate'
import { floorDecimal, formatUsd } from '../../../../src/account/formatAmounts'
import { usdValue } from '../../../../src/send/formatSendAmount'
import type { SendTokenDisplay } from '../../../../src/send/sendToken'
import { Button } from '../../../ui/Button'
import * as styles from '../WalletSendView.css'

/** Props of {@link AmountField}. */
export type AmountFieldProps = {
  amount: string
  value: bigint | undefined
  token: SendTokenDisplay | undefined
  onChange: (text: string) => void
  onMax: () => void
  canSetMax: boolean
  /** The amount is missing (after a Preview attempt) or above the balance. */
  invalid: boolean
  /** The balance check failed: shown under the field at once. */
  overBalance: boolean
  errorId: string | undefined
}

/** The amount: a decimal text field (any locale's digits and separator), Max, the balance and the USD value. */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { amount, value, token, onChange, onMax, canSetMax, invalid, overBalance, errorId },
  ref,
) {
  const t = useTranslate()
  const options = useFoyerOptions()
  const id = useId()
  const hintId = `${id}-hint`
  const overId = `${id}-over`
  const usd = token && value !== undefined ? usdValue(value, token.decimals, token.price) : undefined
  const describedBy = [token ? hintId : undefined, overBalance ? overId : undefined, invalid && !overBalance ? errorId : undefined].filter(Boolean).join(' ')
  return (
    <div>
      <label className={styles.label} htmlFor={id}>
        {t('send.amount')}
      </label>
      <div className={styles.inputRow}>
        <input
          ref={ref}
          id={id}
          className={styles.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          dir="ltr"
          value={amount}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          data-foyer-autofocus=""
        />
        <Button onClick={onMax} disabled={!canSetMax} aria-label={t('send.maxLabel')} title={t('send.maxLabel')}>
          {t('send.max')}
        </Button>
      </div>
      {token && (
        <p className={styles.hint} id={hintId}>
          <span dir="ltr">{t('send.balance', { amount: `${floorDecimal(token.balanceText, 3)} ${token.symbol}` })}</span>
          {usd !== undefined && <span dir="ltr">{` · ≈ ${formatUsd(usd, options.locale)}`}</span>}
        </p>
      )}
      {overBalance && (
        <p className={styles.fieldError} id={overId} role="alert">
          {t('send.insufficientBalance')}
        </p>
      )}
    </div>
  )
})
