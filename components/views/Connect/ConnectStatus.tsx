import type { ReactNode } from 'react'
import type { Connector } from 'wagmi'
import { Spinner } from '../../ui/Spinner'
import { WalletImage } from '../../ui/WalletImage'
import * as styles from './ConnectView.css'

/** The panel above the wallet list that shows a pending request or its failure. */
export function ConnectStatus({ wallet, busy = false, children }: { wallet: Connector; busy?: boolean; children: ReactNode }) {
  return (
    <div className={styles.status} role={busy ? 'status' : undefined} aria-busy={busy || undefined}>
      <WalletImage src={wallet.icon} name={wallet.name} size={56} />
      {children}
      {busy && <Spinner size={20} />}
    </div>
  )
}
