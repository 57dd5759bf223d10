import { forwardRef } from 'react'
import { useFoyerOptions } from '../../../../hooks/foyerContext'
import type { UseSendTokenReturnType } from '../../../../hooks/send/useSendToken'
import { useTranslate } from '../../../../hooks/useTranslate'
import { floorDecimal, formatUsd } from '../../../../src/account/formatAmounts'
import { usdValue } from '../../../../src/send/formatSendAmount'
import { AmountInput } from '../../../ui/AmountInput'
import { Button } from '../../../ui/Button'

/** Props of {@link AmountField}. */
export type AmountFieldProps = {
  /** The send form: its amount, the picked token, and Max. */
  form: Pick<UseSendTokenReturnType, 'amount' | 'value' | 'token' | 'setAmount' | 'setMax' | 'canSetMax'>
  /** The amount is missing (after a Preview attempt) or above the balance. */
  invalid: boolean
  /** The balance check failed: shown under the field at once. */
  overBalance: boolean
  errorId: string | undefined
}

/** The amount: a decimal text field (any locale's digits and separator), Max, the balance and the USD value. */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField({ form, invalid, overBalance, errorId }, ref) {
  const t = useTranslate()
  const options = useFoyerOptions()
  const { token, value } = form
  const usd = token && value !== undefined ? usdValue(value, token.decimals, token.price) : undefined
  return (
    <AmountInput
      ref={ref}
      label={t('send.amount')}
      value={form.amount}
      onValueChange={form.setAmount}
      invalid={invalid}
      describedBy={invalid && !overBalance ? errorId : undefined}
      data-foyer-autofocus=""
      trailing={
        <Button onClick={form.setMax} disabled={!form.canSetMax} aria-label={t('send.maxLabel')} title={t('send.maxLabel')}>
          {t('send.max')}
        </Button>
      }
      hint={
        token && (
          <>
            <span dir="ltr">{t('send.balance', { amount: `${floorDecimal(token.balanceText, 3)} ${token.symbol}` })}</span>
            {usd !== undefined && <span dir="ltr">{` · ≈ ${formatUsd(usd, options.locale)}`}</span>}
          </>
        )
      }
      error={overBalance && t('send.insufficientBalance')}
    />
  )
})
