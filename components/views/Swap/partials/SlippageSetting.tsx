import { useId, useState } from 'react'
import { useTranslate } from '../../../../hooks/useTranslate'
import { slippageBasisPoints, slippagePresets } from '../../../../src/swap/swapAmounts'
import * as styles from '../SwapView.css'

/** Whether a slippage text is one to swap with: above 0 and at most 50 percent, two decimals at most. */
export function isValidSlippage(text: string): boolean {
  const bps = slippageBasisPoints(text)
  return bps !== undefined && bps > 0n && bps <= 5_000n
}

/**
 * The slippage tolerance: three presets as radios (arrow keys move between them) and a custom
 * percentage. A custom text that cannot be used is marked and explained, and the swap keeps the
 * last usable value until it is fixed.
 */
export function SlippageSetting({ slippage, onChange }: { slippage: string; onChange: (percent: string) => void }) {
  const t = useTranslate()
  const id = useId()
  const preset = (slippagePresets as readonly string[]).includes(slippage)
  const [custom, setCustom] = useState(preset ? '' : slippage)
  const invalid = custom !== '' && !isValidSlippage(custom)
  return (
    <fieldset className={styles.slippage}>
      <legend className={styles.smallLabel}>{t('swap.slippage')}</legend>
      <div className={styles.slippageRow}>
        {slippagePresets.map((value) => (
          <label key={value} className={styles.slippageChoice}>
            <input
              className={styles.radio}
              type="radio"
              name={`${id}-slippage`}
              value={value}
              checked={slippage === value && custom === ''}
              onChange={() => {
                setCustom('')
                onChange(value)
              }}
            />
            <span dir="ltr">{value}%</span>
          </label>
        ))}
        <input
          className={styles.slippageInput}
          type="text"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          placeholder="%"
          aria-label={t('swap.slippageCustom')}
          value={custom}
          onChange={(event) => {
            const text = event.target.value.replace(',', '.').replace(/[^\d.]/g, '')
            setCustom(text)
            if (isValidSlippage(text)) onChange(text)
            else if (text === '') onChange('1')
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-invalid` : undefined}
          data-testid="foyer-swap-slippage-custom"
        />
      </div>
      {invalid && (
        <p className={styles.fieldError} id={`${id}-invalid`} role="alert">
          {t('swap.slippageInvalid')}
        </p>
      )}
    </fieldset>
  )
}
