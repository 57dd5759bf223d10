import { useEffect, useId } from 'react'
import { useFoyerActions, useFoyerOptions } from '../../../hooks/foyerContext'
import { useLegalConsent } from '../../../hooks/useLegalConsent'
import { useShowConnected } from '../../../hooks/profileWallets/useShowConnected'
import { namespaceConnectorInfo, useNamespaceConnect } from '../../../hooks/namespaces/useNamespaceConnect'
import { useNamespaces } from '../../../hooks/namespaces/useNamespaces'
import { useTranslate } from '../../../hooks/useTranslate'
import { useWalletsConnect } from '../../../hooks/useWalletsConnect'
import { useWalletsForConnect } from '../../../hooks/useWalletsForConnect'
import { namespaceOfWalletUid, namespaceWalletUid } from '../../../src/wallets/walletNamespaces'
import type { WalletListItem } from '../../../src/wallets/walletTypes'
import { shellAllWalletsPick } from '../../modal/ShellConnectList'
import { AllWalletsButton } from './AllWalletsButton'
import { AuthSection } from './AuthSection'
import { ConnectAttempt } from './ConnectAttempt'
import { ConnectWalletList } from './ConnectWalletList'
import { LegalCheckbox } from './LegalCheckbox'
import * as styles from './ConnectView.css'

/**
 * Connect: the wallets in the default order (WalletConnect, recent, installed, featured, custom,
 * external, 4 recommended from the registry) and "All wallets". A browser wallet connects here,
 * showing the request while the wallet asks the user and the catalogue error with a working retry
 * when it fails; any other wallet opens its WalletConnect pairing. With other families on (Solana,
 * Bitcoin, ...), the browser's wallets of each follow, every row marked with its namespace.
 */
export function ConnectView() {
  const t = useTranslate()
  const { dispatch, shellPick, shellFocus } = useFoyerActions()
  // The row focused in the page's dialog shell keeps focus when this view takes over from it (the
  // key is cleared when the modal closes, so a later opening starts on the first row again).
  const focusKey = shellFocus.current
  const { items, registryCount, isLoading, isError, retry } = useWalletsForConnect()
  // A browser wallet's connection moves to Account through the modal itself; opened from
  // ProfileWallets to add a wallet, this view goes back there once the new one is connected.
  const { adding, showConnected } = useShowConnected()
  const evm = useWalletsConnect({ onConnected: adding ? showConnected : undefined })
  const namespaces = useNamespaces()
  const others = useNamespaceConnect({ onConnected: showConnected })
  const pending = evm.pending ?? others.pending
  const failure = evm.failure ?? others.failure
  const connect = evm.connect
  const otherWallets = namespaces.entries.flatMap((entry) => entry.wallets)
  const appNamespaces = ['eip155' as const, ...namespaces.entries.map((entry) => entry.namespace)]
  const { config } = useFoyerOptions()
  // With the legal checkbox on, nothing connects until it is ticked (or while its stored answer is read).
  const legal = useLegalConsent()
  const locked = legal.required && legal.accepted !== true
  const legalHintId = useId()

  function select(item: WalletListItem) {
    if (item.kind === 'pairing') dispatch({ type: 'push', route: { view: 'ConnectingWalletConnect', data: { wallet: item.wallet } } })
    else if (item.connector.kind === 'WALLET_CONNECT') dispatch({ type: 'push', route: { view: 'ConnectingWalletConnect' } })
    else void connect(item.connector, item.registryId)
  }

  // A wallet picked in the page's dialog shell before this view's code arrived: picked here, once
  // its row is listed (a registry row may need the registry's answer first).
  useEffect(() => {
    const key = shellPick.current
    if (key === undefined || locked) return
    if (key === shellAllWalletsPick) {
      shellPick.current = undefined
      dispatch({ type: 'push', route: { view: 'AllWallets' } })
      return
    }
    const item = items.find((entry) => entry.key === key)
    const other = otherWallets.find((wallet) => namespaceWalletUid(wallet) === key)
    if (!item && !other && isLoading) return
    shellPick.current = undefined
    if (item) select(item)
    else if (other) void others.connect(namespaceConnectorInfo(other))
  })

  return (
    <div className={styles.section}>
      {legal.required && (
        <LegalCheckbox legal={config.legal} checked={legal.accepted === true} onChange={legal.setAccepted} hintId={legalHintId} t={t} autoFocus={locked} />
      )}
      <AuthSection locked={locked} describedBy={locked ? legalHintId : undefined} />
      <ConnectAttempt
        pending={pending}
        failure={failure}
        onRetry={(failed) =>
          void (namespaceOfWalletUid(failed.connector.uid) ? others.connect(failed.connector) : connect(failed.connector, failed.registryId))
        }
      />
      {items.length === 0 && otherWallets.length === 0 && !isLoading && !isError ? (
        <div className={styles.empty}>
          <p>{t('connect.noWallets')}</p>
          <p>{t('connect.noWalletsHint')}</p>
        </div>
      ) : (
        <ConnectWalletList
          items={items}
          otherWallets={otherWallets}
          appNamespaces={appNamespaces}
          isLoading={isLoading}
          isError={isError}
          onRetry={retry}
          isBusy={(key) => pending !== undefined && (key === pending.uid || key === `connector:${pending.uid}`)}
          disabled={pending !== undefined || locked}
          describedBy={locked ? legalHintId : undefined}
          onSelect={select}
          onSelectOther={(wallet) => void others.connect(namespaceConnectorInfo(wallet))}
          t={t}
          focusKey={focusKey}
        />
      )}
      {config.features.allWallets && (
        <AllWalletsButton
          t={t}
          autoFocus={focusKey === shellAllWalletsPick}
          count={registryCount}
          disabled={pending !== undefined || locked}
          onClick={() => dispatch({ type: 'push', route: { view: 'AllWallets' } })}
        />
      )}
    </div>
  )
}
