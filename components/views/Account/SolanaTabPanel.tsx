import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useFoyerActions, useFoyerApi } from '../../../hooks/foyerContext'
import { useFailureToast } from '../../../hooks/account/useFailureToast'
import { solanaHistoryQueryOptions } from '../../../hooks/namespaces/solanaHistoryQueryOptions'
import { solanaTokenBalancesQueryOptions, type SolanaAccountScope } from '../../../hooks/namespaces/solanaTokenBalancesQueryOptions'
import { useTranslate } from '../../../hooks/useTranslate'
import type { CaipNetwork } from '../../../src/chains/network'
import type { AccountTab } from '../../../src/router/views'
import { ActivityList, activityRefreshMs } from './ActivityList'
import { activityExplorer } from './ActivityRow'
import { TabMessage, TabSkeleton } from './TabStates'
import { TokenBalanceList } from './TokenBalanceList'

/** The Solana account's Tokens tab: SOL and SPL balances with USD values, from Foyer's API. */
function SolanaTokensTab({ account }: { account: SolanaAccountScope }) {
  const t = useTranslate()
  const api = useFoyerApi()
  const { reportError } = useFoyerActions()
  const balances = useQuery(solanaTokenBalancesQueryOptions(api, account))
  const unavailable = t('accountData.error.tokenBalanceUnavailable')
  useFailureToast(balances.isError ? balances.errorUpdatedAt : 0, unavailable, () => reportError(balances.error, 'ERROR_FETCH_BALANCES'))
  if (balances.isError && !balances.data) return <TabMessage tone="error" testId="foyer-tokens-error" title={unavailable} />
  if (!balances.data) return <TabSkeleton label={t('accountData.tokens.loading')} />
  return <TokenBalanceList data={balances.data} />
}

/** The Solana account's Activity tab: SOL and SPL transfers from the API's indexer, with explorer links. */
function SolanaActivityTab({ account, network }: { account: SolanaAccountScope; network: CaipNetwork | undefined }) {
  const t = useTranslate()
  const api = useFoyerApi()
  const { track, reportError } = useFoyerActions()
  const history = useInfiniteQuery({ ...solanaHistoryQueryOptions(api, account), refetchInterval: activityRefreshMs })
  const failed = t('accountData.error.failedToFetchTransactions')
  useFailureToast(history.isError ? history.errorUpdatedAt : 0, failed, () => {
    track({ event: 'ERROR_FETCH_TRANSACTIONS', properties: { chainId: account.caipNetworkId } })
    reportError(history.error, 'ERROR_FETCH_TRANSACTIONS')
  })
  return <ActivityList history={history} failedText={failed} explorer={activityExplorer(network)} />
}

/**
 * A Solana account's tab panel: Tokens (SOL and SPL with USD values) or Activity (transfers with
 * explorer links), both from Foyer's API for the account's cluster.
 */
export function SolanaTabPanel({ tab, address, network }: { tab: AccountTab; address: string; network: CaipNetwork | undefined }) {
  const account: SolanaAccountScope = { address, caipNetworkId: network?.caipNetworkId }
  return tab === 'activity' ? <SolanaActivityTab account={account} network={network} /> : <SolanaTokensTab account={account} />
}
