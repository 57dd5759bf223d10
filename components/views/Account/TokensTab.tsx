import type { Address } from 'viem'
import { useFoyerActions } from '../../../hooks/foyerContext'
import { useFailureToast } from '../../../hooks/account/useFailureToast'
import { useTokenBalances } from '../../../hooks/account/useTokenBalances'
import { useTranslate } from '../../../hooks/useTranslate'
import { TabMessage, TabSkeleton } from './TabStates'
import { TokenBalanceList } from './TokenBalanceList'

/** The Tokens tab: each balance floored to 3 decimals with its USD value, and the total in USD. */
export function TokensTab({ address, chainId }: { address: Address | undefined; chainId: number | undefined }) {
  const t = useTranslate()
  const { reportError } = useFoyerActions()
  const balances = useTokenBalances({ address, chainId })
  const unavailable = t('accountData.error.tokenBalanceUnavailable')
  useFailureToast(balances.isError ? balances.errorUpdatedAt : 0, unavailable, () => reportError(balances.error, 'ERROR_FETCH_BALANCES'))

  if (balances.isError && !balances.data) {
    const seconds = Math.ceil(balances.retryIn / 1000)
    return (
      <TabMessage
        tone="error"
        testId="foyer-tokens-error"
        title={unavailable}
        description={seconds > 0 ? t('accountData.tokens.retryIn', { seconds }) : t('accountData.tokens.retrying')}
      />
    )
  }
  if (!balances.data) return <TabSkeleton label={t('accountData.tokens.loading')} />
  return <TokenBalanceList data={balances.data} />
}
