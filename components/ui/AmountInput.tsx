import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import * as styles from './AmountInput.css'

/** How an {@link AmountInput} is laid out. */
export type AmountInputLook = 'card' | 'inline' | 'block'

/** Props of {@link AmountInput}: its own, and any other attribute of the `<input>` (`autoFocus`, `aria-busy`, `data-*`). */
export type AmountInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'className' | 'type' | 'id' | 'aria-invalid' | 'aria-describedby'
> & {
  /** The label over the field. */
  label: string
  /** The amount as typed. */
  value: string
  /**
   * Called with the text the user typed. The caller cleans it (digits, the decimal separator, the
   * token's decimals), so each form keeps its own rule.
   * @example onValueChange={(text) => setAmount(sanitizeAmountInput(text, 18))}
   */
  onValueChange: (text: string) => void
  /**
   * `card`: a bordered box with the amount beside `trailing` (a swap side); `inline`: the label above,
   * `trailing` beside (a transfer's Max); `block`: the field alone across the form (a purchase).
   * @default 'inline'
   */
  look?: AmountInputLook
  /** Marks the amount invalid (`aria-invalid`). @default false */
  invalid?: boolean
  /** Id of a message outside the field that describes the amount, such as the form's error. @default undefined */
  describedBy?: string | undefined
  /** What stands beside the amount: a token picker, a Max button. @default undefined */
  trailing?: ReactNode
  /** Help under the amount (the balance, the limits), linked to it by `aria-describedby`. @default undefined */
  hint?: ReactNode
  /** What is wrong with the amount, shown under it as an alert and linked to it. @default undefined */
  error?: ReactNode
  /** `data-testid` of the error line. @default undefined */
  errorTestId?: string
  /** `data-testid` of the whole field. @default undefined */
  fieldTestId?: string
}

/**
 * The amount field of Swap, Send and On-ramp: a decimal text input (the numeric keypad on phones, no
 * autocomplete or spell check, left to right in every language) with its label, what stands beside
 * it, a hint and an error, each linked to the input for screen readers.
 * @example
 * <AmountInput label="Amount" value={amount} onValueChange={setAmount} hint={`Balance: ${balance}`} />
 */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  {
    label,
    value,
    onValueChange,
    look = 'inline',
    invalid = false,
    describedBy,
    trailing,
    hint,
    error,
    errorTestId,
    fieldTestId,
    placeholder = '0',
    ...inputProps
  },
  ref,
) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const ariaDescribedBy = [hint ? hintId : undefined, error ? errorId : undefined, describedBy].filter(Boolean).join(' ')
  const input = (
    <input
      {...inputProps}
      ref={ref}
      id={id}
      className={styles.input({ look })}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      dir="ltr"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedBy || undefined}
    />
  )
  return (
    <div className={styles.field({ look })} data-testid={fieldTestId}>
      <label className={styles.label({ look })} htmlFor={id}>
        {label}
      </label>
      {trailing ? (
        <div className={styles.row({ look })}>
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
      {hint && (
        <p className={styles.hint({ look })} id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles.error({ look })} id={errorId} role="alert" data-testid={errorTestId}>
          {error}
        </p>
      )}
    </div>
  )
})
