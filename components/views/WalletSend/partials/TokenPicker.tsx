import { forwardRef } from 'react'
import { useTranslate } from '../../../../hooks/useTranslate'
import { floorDecimal } from '../../../../src/account/formatAmounts'
import type { SendTokenDisplay } from '../../../../src/send/sendToken'
import { Spinner } from '../../../ui/Spinner'
import * as styles from '../WalletSendView.css'
import { TokenIcon } from './TokenIcon'

/** Props of {@link TokenPicker}. */
export type TokenPickerProps = {
  tokens: readonly SendTokenDisplay[]
  status: 'pending' | 'error' | 'success'
  selectedId: string | undefined
  onSelect: (id: string) => void
  /** Marks the group invalid ('A token is required'). */
  invalid: boolean
  /** Id of the element that describes the error. */
  errorId: string | undefined
}

/**
 * The tokens the account holds as a radio group (arrow keys move between them): icon, symbol and
 * the balance floored to 3 decimals. The ref is the first radio, to focus on a missing token.
 */
export const TokenPicker = forwardRef<HTMLInputElement, TokenPickerProps>(function TokenPicker(
  { tokens, status, selectedId, onSelect, invalid, errorId },
  firstRef,
) {
  const t = useTranslate()
  return (
    <fieldset className={styles.fieldset} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined}>
      <legend className={styles.label}>{t('send.token')}</legend>
      {status === 'pending' && tokens.length === 0 ? (
        <p className={styles.muted} role="status">
          <Spinner size={14} /> {t('send.tokensLoading')}
        </p>
      ) : status === 'error' && tokens.length === 0 ? (
        <p className={styles.fieldError} role="alert">
          {t('send.tokensUnavailable')}
        </p>
      ) : tokens.length === 0 ? (
        <p className={styles.muted}>{t('send.noTokens')}</p>
      ) : (
        <ul className={styles.tokenList}>
          {tokens.map((token, index) => (
            <li key={token.id}>
              <label className={styles.tokenRow}>
                <input
                  ref={index === 0 ? firstRef : undefined}
                  className={styles.radio}
                  type="radio"
                  name="foyer-send-token"
                  value={token.id}
                  checked={token.id === selectedId}
                  onChange={() => onSelect(token.id)}
                  // Symbol then balance, with a space that the visual layout gives but the text lacks.
                  aria-label={`${token.symbol} ${floorDecimal(token.balanceText, 3)}`}
                />
                <TokenIcon symbol={token.symbol} iconUrl={token.iconUrl} />
                <span className={styles.tokenSymbol}>{token.symbol}</span>
                <span className={styles.tokenBalance} dir="ltr">
                  {floorDecimal(token.balanceText, 3)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
})
