import { forwardRef, memo, useCallback, useEffect, useImperativeHandle, useRef, type KeyboardEvent } from 'react'
import { useTranslate } from '../../../hooks/useTranslate'
import type { WalletListItem } from '../../../src/wallets/walletTypes'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { walletRowContent } from '../Connect/walletRowContent'
import { WalletRow } from '../Connect/WalletRow'
import * as styles from './AllWalletsView.css'
import { useVirtualRows } from './useVirtualRows'

/** Props of {@link VirtualWalletList}. */
export type VirtualWalletListProps = {
  id: string
  items: readonly WalletListItem[]
  /** Rows once every page is loaded (`aria-setsize`). */
  total: number
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isNextPageError: boolean
  onLoadMore: () => void
  onSelect: (item: WalletListItem) => void
  /** The connector asking the user right now, if any (its row shows a spinner; all rows are disabled). */
  pendingUid: string | undefined
  /** The chain families a row's wallet serves ("EVM, Solana"), when the app has several. @default undefined */
  badgeOf?: ((item: WalletListItem) => string | undefined) | undefined
}

/** Lets the search box move focus into the list. */
export type VirtualWalletListHandle = { focusFirst: () => void }

/** Row height before measuring: the wallet button (5.6 rem at base 10px) plus the gap. */
const estimatedRowPx = 64
/** Start loading the next page this many rows before the end. */
const prefetchRows = 10

/**
 * The AllWallets rows, virtualized (@tanstack/virtual-core, `useVirtualRows`): only the rows in view, plus a few
 * either side, are in the DOM, so 1,000 wallets scroll as smoothly as 10. Tab moves row to row (the
 * browser scrolls the next row in, and it is rendered ahead); ArrowUp/ArrowDown, Home/End and
 * PageUp/PageDown jump and scroll; Enter or Space picks the focused wallet. Near the end it asks for
 * the next page.
 */
export const VirtualWalletList = memo(
  forwardRef<VirtualWalletListHandle, VirtualWalletListProps>(function VirtualWalletList(props, ref) {
    const { id, items, total, hasNextPage, isFetchingNextPage, isNextPageError, onLoadMore, onSelect, pendingUid, badgeOf } = props
    const t = useTranslate()
    const scrollerRef = useRef<HTMLDivElement>(null)
    const moreRow = hasNextPage || isFetchingNextPage || isNextPageError
    const virtualizer = useVirtualRows<HTMLDivElement, Element>({
      count: items.length + (moreRow ? 1 : 0),
      getScrollElement: () => scrollerRef.current,
      estimateSize: () => estimatedRowPx,
      overscan: 6,
      getItemKey: (index) => items[index]?.key ?? 'more',
    })
    const virtualItems = virtualizer.getVirtualItems()
    const lastIndex = virtualItems.at(-1)?.index ?? -1

    useEffect(() => {
      if (hasNextPage && !isFetchingNextPage && !isNextPageError && lastIndex >= items.length - prefetchRows) onLoadMore()
    }, [lastIndex, items.length, hasNextPage, isFetchingNextPage, isNextPageError, onLoadMore])

    const focusIndex = useCallback(
      (index: number) => {
        const target = Math.max(0, Math.min(items.length - 1, index))
        virtualizer.scrollToIndex(target, { align: 'auto' })
        // The row may render only after the scroll: try again for a few frames.
        let tries = 0
        const attempt = () => {
          const button = scrollerRef.current?.querySelector<HTMLButtonElement>(`[data-index="${target}"] button`)
          if (button) button.focus()
          else if (tries++ < 10) requestAnimationFrame(attempt)
        }
        attempt()
      },
      [items.length, virtualizer],
    )
    useImperativeHandle(ref, () => ({ focusFirst: () => focusIndex(0) }), [focusIndex])

    function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
      const current = Number((event.target as HTMLElement).closest('[data-index]')?.getAttribute('data-index') ?? NaN)
      if (Number.isNaN(current)) return
      const page = Math.max(1, Math.floor((scrollerRef.current?.clientHeight ?? 0) / estimatedRowPx))
      const next = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: items.length - 1, PageDown: current + page, PageUp: current - page }[event.key]
      if (next === undefined) return
      event.preventDefault()
      focusIndex(next)
    }

    return (
      <div ref={scrollerRef} className={styles.scroller}>
        <ul
          id={id}
          className={styles.list}
          aria-label={t('view.AllWallets.title')}
          aria-busy={isFetchingNextPage || undefined}
          style={{ blockSize: virtualizer.getTotalSize() }}
          onKeyDown={onKeyDown}
        >
          {virtualItems.map((virtualItem) => {
            const item = items[virtualItem.index]
            const style = { transform: `translateY(${virtualItem.start}px)` }
            if (!item) {
              return (
                <li key={virtualItem.key} data-index={virtualItem.index} ref={virtualizer.measureElement} className={styles.row} style={style}>
                  {isNextPageError ? (
                    <div className={styles.moreRow}>
                      <span role="alert">{t('wallets.loadFailed')}</span>
                      <Button onClick={onLoadMore}>{t('wallets.retry')}</Button>
                    </div>
                  ) : (
                    <div className={styles.moreRow} role="status">
                      <Spinner />
                      <span>{t('wallets.loadingMore')}</span>
                    </div>
                  )}
                </li>
              )
            }
            const row = walletRowContent(item, t('wallets.walletConnect'))
            const busy = item.kind === 'connector' && item.connector.uid === pendingUid
            return (
              <li
                key={virtualItem.key}
                data-index={virtualItem.index}
                ref={virtualizer.measureElement}
                className={styles.row}
                style={style}
                aria-posinset={virtualItem.index + 1}
                aria-setsize={total}
              >
                <WalletRow
                  name={row.name}
                  imageUrl={row.imageUrl}
                  tag={row.tag && t(row.tag)}
                  tagTone={row.tagTone}
                  namespaceBadge={badgeOf?.(item)}
                  busy={busy}
                  disabled={pendingUid !== undefined}
                  onClick={() => onSelect(item)}
                />
              </li>
            )
          })}
        </ul>
      </div>
    )
  }),
)
