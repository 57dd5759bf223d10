import type { Address } from 'viem'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useFailureToast } from '../../../hooks/account/useFailureToast'
import { useTransactionHistory } from '../../../hooks/account/useTransactionHistory'
import { useTranslate } from '../../../hooks/useTranslate'
import type { ChainWithExplorers } from '../../../src/chains/explorerUrl'
import { ActivityList, activityRefreshMs } from './ActivityList'
import { activityExplorer } from './ActivityRow'
import { TabMessage } from './TabStates'

/**
 * The Activity tab: the account's transactions grouped by year then month, newest first, spam
 * hidden; more pages load as the end of the list scrolls into view; each links to the chain's explorer
 * when its definition names one.
 */
export function ActivityTab({
  address,
  chainId,
  chain,
}: {
  address: Address | undefined
  chainId: number | undefined
  /** The account's chain: its definition's explorer links the transactions. */
  chain?: ChainWithExplorers | undefined
}) {
  const t = useTranslate()
  const { track, reportError } = useFoyerActions()
  const history = useTransactionHistory({ address, chainId, refetchInterval: activityRefreshMs })
  const failed = t('accountData.error.failedToFetchTransactions')
  useFailureToast(history.isError ? history.errorUpdatedAt : 0, failed, () => {
    track({ event: 'ERROR_FETCH_TRANSACTIONS', properties: { chainId } })
    reportError(history.error, 'ERROR_FETCH_TRANSACTIONS')
  })
  if (!address) return <TabMessage tone="error" title={t('accountData.error.noAccountAddress')} testId="foyer-activity-no-address" />
  return <ActivityList history={history} failedText={failed} explorer={activityExplorer(chain)} />
}
