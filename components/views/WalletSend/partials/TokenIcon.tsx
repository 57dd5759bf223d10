import { useState } from 'react'
import * as styles from '../WalletSendView.css'

/** A token's icon, or its first letter when it has none or the image fails. Decorative. */
export function TokenIcon({ symbol, iconUrl }: { symbol: string; iconUrl: string }) {
  const [failed, setFailed] = useState(false)
  return (
    <span className={styles.tokenIcon} aria-hidden="true">
      {iconUrl && !failed ? (
        <img className={styles.tokenIconImage} src={iconUrl} alt="" onError={() => setFailed(true)} />
      ) : (
        symbol.trim().charAt(0).toUpperCase() || '?'
      )}
    </span>
  )
}
