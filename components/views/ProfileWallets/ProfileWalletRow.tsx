import { useTranslate } from '../../../hooks/useTranslate'
import type { ProfileWallet } from '../../../hooks/profileWallets/useProfileWallets'
import { shortenAddress } from '../../../src/format/shortenAddress'
import { Button } from '../../ui/Button'
import { WalletImage } from '../../ui/WalletImage'
import * as styles from './ProfileWalletsView.css'

/** Props of {@link ProfileWalletRow}. */
export type ProfileWalletRowProps = {
  wallet: ProfileWallet
  /** Which of this row's actions is running. */
  pending: 'switch' | 'disconnect' | undefined
  /** Another row's action is running: this row's buttons wait. */
  busy: boolean
  onSwitch: () => void
  onDisconnect: () => void
}

/**
 * One connection: the wallet's icon and name, its shortened address, its status, and Switch (not on
 * the active one) and Disconnect, each labelled with the wallet's name for screen readers.
 */
export function ProfileWalletRow({ wallet, pending, busy, onSwitch, onDisconnect }: ProfileWalletRowProps) {
  const t = useTranslate()
  const active = wallet.status === 'active'
  const disabled = busy || pending !== undefined
  return (
    <li className={styles.row} data-status={wallet.status} data-testid="foyer-profile-wallet" aria-current={active || undefined}>
      <WalletImage src={wallet.icon} name={wallet.name} size={40} />
      <span className={styles.identity}>
        <span className={styles.name} data-testid="foyer-profile-wallet-name">{wallet.name}</span>
        <span className={styles.address} title={wallet.address} dir="ltr" data-testid="foyer-profile-wallet-address">
          {shortenAddress(wallet.address)}
        </span>
      </span>
      <span className={active ? styles.statusActive : styles.statusConnected} data-testid="foyer-profile-wallet-status">
        {t(active ? 'profileWallets.active' : 'profileWallets.connected')}
      </span>
      <span className={styles.actions}>
        {!active && (
          <Button className={styles.rowButton} variant="accent" disabled={disabled} aria-label={t('profileWallets.switchLabel', { name: wallet.name })} onClick={onSwitch}>
            {pending === 'switch' ? t('profileWallets.switching') : t('profileWallets.switch')}
          </Button>
        )}
        <Button className={styles.rowButton} variant="danger" disabled={disabled} aria-label={t('profileWallets.disconnectLabel', { name: wallet.name })} onClick={onDisconnect}>
          {pending === 'disconnect' ? t('profileWallets.disconnecting') : t('profileWallets.disconnect')}
        </Button>
      </span>
    </li>
  )
}
