import { useCallback, useId, useMemo, useRef } from 'react'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useNamespaceConnect } from '../../../hooks/namespaces/useNamespaceConnect'
import { useShowConnected } from '../../../hooks/profileWallets/useShowConnected'
import { useNamespaces } from '../../../hooks/namespaces/useNamespaces'
import { useTranslate } from '../../../hooks/useTranslate'
import { namespaceLabel } from '../../../src/i18n/namespaceLabel'
import { useWalletsAll } from '../../../hooks/useWalletsAll'
import { useWalletsConnect } from '../../../hooks/useWalletsConnect'
import { namespaceOfWalletUid, walletNamespaces } from '../../../src/wallets/walletNamespaces'
import type { WalletListItem } from '../../../src/wallets/walletTypes'
import { Button } from '../../ui/Button'
import { visuallyHidden } from '../../ui/ui.css'
import { ConnectAttempt } from '../Connect/ConnectAttempt'
import * as connectStyles from '../Connect/ConnectView.css'
import * as styles from './AllWalletsView.css'
import { SearchBox } from './SearchBox'
import { useDebouncedSearch } from './useDebouncedSearch'
import { VirtualWalletList, type VirtualWalletListHandle } from './VirtualWalletList'
import { WalletListMessage } from './WalletListMessage'
import { withNamespaceWallets } from './withNamespaceWallets'

/**
 * AllWallets: the whole registry with installed wallets first, 40 at a time as the list scrolls, and
 * a search (100 results, asked 300 ms after typing stops). A browser wallet connects here; any other
 * opens its WalletConnect pairing. The registry is asked only once this view shows, for the wallets
 * of the app's chain families. With other families on (Solana, Bitcoin, ...), the browser's wallets
 * of those families are listed among the installed ones and every row carries the families it
 * serves (EVM, Solana, Bitcoin, ...).
 */
export function AllWalletsView() {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const { text, search, setText, clear } = useDebouncedSearch()
  const wallets = useWalletsAll(search)
  const listId = useId()
  const listRef = useRef<VirtualWalletListHandle>(null)
  const { showConnected } = useShowConnected()
  const evm = useWalletsConnect({ onConnected: showConnected })
  const namespaces = useNamespaces()
  const others = useNamespaceConnect({ onConnected: showConnected })
  const pending = evm.pending ?? others.pending
  const failure = evm.failure ?? others.failure
  const { connect } = evm
  const connectOther = others.connect
  const otherWallets = useMemo(() => namespaces.entries.flatMap((entry) => entry.wallets), [namespaces.entries])
  const appNamespaces = useMemo(() => ['eip155', ...namespaces.entries.map((entry) => entry.namespace)], [namespaces.entries])
  const items = useMemo(() => withNamespaceWallets(wallets.items, otherWallets, search), [wallets.items, otherWallets, search])
  const total = wallets.total + (items.length - wallets.items.length)
  const badgeOf = useCallback(
    (item: WalletListItem) => {
      // Badges only when the app has several families; a row then names each it serves.
      if (appNamespaces.length < 2) return undefined
      return (
        walletNamespaces(item, appNamespaces)
          .map((namespace) => namespaceLabel(t, namespace))
          .join(', ') || undefined
      )
    },
    [appNamespaces, t],
  )

  const select = useCallback(
    (item: WalletListItem) => {
      if (item.kind === 'pairing') dispatch({ type: 'push', route: { view: 'ConnectingWalletConnect', data: { wallet: item.wallet } } })
      else if (item.connector.kind === 'WALLET_CONNECT') dispatch({ type: 'push', route: { view: 'ConnectingWalletConnect' } })
      else if (namespaceOfWalletUid(item.connector.uid)) void connectOther(item.connector)
      else void connect(item.connector, item.registryId)
    },
    [dispatch, connect, connectOther],
  )

  const { fetchNextPage } = wallets
  const loadMore = useCallback(() => fetchNextPage(), [fetchNextPage])

  let body
  if (wallets.isError) {
    body = (
      <WalletListMessage tone="error" title={t('wallets.loadFailed')}>
        <Button variant="accent" onClick={wallets.retry}>
          {t('wallets.retry')}
        </Button>
      </WalletListMessage>
    )
  } else if (wallets.isPending && items.length === 0) {
    body = (
      <>
        <p role="status" className={visuallyHidden}>
          {t('wallets.loading')}
        </p>
        <ul className={styles.staticList} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className={connectStyles.skeletonRow} />
          ))}
        </ul>
      </>
    )
  } else if (items.length === 0) {
    body = <WalletListMessage title={t('wallets.noWalletFound')} text={t('wallets.noWalletFoundHint')} />
  } else {
    body = (
      <VirtualWalletList
        ref={listRef}
        id={listId}
        items={items}
        total={total}
        badgeOf={badgeOf}
        hasNextPage={wallets.hasNextPage}
        isFetchingNextPage={wallets.isFetchingNextPage}
        isNextPageError={wallets.isNextPageError}
        onLoadMore={loadMore}
        onSelect={select}
        pendingUid={pending?.uid}
      />
    )
  }

  return (
    <div className={styles.root}>
      <SearchBox
        value={text}
        onChange={setText}
        onClear={clear}
        controls={listId}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' || items.length === 0) return
          event.preventDefault()
          listRef.current?.focusFirst()
        }}
      />
      <ConnectAttempt
        pending={pending}
        failure={failure}
        onRetry={(failed) => void (namespaceOfWalletUid(failed.connector.uid) ? connectOther(failed.connector) : connect(failed.connector, failed.registryId))}
      />
      {/* Announced once the results settle, not on every keystroke. */}
      <p role="status" className={visuallyHidden}>
        {wallets.isPending || wallets.isError ? '' : total === 1 ? t('wallets.resultCountOne') : t('wallets.resultCount', { count: total })}
      </p>
      {body}
    </div>
  )
}
