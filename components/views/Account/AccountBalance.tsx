import type { Address } from 'viem'
import { useBalance } from 'wagmi'
import { useTranslate } from '../../../hooks/useTranslate'
import { formatBalance } from '../../../src/format/formatBalance'
import { Button } from '../../ui/Button'
import * as styles from './AccountView.css'

/** The native balance, floored to 3 decimals, with loading and failure states. */
export function AccountBalance({ address, chainId }: { address: Address; chainId: number | undefined }) {
  const t = useTranslate()
  const balance = useBalance({ address, chainId })
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
    <p className={styles.balance} data-testid="foyer-balance" aria-label={`${t('account.balance')}: ${formatBalance(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`}>
      {formatBalance(balance.data.value, balance.data.decimals)} {balance.data.symbol}
    </p>
  )
}
