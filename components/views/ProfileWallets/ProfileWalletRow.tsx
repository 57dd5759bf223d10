import { useTranslate } from '../../../hooks/useTranslate'
import { knownWalletKey } from '../../../hooks/profileWallets/knownWallets'
import type { ProfileWallet, ProfileWalletAction } from '../../../hooks/profileWallets/useProfileWallets'
import { shortenAddress } from '../../../src/format/shortenAddress'
import { Button } from '../../ui/Button'
import { WalletImage } from '../../ui/WalletImage'
import * as styles from './ProfileWalletsView.css'

/** Props of {@link ProfileWalletRow}. */
export type ProfileWalletRowProps = {
  wallet: ProfileWallet
  /** Which of this row's actions is running. */
  pending: ProfileWalletAction['action'] | undefined
  /** Another row's action is running: this row's buttons wait. */
  busy: boolean
  /** Show the wallet's chain family (the list holds more than one). */
  showNamespace: boolean
  onSwitch: () => void
  onDisconnect: () => void
  onReconnect: () => void
}

const statusText = { active: 'profileWallets.active', connected: 'profileWallets.connected', disconnected: 'profileWallets.disconnected' } as const
// Chain families by their own names, the same in every language.
const namespaceNames: Record<string, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
  sui: 'Sui',
  stacks: 'Stacks',
}

// Each action's button: its look, its label for screen readers, its text while idle and while running.
const actionButtons = {
  reconnect: {
    variant: 'accent',
    label: 'profileWallets.reconnectLabel',
    idle: 'profileWallets.reconnect',
    running: 'profileWallets.reconnecting',
  },
  switch: { variant: 'accent', label: 'profileWallets.switchLabel', idle: 'profileWallets.switch', running: 'profileWallets.switching' },
  disconnect: {
    variant: 'danger',
    label: 'profileWallets.disconnectLabel',
    idle: 'profileWallets.disconnect',
    running: 'profileWallets.disconnecting',
  },
} as const satisfies Record<ProfileWalletAction['action'], { variant: 'accent' | 'danger'; label: string; idle: string; running: string }>

function ActionButton({
  action,
  name,
  pending,
  disabled,
  onClick,
}: {
  action: ProfileWalletAction['action']
  name: string
  pending: ProfileWalletAction['action'] | undefined
  disabled: boolean
  onClick: () => void
}) {
  const t = useTranslate()
  const { variant, label, idle, running } = actionButtons[action]
  return (
    <Button className={styles.rowButton} variant={variant} disabled={disabled} aria-label={t(label, { name })} onClick={onClick}>
      {pending === action ? t(running) : t(idle)}
    </Button>
  )
}

/**
 * One wallet: its icon and name, its shortened address, its status (Active, Connected or
 * Disconnected) and its actions, each labelled with the wallet's name for screen readers: Switch
 * (EVM, not on the active one) and Disconnect while connected, Reconnect once disconnected.
 */
export function ProfileWalletRow({ wallet, pending, busy, showNamespace, onSwitch, onDisconnect, onReconnect }: ProfileWalletRowProps) {
  const t = useTranslate()
  const active = wallet.status === 'active'
  const disabled = busy || pending !== undefined
  const namespace = namespaceNames[wallet.namespace] ?? wallet.namespace
  const buttonProps = { name: wallet.name, pending, disabled }
  return (
    <li
      className={styles.row}
      data-uid={wallet.uid}
      data-key={knownWalletKey(wallet)}
      data-status={wallet.status}
      data-namespace={wallet.namespace}
      data-testid="foyer-profile-wallet"
      aria-current={active || undefined}
    >
      <WalletImage src={wallet.icon} name={wallet.name} size={40} />
      <span className={styles.identity}>
        <span className={styles.name} data-testid="foyer-profile-wallet-name">
          {wallet.name}
        </span>
        <span className={styles.address} title={wallet.address} dir="ltr" data-testid="foyer-profile-wallet-address">
          {showNamespace && <span className={styles.namespace}>{namespace} · </span>}
          {shortenAddress(wallet.address)}
        </span>
      </span>
      <span className={styles.status[wallet.status]} data-testid="foyer-profile-wallet-status">
        {t(statusText[wallet.status])}
      </span>
      <span className={styles.actions}>
        {wallet.status === 'disconnected' ? (
          <ActionButton action="reconnect" onClick={onReconnect} {...buttonProps} />
        ) : (
          <>
            {!active && wallet.namespace === 'eip155' && <ActionButton action="switch" onClick={onSwitch} {...buttonProps} />}
            <ActionButton action="disconnect" onClick={onDisconnect} {...buttonProps} />
          </>
        )}
      </span>
    </li>
  )
}
