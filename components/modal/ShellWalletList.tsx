import { QueryObserver, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslate } from '../../hooks/useTranslate'
import { useWalletsForConnect } from '../../hooks/useWalletsForConnect'
import { walletsQueryKey } from '../../hooks/walletsQueryOptions'
import { afterNextPaint } from '../../src/scheduling/afterNextPaint'
import * as styles from '../views/Connect/ConnectView.css'
import { recommendedPlaceholderCount, WalletItemRow } from '../views/Connect/WalletItemRow'

/** Props of {@link ShellWalletList}. */
export type ShellWalletListProps = {
  /** Called with the item's key when a wallet is picked; the Connect view acts on it once it is there. */
  onPick: (key: string) => void
  /** Shown instead when there is no row to show yet (the Connect view explains an empty list). */
  fallback: ReactNode
  /**
   * Called once the registry has answered (or failed) and the frame with the list is painted: the
   * full dialog may take over from then on. @default undefined
   */
  onSettled?: (() => void) | undefined
}

/**
 * The Connect view's wallet list inside the page's dialog shell, from the same queries and in the
 * same order, rows and tags as the view. Its chunk is much smaller than the full dialog's and loads
 * first (the full dialog's code waits until this list is painted), so the list can show as soon as
 * the registry answers instead of after the full dialog's chunks and first render. A wallet picked
 * here is handed to the Connect view, which connects it when it takes over (nothing can connect
 * before its code is there); meanwhile the picked row shows as busy and the others are disabled.
 */
export function ShellWalletList({ onPick, fallback, onSettled }: ShellWalletListProps) {
  useKeepWalletQueries()
  const t = useTranslate()
  const { items, isLoading, isError } = useWalletsForConnect()
  const [picked, setPicked] = useState<string | undefined>(undefined)
  const settled = !isLoading || isError
  useEffect(() => {
    if (!settled || !onSettled) return
    let cancelled = false
    void afterNextPaint().then(() => {
      if (!cancelled) onSettled()
    })
    return () => {
      cancelled = true
    }
  }, [settled, onSettled])
  // An empty list is the view's to explain (its text and hint); the shell keeps its placeholders.
  if (items.length === 0) return fallback
  const skeletons = recommendedPlaceholderCount(items, isLoading)
  return (
    <ul className={styles.list} aria-label={t('wallets.listLabel')} aria-busy={isLoading || undefined}>
      {items.map((item, index) => (
        <li key={item.key}>
          <WalletItemRow
            item={item}
            busy={picked === item.key}
            autoFocus={index === 0}
            disabled={picked !== undefined}
            onClick={() => {
              setPicked(item.key)
              onPick(item.key)
            }}
          />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, index) => (
        <li key={`skeleton-${index}`} aria-hidden="true" className={styles.skeletonRow} />
      ))}
    </ul>
  )
}

/**
 * Keeps the registry queries this list observes observed a moment after it unmounts. The query
 * cancels a request in flight when its last observer leaves: at the takeover the shell's observers
 * leave before the Connect view's subscribe (same commit), which would abort the request and make
 * the view send it again. Disabled observers fetch nothing; they leave in the next task. Closing
 * the dialog still cancels the request then, as the view's own unmount does.
 */
function useKeepWalletQueries() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const keys = queryClient
      .getQueryCache()
      .findAll({ queryKey: walletsQueryKey.all })
      .map((query) => query.queryKey)
    const unsubscribes = keys.map((queryKey) => new QueryObserver(queryClient, { queryKey, enabled: false }).subscribe(() => undefined))
    return () => {
      setTimeout(() => {
        for (const unsubscribe of unsubscribes) unsubscribe()
      }, 0)
    }
  }, [queryClient])
}
