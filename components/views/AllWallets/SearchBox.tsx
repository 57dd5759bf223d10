import { useId, useRef, type KeyboardEvent } from 'react'
import { useTranslate } from '../../../hooks/useTranslate'
import { CloseIcon } from '../../ui/icons'
import { visuallyHidden } from '../../ui/ui.css'
import * as styles from './AllWalletsView.css'

/** Props of {@link SearchBox}. */
export type SearchBoxProps = {
  value: string
  onChange: (value: string) => void
  onClear: () => void
  /** The id of the list the box filters, for `aria-controls`. */
  controls: string
  /** Keys pressed in the box (e.g. ArrowDown to move into the list). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
}

/** The AllWallets search field: labelled, with a clear button that puts focus back in the field. */
export function SearchBox({ value, onChange, onClear, controls, onKeyDown }: SearchBoxProps) {
  const t = useTranslate()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  return (
    <div className={styles.searchBox} role="search">
      <label htmlFor={id} className={visuallyHidden}>
        {t('wallets.searchLabel')}
      </label>
      <span className={styles.searchIcon} aria-hidden="true">
        <svg width="16" height="16" viewBox="0 0 16 16" fill="none">
          <circle cx="7" cy="7" r="4.5" stroke="currentColor" strokeWidth="1.6" />
          <path d="M10.5 10.5L14 14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </span>
      <input
        ref={inputRef}
        id={id}
        type="search"
        className={styles.searchInput}
        value={value}
        placeholder={t('wallets.searchPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        aria-controls={controls}
        data-foyer-autofocus=""
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {value && (
        <button
          type="button"
          className={styles.clearButton}
          aria-label={t('wallets.clearSearch')}
          title={t('wallets.clearSearch')}
          onClick={() => {
            onClear()
            inputRef.current?.focus()
          }}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  )
}
