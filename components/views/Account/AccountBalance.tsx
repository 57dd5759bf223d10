import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useChains, useClient } from 'wagmi'
import { nativeBalanceQueryOptions } from '../../../hooks/nativeBalanceQueryOptions'
import { useTranslate } from '../../../hooks/useTranslate'
import { formatBalance } from '../../../src/format/formatBalance'
import { Button } from '../../ui/Button'
import * as styles from './AccountView.css'

/** The native balance, floored to 3 decimals, with loading and failure states. */
export function AccountBalance({ address, chainId }: { address: Address; chainId: number | undefined }) {
  const t = useTranslate()
  const client = useClient({ chainId })
  const chain = useChains().find((candidate) => candidate.id === chainId)
  const balance = useQuery(nativeBalanceQueryOptions(client, { address, chainId }))
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
  const { decimals = 18, symbol = 'ETH' } = chain?.nativeCurrency ?? {}
  const text = `${formatBalance(balance.data, decimals)} ${symbol}`
  return (
    <p className={styles.balance} data-testid="foyer-balance" dir="ltr" aria-label={`${t('account.balance')}: ${text}`}>
      {text}
    </p>
  )
}
