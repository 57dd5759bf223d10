import { useCallback, useId, useRef } from 'react'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useTranslate } from '../../../hooks/useTranslate'
import { useWalletsAll } from '../../../hooks/useWalletsAll'
import { useWalletsConnect } from '../../../hooks/useWalletsConnect'
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

/**
 * AllWallets: the whole registry with installed wallets first, 40 at a time as the list scrolls, and
 * a search (100 results, asked 300 ms after typing stops). A browser wallet connects here; any other
 * opens its WalletConnect pairing. The registry is asked only once this view shows.
 */
export function AllWalletsView() {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const { text, search, setText, clear } = useDebouncedSearch()
  const wallets = useWalletsAll(search)
  const listId = useId()
  const listRef = useRef<VirtualWalletListHandle>(null)
  const { pending, failure, connect } = useWalletsConnect({
    onConnected: () => dispatch({ type: 'reset', route: { view: 'Account' } }),
  })

  const select = useCallback(
    (item: WalletListItem) => {
      if (item.kind === 'pairing') dispatch({ type: 'push', route: { view: 'ConnectingWalletConnect', data: { wallet: item.wallet } } })
      else if (item.connector.kind === 'WALLET_CONNECT') dispatch({ type: 'push', route: { view: 'ConnectingWalletConnect' } })
      else void connect(item.connector, item.registryId)
    },
    [dispatch, connect],
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
  } else if (wallets.isPending && wallets.items.length === 0) {
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
  } else if (wallets.items.length === 0) {
    body = <WalletListMessage title={t('wallets.noWalletFound')} text={t('wallets.noWalletFoundHint')} />
  } else {
    body = (
      <VirtualWalletList
        ref={listRef}
        id={listId}
        items={wallets.items}
        total={wallets.total}
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
          if (event.key !== 'ArrowDown' || wallets.items.length === 0) return
          event.preventDefault()
          listRef.current?.focusFirst()
        }}
      />
      <ConnectAttempt pending={pending} failure={failure} onRetry={(failed) => void connect(failed.connector, failed.registryId)} />
      {/* Announced once the results settle, not on every keystroke. */}
      <p role="status" className={visuallyHidden}>
        {wallets.isPending || wallets.isError ? '' : wallets.total === 1 ? t('wallets.resultCountOne') : t('wallets.resultCount', { count: wallets.total })}
      </p>
      {body}
    </div>
  )
}
