import type { Address } from 'viem'
import { useFoyerActions, useFoyerOptions } from '../../../hooks/foyerContext'
import { useFailureToast } from '../../../hooks/account/useFailureToast'
import { useTokenBalances } from '../../../hooks/account/useTokenBalances'
import { useTranslate } from '../../../hooks/useTranslate'
import { formatUsd } from '../../../src/account/formatAmounts'
import { tokenBalanceRows } from '../../../src/account/tokenBalanceRows'
import { TabMessage, TabSkeleton } from './TabStates'
import * as styles from './AccountTabs.css'

/** The Tokens tab: each balance floored to 3 decimals with its USD value, and the total in USD. */
export function TokensTab({ address, chainId }: { address: Address | undefined; chainId: number | undefined }) {
  const t = useTranslate()
  const { reportError } = useFoyerActions()
  const options = useFoyerOptions()
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
  const { rows, totalUsd } = tokenBalanceRows(balances.data.balances)
  if (rows.length === 0) return <TabMessage title={t('accountData.tokens.empty')} description={t('accountData.tokens.emptyDescription')} testId="foyer-tokens-empty" />

  return (
    <div className={styles.root} data-testid="foyer-tokens" data-source={balances.data.source}>
      <p className={styles.total}>
        <span className={styles.muted}>{t('accountData.tokens.total')}</span>
        <span className={styles.totalValue} data-testid="foyer-tokens-total">
          {formatUsd(totalUsd, options.locale)}
        </span>
      </p>
      <ul className={styles.list}>
        {rows.map(({ key, balance, quantity }) => (
          <li key={key} className={styles.row} data-testid={`foyer-token-${balance.symbol}`}>
            <span aria-hidden="true" className={styles.tokenIcon}>
              {balance.iconUrl.startsWith('data:') ? <img src={balance.iconUrl} alt="" width={32} height={32} /> : balance.symbol.charAt(0)}
            </span>
            <span className={styles.rowMain}>
              <span className={styles.strong}>{balance.name}</span>
              <span className={styles.small} dir="ltr">
                <span className={styles.number} data-testid="foyer-token-quantity">
                  {quantity}
                </span>{' '}
                {balance.symbol}
              </span>
            </span>
            <span className={styles.rowEnd}>
              <span className={styles.strong} data-testid="foyer-token-value">
                {formatUsd(balance.value, options.locale)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
