import type { ReactNode } from 'react'
import { Spinner } from '../../ui/Spinner'
import { WalletImage } from '../../ui/WalletImage'
import * as styles from './ConnectView.css'

/** Props of {@link ConnectStatus}. */
export type ConnectStatusProps = {
  /** The wallet being connected (a wagmi connector fits). */
  wallet: { name: string; icon?: string | undefined }
  /** A request is open in the wallet. @default false */
  busy?: boolean
  children: ReactNode
}

/** The panel above a wallet list that shows a pending request or its failure. */
export function ConnectStatus({ wallet, busy = false, children }: ConnectStatusProps) {
  return (
    <div className={styles.status} role={busy ? 'status' : undefined} aria-busy={busy || undefined}>
      <WalletImage src={wallet.icon} name={wallet.name} size={56} />
      {children}
      {busy && <Spinner size={20} />}
    </div>
  )
}
