import { useRef, useState } from 'react'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { knownWalletKey } from '../../../hooks/profileWallets/knownWallets'
import { useProfileWallets, type ProfileWallet } from '../../../hooks/profileWallets/useProfileWallets'
import { useRemoteFeaturesState } from '../../../hooks/useProjectChecks'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import { visuallyHidden } from '../../ui/ui.css'
import { MultiWalletNotEnabled } from './MultiWalletNotEnabled'
import { ProfileWalletRow } from './ProfileWalletRow'
import * as styles from './ProfileWalletsView.css'

// After a row's button goes away (Switch on the new active wallet, Disconnect once the wallet is
// disconnected), focus moves to that row's first control, else to the view's first one (the list
// forgotten, or Add wallet), so keyboard users stay where they were. Rows are found by the wallet's
// key (namespace and wallet id), not the row's uid: a disconnected EVM wallet's row has a uid of its
// own, since wagmi's connector uid went with the connection.
function focusAfterChange(root: HTMLElement | null, key: string) {
  setTimeout(() => {
    if (!root || root.contains(document.activeElement)) return
    const row = [...root.querySelectorAll<HTMLElement>('[data-key]')].find((node) => node.dataset.key === key)
    ;(row?.querySelector<HTMLElement>('button:not(:disabled)') ?? root.querySelector<HTMLElement>('button:not(:disabled)'))?.focus()
  }, 0)
}

/**
 * ProfileWallets: the wallets connected at once (several EVM ones, one per other chain family) and
 * those connected before in this browser, each with its status (Active, Connected or Disconnected):
 * Switch and Disconnect while connected, Reconnect once disconnected (directly for a browser wallet;
 * through Connect or a new pairing for e-mail, social and WalletConnect, coming back here after).
 * Add wallet opens Connect and comes back here once the new wallet is connected. Only where the
 * project's multi-wallet flag is on; otherwise the 'Multi-Wallet Not Enabled' info.
 */
export function ProfileWalletsView() {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const flags = useRemoteFeaturesState()
  const { wallets, isLoading, pending, failed, switchTo, disconnect, reconnect } = useProfileWallets(flags.features.multiWallet === true)
  const [announcement, setAnnouncement] = useState('')
  const rootRef = useRef<HTMLDivElement>(null)

  if (flags.isLoading || (isLoading && wallets.length === 0)) {
    return (
      <div className={styles.root} aria-busy="true">
        <p className={visuallyHidden} role="status">
          {t('profileWallets.loading')}
        </p>
        <div className={styles.skeletonRow} aria-hidden="true" />
        <div className={styles.skeletonRow} aria-hidden="true" />
      </div>
    )
  }
  if (!flags.features.multiWallet) return <MultiWalletNotEnabled />

  async function onSwitch({ uid, name, ...wallet }: ProfileWallet) {
    setAnnouncement('')
    const result = await switchTo(uid)
    if (result) setAnnouncement(t('profileWallets.switched', { name }))
    focusAfterChange(rootRef.current, knownWalletKey(wallet))
  }

  async function onDisconnect({ uid, name, ...wallet }: ProfileWallet) {
    setAnnouncement('')
    // `disconnect` itself reports a failure ('Failed to disconnect'); only a success is announced.
    if (await disconnect(uid)) setAnnouncement(t('profileWallets.disconnectedNotice', { name }))
    focusAfterChange(rootRef.current, knownWalletKey(wallet))
  }

  async function onReconnect({ uid, name, ...wallet }: ProfileWallet) {
    setAnnouncement('')
    const result = await reconnect(uid)
    if (!result) return focusAfterChange(rootRef.current, knownWalletKey(wallet))
    if (result.connected) {
      setAnnouncement(t('profileWallets.reconnected', { name }))
      return focusAfterChange(rootRef.current, knownWalletKey(wallet))
    }
    // E-mail, social and WalletConnect wallets connect again through their own flow, opened as
    // "add a wallet" so that it comes back here once connected.
    dispatch({ type: 'push', route: { view: 'Connect', data: { addWallet: true } } })
    if (result.flow === 'walletConnect') dispatch({ type: 'push', route: { view: 'ConnectingWalletConnect', data: {} } })
  }

  const showNamespace = wallets.some((wallet) => wallet.namespace !== 'eip155')

  return (
    <div className={styles.root} ref={rootRef}>
      {wallets.length === 0 ? (
        <div className={styles.empty} data-testid="foyer-profile-wallets-empty">
          <p className={styles.infoTitle}>{t('profileWallets.empty')}</p>
          <p className={styles.infoText}>{t('profileWallets.emptyHint')}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('profileWallets.listLabel')}>
          {wallets.map((wallet) => (
            <ProfileWalletRow
              key={wallet.uid}
              wallet={wallet}
              pending={pending?.uid === wallet.uid ? pending.action : undefined}
              busy={pending !== undefined}
              showNamespace={showNamespace}
              onSwitch={() => void onSwitch(wallet)}
              onDisconnect={() => void onDisconnect(wallet)}
              onReconnect={() => void onReconnect(wallet)}
            />
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className={styles.errorText} data-testid="foyer-profile-wallets-error">
          {t(failed.action === 'disconnect' ? 'error.Failed to disconnect' : 'error.Failed to connect')}
        </p>
      )}
      <p className={visuallyHidden} role="status">
        {announcement}
      </p>
      <Button
        className={styles.fullWidth}
        variant="accent"
        disabled={pending !== undefined}
        onClick={() => dispatch({ type: 'push', route: { view: 'Connect', data: { addWallet: true } } })}
      >
        {t('profileWallets.add')}
      </Button>
    </div>
  )
}
