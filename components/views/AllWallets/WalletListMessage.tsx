import type { ReactNode } from 'react'
import * as styles from './AllWalletsView.css'

/** Props of {@link WalletListMessage}. */
export type WalletListMessageProps = {
  title: string
  text?: string | undefined
  /** `error` reads the title out as an alert. @default 'neutral' */
  tone?: 'neutral' | 'error'
  /** An action under the text, e.g. a retry button. */
  children?: ReactNode
}

/** The empty and error states of the wallet list. */
export function WalletListMessage({ title, text, tone = 'neutral', children }: WalletListMessageProps) {
  return (
    <div className={styles.message}>
      <p className={tone === 'error' ? styles.errorTitle : styles.messageTitle} role={tone === 'error' ? 'alert' : undefined}>
        {title}
      </p>
      {text && <p className={styles.messageText}>{text}</p>}
      {children}
    </div>
  )
}
