import { useEffect } from 'react'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useShowConnected } from '../../../hooks/profileWallets/useShowConnected'
import { namespaceConnectorInfo, useNamespaceConnect } from '../../../hooks/namespaces/useNamespaceConnect'
import { useNamespaces } from '../../../hooks/namespaces/useNamespaces'
import { useTranslate } from '../../../hooks/useTranslate'
import { useWalletsConnect } from '../../../hooks/useWalletsConnect'
import { useWalletsForConnect } from '../../../hooks/useWalletsForConnect'
import { namespaceLabel } from '../../../src/i18n/namespaceLabel'
import { namespaceOfWalletUid, walletNamespaces } from '../../../src/wallets/walletNamespaces'
import type { WalletListItem } from '../../../src/wallets/walletTypes'
import { AllWalletsButton } from './AllWalletsButton'
import { AuthSection } from './AuthSection'
import { ConnectAttempt } from './ConnectAttempt'
import * as styles from './ConnectView.css'
import { recommendedPlaceholderCount, WalletItemRow } from './WalletItemRow'
import { WalletRow } from './WalletRow'

/**
 * Connect: the wallets in the default order (WalletConnect, recent, installed, featured, custom,
 * external, 4 recommended from the registry) and "All wallets". A browser wallet connects here,
 * showing the request while the wallet asks the user and the catalogue error with a working retry
 * when it fails; any other wallet opens its WalletConnect pairing. With other families on (Solana,
 * Bitcoin, ...), the browser's wallets of each follow, every row marked with its namespace.
 */
export function ConnectView() {
  const t = useTranslate()
  const { dispatch, shellPick } = useFoyerActions()
  const { items, registryCount, isLoading } = useWalletsForConnect()
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
  const appNamespaces = ['eip155', ...namespaces.entries.map((entry) => entry.namespace)]
  // Badges only when the app has several families: each row names those its wallet serves.
  const badgeOf = (item: WalletListItem) =>
    appNamespaces.length > 1
      ? walletNamespaces(item, appNamespaces)
          .map((namespace) => namespaceLabel(t, namespace))
          .join(', ') || undefined
      : undefined

  function select(item: WalletListItem) {
    if (item.kind === 'pairing') dispatch({ type: 'push', route: { view: 'ConnectingWalletConnect', data: { wallet: item.wallet } } })
    else if (item.connector.kind === 'WALLET_CONNECT') dispatch({ type: 'push', route: { view: 'ConnectingWalletConnect' } })
    else void connect(item.connector, item.registryId)
  }

  // A wallet picked in the page's dialog shell before this view's code arrived: picked here, once
  // its row is listed (a registry row may need the registry's answer first).
  useEffect(() => {
    const key = shellPick.current
    if (key === undefined) return
    const item = items.find((entry) => entry.key === key)
    if (!item && isLoading) return
    shellPick.current = undefined
    if (item) select(item)
  })

  const skeletons = recommendedPlaceholderCount(items, isLoading)

  return (
    <div className={styles.section}>
      <AuthSection />
      <ConnectAttempt
        pending={pending}
        failure={failure}
        onRetry={(failed) =>
          void (namespaceOfWalletUid(failed.connector.uid) ? others.connect(failed.connector) : connect(failed.connector, failed.registryId))
        }
      />
      {items.length === 0 && otherWallets.length === 0 && !isLoading ? (
        <div className={styles.empty}>
          <p>{t('connect.noWallets')}</p>
          <p>{t('connect.noWalletsHint')}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('wallets.listLabel')} aria-busy={isLoading || undefined}>
          {items.map((item, index) => (
            <li key={item.key}>
              <WalletItemRow
                item={item}
                namespaceBadge={badgeOf(item)}
                busy={item.kind === 'connector' && pending?.uid === item.connector.uid}
                autoFocus={index === 0}
                disabled={pending !== undefined}
                onClick={() => select(item)}
              />
            </li>
          ))}
          {otherWallets.map((wallet) => {
            const info = namespaceConnectorInfo(wallet)
            return (
              <li key={info.uid}>
                <WalletRow
                  name={wallet.name}
                  imageUrl={wallet.icon}
                  namespaceBadge={namespaceLabel(t, wallet.namespace)}
                  busy={pending?.uid === info.uid}
                  disabled={pending !== undefined}
                  onClick={() => void others.connect(info)}
                />
              </li>
            )
          })}
          {Array.from({ length: skeletons }, (_, index) => (
            <li key={`skeleton-${index}`} aria-hidden="true" className={styles.skeletonRow} />
          ))}
        </ul>
      )}
      <AllWalletsButton count={registryCount} disabled={pending !== undefined} onClick={() => dispatch({ type: 'push', route: { view: 'AllWallets' } })} />
    </div>
  )
}
