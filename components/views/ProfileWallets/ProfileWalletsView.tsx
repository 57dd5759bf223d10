import { useRef, useState } from 'react'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useProfileWallets } from '../../../hooks/profileWallets/useProfileWallets'
import { useRemoteFeaturesState } from '../../../hooks/useProjectChecks'
import { useTranslate } from '../../../hooks/useTranslate'
import { Button } from '../../ui/Button'
import { visuallyHidden } from '../../ui/ui.css'
import { MultiWalletNotEnabled } from './MultiWalletNotEnabled'
import { ProfileWalletRow } from './ProfileWalletRow'
import * as styles from './ProfileWalletsView.css'

// After a row's button goes away (Switch on the new active wallet, Disconnect once the wallet is
// disconnected), focus moves to that row's first control, else to the view's first one (the list
// forgotten, or Add wallet), so keyboard users stay where they were.
function focusAfterChange(root: HTMLElement | null, uid: string) {
  setTimeout(() => {
    if (!root || root.contains(document.activeElement)) return
    const row = [...root.querySelectorAll<HTMLElement>('[data-uid]')].find((node) => node.dataset.uid === uid)
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

  async function onSwitch(uid: string, name: string) {
    setAnnouncement('')
    const result = await switchTo(uid)
    if (result) setAnnouncement(t('profileWallets.switched', { name }))
    focusAfterChange(rootRef.current, uid)
  }

  async function onDisconnect(uid: string, name: string) {
    setAnnouncement('')
    await disconnect(uid)
    if (!wallets.some((wallet) => wallet.uid === uid && wallet.status === 'disconnected')) setAnnouncement(t('profileWallets.disconnectedNotice', { name }))
    focusAfterChange(rootRef.current, uid)
  }

  async function onReconnect(uid: string, name: string) {
    setAnnouncement('')
    const result = await reconnect(uid)
    if (!result) return focusAfterChange(rootRef.current, uid)
    if (result.connected) {
      setAnnouncement(t('profileWallets.reconnected', { name }))
      return focusAfterChange(rootRef.current, uid)
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
              onSwitch={() => void onSwitch(wallet.uid, wallet.name)}
              onDisconnect={() => void onDisconnect(wallet.uid, wallet.name)}
              onReconnect={() => void onReconnect(wallet.uid, wallet.name)}
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
      <Button className={styles.fullWidth} variant="accent" disabled={pending !== undefined} onClick={() => dispatch({ type: 'push', route: { view: 'Connect', data: { addWallet: true } } })}>
        {t('profileWallets.add')}
      </Button>
    </div>
  )
}
