import { useCallback, useId, useMemo, useRef } from 'react'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useSolanaConnect } from '../../../hooks/namespaces/useSolanaConnect'
import { useShowConnected } from '../../../hooks/profileWallets/useShowConnected'
import { useSolanaNamespace } from '../../../hooks/namespaces/useSolanaNamespace'
import { useTranslate } from '../../../hooks/useTranslate'
import { useWalletsAll } from '../../../hooks/useWalletsAll'
import { useWalletsConnect } from '../../../hooks/useWalletsConnect'
import { solanaWalletUidPrefix, walletNamespaces } from '../../../src/wallets/walletNamespaces'
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
import { withSolanaWallets } from './withSolanaWallets'

/**
 * AllWallets: the whole registry with installed wallets first, 40 at a time as the list scrolls, and
 * a search (100 results, asked 300 ms after typing stops). A browser wallet connects here; any other
 * opens its WalletConnect pairing. The registry is asked only once this view shows, for the wallets
 * of the app's chain families. With Solana on, the browser's Solana wallets are listed among the
 * installed ones and every row carries the families it serves (EVM, Solana).
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
  const solanaNamespace = useSolanaNamespace()
  const solana = useSolanaConnect({ onConnected: showConnected })
  const pending = evm.pending ?? solana.pending
  const failure = evm.failure ?? solana.failure
  const { connect } = evm
  const connectSolana = solana.connect
  const items = useMemo(() => withSolanaWallets(wallets.items, solanaNamespace.wallets, search), [wallets.items, solanaNamespace.wallets, search])
  const total = wallets.total + (items.length - wallets.items.length)
  const badgeOf = useCallback(
    (item: WalletListItem) => {
      // Badges only when the app has several families; a row then names each it serves.
      if (!solanaNamespace.enabled) return undefined
      const namespaces = walletNamespaces(item, ['eip155', 'solana']) as ('eip155' | 'solana')[]
      return namespaces.map((namespace) => t(`namespace.${namespace}`)).join(', ') || undefined
    },
    [solanaNamespace.enabled, t],
  )

  const select = useCallback(
    (item: WalletListItem) => {
      if (item.kind === 'pairing') dispatch({ type: 'push', route: { view: 'ConnectingWalletConnect', data: { wallet: item.wallet } } })
      else if (item.connector.kind === 'WALLET_CONNECT') dispatch({ type: 'push', route: { view: 'ConnectingWalletConnect' } })
      else if (item.connector.uid.startsWith(solanaWalletUidPrefix)) void connectSolana(item.connector)
      else void connect(item.connector, item.registryId)
    },
    [dispatch, connect, connectSolana],
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
        onRetry={(failed) => void (failed.connector.uid.startsWith(solanaWalletUidPrefix) ? connectSolana(failed.connector) : connect(failed.connector, failed.registryId))}
      />
      {/* Announced once the results settle, not on every keystroke. */}
      <p role="status" className={visuallyHidden}>
        {wallets.isPending || wallets.isError ? '' : total === 1 ? t('wallets.resultCountOne') : t('wallets.resultCount', { count: total })}
      </p>
      {body}
    </div>
  )
}
