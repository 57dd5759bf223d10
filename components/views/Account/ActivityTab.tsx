import type { Address } from 'viem'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useFailureToast } from '../../../hooks/account/useFailureToast'
import { useTransactionHistory } from '../../../hooks/account/useTransactionHistory'
import { useTranslate } from '../../../hooks/useTranslate'
import { ActivityList, activityRefreshMs } from './ActivityList'
import { TabMessage } from './TabStates'

/**
 * The Activity tab: the account's transactions grouped by year then month, newest first, spam
 * hidden; more pages load as the end of the list scrolls into view.
 */
export function ActivityTab({ address, chainId }: { address: Address | undefined; chainId: number | undefined }) {
  const t = useTranslate()
  const { track, reportError } = useFoyerActions()
  const history = useTransactionHistory({ address, chainId, refetchInterval: activityRefreshMs })
  const failed = t('accountData.error.failedToFetchTransactions')
  useFailureToast(history.isError ? history.errorUpdatedAt : 0, failed, () => {
    track({ event: 'ERROR_FETCH_TRANSACTIONS', properties: { chainId } })
    reportError(history.error, 'ERROR_FETCH_TRANSACTIONS')
  })
  if (!address) return <TabMessage tone="error" title={t('accountData.error.noAccountAddress')} testId="foyer-activity-no-address" />
  return <ActivityList history={history} failedText={failed} />
}
