import { useId } from 'react'
import { useCopyText } from '../../../hooks/useCopyText'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import { CheckIcon, CopyIcon } from '../../ui/icons'
import { NetworkImage } from '../../ui/NetworkImage'
import { AddressQrCode } from './AddressQrCode'
import * as styles from './WalletReceiveView.css'

/** A network the received address works on. */
export type ReceiveNetwork = { caipNetworkId: string; name: string }

/** An address to receive on (any namespace): its QR code and text, Copy with feedback, and the networks it works on. */
export function ReceivePanel({ address, networks }: { address: string; networks: readonly ReceiveNetwork[] }) {
  const t = useTranslate()
  const { state, copy } = useCopyText({ copied: 'receive.copiedToast', failed: 'receive.copyFailed' })
  const copied = state === 'copied'
  const networksId = useId()

  return (
    <div className={styles.root}>
      <AddressQrCode value={address} label={t('receive.qrLabel')} />
      <p className={styles.label}>{t('receive.address')}</p>
      <p className={styles.address} dir="ltr" data-testid="foyer-receive-address">
        {address}
      </p>
      <Button className={styles.fullWidth} onClick={() => copy(address)} data-foyer-autofocus="">
        {copied ? <CheckIcon /> : <CopyIcon />}
        {copied ? t('receive.copied') : t('receive.copy')}
      </Button>
      <section className={styles.networks} aria-labelledby={networksId}>
        <h3 className={styles.heading} id={networksId}>
          {t('receive.networks')}
        </h3>
        <p className={styles.hint}>{t('receive.networksHint')}</p>
        <ul className={styles.networkList}>
          {networks.map((network) => (
            <li key={network.caipNetworkId} className={styles.networkItem}>
              <NetworkImage caipNetworkId={network.caipNetworkId} name={network.name} size={18} />
              {network.name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
