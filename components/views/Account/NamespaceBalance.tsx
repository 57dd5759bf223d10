import { useQuery } from '@tanstack/react-query'
import { useTranslate } from '../../../hooks/useTranslate'
import { formatBalance } from '../../../src/format/formatBalance'
import type { NamespaceAccount, NamespaceAdapter } from '../../../src/namespaces/namespaceAdapter'
import { Button } from '../../ui/Button'
import * as styles from './AccountView.css'

// The native balance's cache lifetime (30 s), as for EVM.
const nativeBalanceStaleTime = 30_000

/**
 * A non-EVM account's native balance, read through its family's adapter (Solana's RPC, Esplora,
 * a Substrate node, ...): loading, the balance, or 'Balance unavailable' with a retry when the
 * family's endpoint is missing or fails (never a made-up zero). Cached under the native balance's
 * query key, so a send refreshes it with the other account data.
 */
export function NamespaceBalance({ adapter, account }: { adapter: NamespaceAdapter; account: NamespaceAccount }) {
  const t = useTranslate()
  const balance = useQuery({
    queryKey: ['foyer.nativeBalance', { caipAddress: account.caipAddress }],
    queryFn: async () => {
      const { value, decimals, symbol } = await adapter.getBalance({ address: account.address })
      return `${formatBalance(value, decimals)} ${symbol}`
    },
    staleTime: nativeBalanceStaleTime,
  })
  if (balance.isPending) {
    return (
      <p className={styles.muted} role="status" aria-busy="true">
        {t('account.balanceLoading')}
      </p>
    )
  }
  if (balance.isError) {
    return (
      <>
        <p className={styles.errorText} role="alert">
          {t('account.balanceUnavailable')}
        </p>
        <Button onClick={() => balance.refetch()}>{t('connect.retry')}</Button>
      </>
    )
  }
  return (
    <p className={styles.balance} data-testid="foyer-balance" dir="ltr" aria-label={`${t('account.balance')}: ${balance.data}`}>
      {balance.data}
    </p>
  )
}
