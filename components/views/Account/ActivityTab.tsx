import { useEffect, useId, useMemo, useRef } from 'react'
import type { Address } from 'viem'
import { useFoyerActions, useFoyerOptions } from '../../../hooks/foyerContext'
import { useFailureToast } from '../../../hooks/account/useFailureToast'
import { useTransactionHistory } from '../../../hooks/account/useTransactionHistory'
import { useTranslate } from '../../../hooks/useTranslate'
import { groupTransactions } from '../../../src/account/groupTransactions'
import { ActivityRow } from './ActivityRow'
import { TabMessage, TabSkeleton } from './TabStates'
import * as styles from './AccountTabs.css'

/** While the tab is open its pages are refetched this often, so a transaction made elsewhere shows within the 15 s history lifetime. */
const activityRefreshMs = 10_000

/**
 * The Activity tab: the account's transactions grouped by year then month, newest first, spam
 * hidden; more pages load as the end of the list scrolls into view.
 */
export function ActivityTab({ address, chainId }: { address: Address | undefined; chainId: number | undefined }) {
  const t = useTranslate()
  const { track, reportError } = useFoyerActions()
  const options = useFoyerOptions()
  const history = useTransactionHistory({ address, chainId, refetchInterval: activityRefreshMs })
  const failed = t('accountData.error.failedToFetchTransactions')
  useFailureToast(history.isError ? history.errorUpdatedAt : 0, failed, () => {
    track({ event: 'ERROR_FETCH_TRANSACTIONS', properties: { chainId } })
    reportError(history.error, 'ERROR_FETCH_TRANSACTIONS')
  })
  const groups = useMemo(() => groupTransactions(history.data?.pages.flatMap((page) => page.data) ?? []), [history.data])
  const sentinel = useRef<HTMLDivElement>(null)
  const headingId = useId()
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history

  useEffect(() => {
    const target = sentinel.current
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, groups])

  if (!address) return <TabMessage tone="error" title={t('accountData.error.noAccountAddress')} testId="foyer-activity-no-address" />
  if (history.isError && !history.data) return <TabMessage tone="error" title={failed} testId="foyer-activity-error" />
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
                  <ActivityRow key={transaction.id} transaction={transaction} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {isFetchingNextPage && <TabSkeleton label={t('accountData.activity.loadingMore')} rows={1} />}
    </div>
  )
}
