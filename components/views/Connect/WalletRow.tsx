import { forwardRef, useId, type ButtonHTMLAttributes } from 'react'
import { Spinner } from '../../ui/Spinner'
import { WalletImage } from '../../ui/WalletImage'
import * as styles from './ConnectView.css'

/** Props of {@link WalletRow}. */
export type WalletRowProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-labelledby' | 'aria-describedby'> & {
  /** The wallet's name: the button's whole accessible name. */
  name: string
  /** Icon URL. */
  imageUrl?: string | undefined
  /** A short mark after the name ("Recent", "Installed"), read as the button's description. */
  tag?: string | undefined
  /** The wallet's chain family ("EVM", "Solana"), shown when the app has several. @default undefined */
  namespaceBadge?: string | undefined
  /** Tone of the tag. @default 'neutral' */
  tagTone?: 'neutral' | 'success'
  /** The wallet is asking the user right now: a spinner replaces the tag. @default false */
  busy?: boolean
  /** Focus this row when the view opens. @default false */
  autoFocus?: boolean
}

/**
 * One wallet as a button: icon, name and an optional tag. The accessible name is exactly the
 * wallet's name; the tag is its description.
 */
export const WalletRow = forwardRef<HTMLButtonElement, WalletRowProps>(function WalletRow(
  { name, imageUrl, tag, namespaceBadge, tagTone = 'neutral', busy = false, autoFocus = false, className, ...buttonProps },
  ref,
) {
  const id = useId()
  return (
    <button
      ref={ref}
      type="button"
      className={[styles.walletButton, className].filter(Boolean).join(' ')}
      data-foyer-autofocus={autoFocus ? '' : undefined}
      aria-busy={busy}
      aria-labelledby={`${id}-name`}
      aria-describedby={[namespaceBadge ? `${id}-ns` : '', tag && !busy ? `${id}-tag` : ''].filter(Boolean).join(' ') || undefined}
      {...buttonProps}
    >
      <WalletImage src={imageUrl} name={name} />
      <span className={styles.walletName} id={`${id}-name`}>
        {name}
      </span>
      {namespaceBadge && (
        <span className={styles.tagNeutral} id={`${id}-ns`} data-namespace-badge="">
          {namespaceBadge}
        </span>
      )}
      {busy ? (
        <Spinner />
      ) : tag ? (
        <span className={tagTone === 'success' ? styles.tag : styles.tagNeutral} id={`${id}-tag`}>
          {tag}
        </span>
      ) : null}
    </button>
  )
})
