import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState } from 'react'
import { useFoyerOptions } from '../../../hooks/foyerContext'
import { useTranslate } from '../../../hooks/useTranslate'
import { groupTransactions } from '../../../src/account/groupTransactions'
import type { TransactionHistoryPage } from '../../../src/api/wire/accountSchemas'
import { ActivityRow, type ActivityExplorer } from './ActivityRow'
import { TabMessage, TabSkeleton } from './TabStates'
import * as styles from './AccountTabs.css'

/** While the tab is open its pages are refetched this often, so a transaction made elsewhere shows within the 15 s history lifetime. */
export const activityRefreshMs = 10_000

/** Props of {@link ActivityList}. */
export type ActivityListProps = {
  /** The account's history pages (any namespace). */
  history: UseInfiniteQueryResult<InfiniteData<TransactionHistoryPage>>
  /** 'Failed to fetch transactions', translated. */
  failedText: string
  /** Where each transaction's explorer link goes, when the network has an explorer. */
  explorer?: ActivityExplorer | undefined
}

/**
 * The Activity tab's body: the transactions grouped by year then month, newest first, spam hidden;
 * more pages load as the end of the list scrolls into view. Loading, empty and failure states.
 */
export function ActivityList({ history, failedText, explorer }: ActivityListProps) {
  const t = useTranslate()
  const options = useFoyerOptions()
  const groups = useMemo(() => groupTransactions(history.data?.pages.flatMap((page) => page.data) ?? []), [history.data])
  // State rather than a ref: the sentinel mounts only once the first page is shown, and the observer
  // must start then.
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null)
  const headingId = useId()
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history

  useEffect(() => {
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    })
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [sentinel, hasNextPage, isFetchingNextPage, fetchNextPage])

  if (history.isError && !history.data) return <TabMessage tone="error" title={failedText} testId="foyer-activity-error" />
  if (!history.data) return <TabSkeleton label={t('accountData.activity.loading')} />
  if (groups.length === 0) {
    return <TabMessage title={t('accountData.activity.empty')} description={t('accountData.activity.emptyDescription')} testId="foyer-activity-empty" />
  }

  const monthName = new Intl.DateTimeFormat(options.locale, { month: 'long' })
  return (
    <div data-testid="foyer-activity">
      {groups.map(({ year, months }) => (
        <section key={year} className={styles.group} aria-labelledby={`${headingId}-${year}`} data-year={year}>
          <h3 id={`${headingId}-${year}`} className={styles.yearHeading}>
            {year}
          </h3>
          {months.map(({ month, transactions }) => (
            <section key={month} className={styles.group} aria-label={`${monthName.format(new Date(year, month, 1))} ${year}`} data-month={month + 1}>
              <h4 className={styles.monthHeading}>{monthName.format(new Date(year, month, 1))}</h4>
              <ul className={styles.list}>
                {transactions.map((transaction) => (
                  <ActivityRow key={transaction.id} transaction={transaction} explorer={explorer} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
      <div ref={setSentinel} className={styles.sentinel} aria-hidden="true" />
      {isFetchingNextPage && <TabSkeleton label={t('accountData.activity.loadingMore')} rows={1} />}
    </div>
  )
}
