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

// After a row's button goes away (Switch on the new active wallet, or the whole row on disconnect),
// focus moves to the list's first control, else to Add wallet, so keyboard users stay in the view.
function focusAfterChange(root: HTMLElement | null) {
  setTimeout(() => {
    if (root && !root.contains(document.activeElement)) root.querySelector<HTMLElement>('button:not(:disabled)')?.focus()
  }, 0)
}

/**
 * ProfileWallets: the wallets connected at once, each with its status (Active or Connected), Switch
 * and Disconnect; Add wallet opens Connect and comes back here once the new wallet is connected.
 * Only where the project's multi-wallet flag is on; otherwise the 'Multi-Wallet Not Enabled' info.
 */
export function ProfileWalletsView() {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const flags = useRemoteFeaturesState()
  const { wallets, isLoading, pending, failed, switchTo, disconnect } = useProfileWallets()
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
    const result = await switchTo(uid)
    if (result) setAnnouncement(t('profileWallets.switched', { name }))
    focusAfterChange(rootRef.current)
  }

  async function onDisconnect(uid: string) {
    setAnnouncement('')
    await disconnect(uid)
    focusAfterChange(rootRef.current)
  }

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
              onSwitch={() => void onSwitch(wallet.uid, wallet.name)}
              onDisconnect={() => void onDisconnect(wallet.uid)}
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
