import { useEffect, useRef } from 'react'
import { useTranslate } from '../../../../hooks/useTranslate'
import type { CaipNetwork } from '../../../../src/chains/network'
import { NetworkImage } from '../../../ui/NetworkImage'
import { Spinner } from '../../../ui/Spinner'
import * as styles from '../SwitchNetworkView.css'

/**
 * "Approve in wallet" while the wallet asks the user. Takes focus, so keyboard users are not
 * left on the button that was just replaced.
 */
export function SwitchPending({ network }: { network: CaipNetwork }) {
  const t = useTranslate()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <div className={styles.panel} role="status" aria-busy="true" tabIndex={-1} ref={ref} data-testid="foyer-switch-pending">
      <NetworkImage caipNetworkId={network.caipNetworkId} name={network.name} src={network.assets?.imageUrl} imageId={network.assets?.imageId} size={64} />
      <p className={styles.panelTitle}>{t('network.approveInWallet')}</p>
      <p className={styles.text}>{t('network.approveSwitch', { network: network.name })}</p>
      <Spinner size={20} />
    </div>
  )
}
