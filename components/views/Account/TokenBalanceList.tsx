import type { TokenBalances } from '../../../hooks/account/readTokenBalances'
import { useFoyerApi, useFoyerOptions } from '../../../hooks/foyerContext'
import { useTranslate } from '../../../hooks/useTranslate'
import { formatUsd } from '../../../src/account/formatAmounts'
import { tokenBalanceRows } from '../../../src/account/tokenBalanceRows'
import { getTokenImage } from '../../../src/images/apiImageUrls'
import { FallbackImage } from '../../ui/FallbackImage'
import { visuallyHidden } from '../../ui/ui.css'
import { TabMessage } from './TabStates'
import * as styles from './AccountTabs.css'

/**
 * The loaded token balances of the Tokens tab (any namespace): the total in USD, then each token
 * with its quantity floored to 3 decimals and its USD value, largest first; tokens with zero
 * decimals are left out, and an empty list says so. A token without a price shows no USD value
 * (never $0.00), and the total then says, in sight and to screen readers, that it leaves them out.
 */
export function TokenBalanceList({ data }: { data: TokenBalances }) {
  const t = useTranslate()
  const options = useFoyerOptions()
  const api = useFoyerApi()
  const { rows, totalUsd, partial } = tokenBalanceRows(data.balances)
  if (rows.length === 0)
    return <TabMessage title={t('accountData.tokens.empty')} description={t('accountData.tokens.emptyDescription')} testId="foyer-tokens-empty" />

  return (
    <div className={styles.root} data-testid="foyer-tokens" data-source={data.source}>
      <p className={styles.total}>
        <span className={styles.muted}>{t('accountData.tokens.total')}</span>
        <span className={styles.totalValue} data-testid="foyer-tokens-total" data-partial={partial || undefined}>
          {formatUsd(totalUsd, options.locale)}
          {partial && (
            <>
              <span aria-hidden="true" className={styles.partialMark}>{` · ${t('accountData.tokens.partial')}`}</span>
              <span className={visuallyHidden}>{` ${t('accountData.tokens.partialDescription')}`}</span>
            </>
          )}
        </span>
      </p>
      <ul className={styles.list}>
        {rows.map(({ key, balance, quantity }) => (
          <li key={key} className={styles.row} data-testid={`foyer-token-${balance.symbol}`}>
            <span aria-hidden="true" className={styles.tokenIcon}>
              {/* A data: icon is the balance's own; otherwise the API's image of the symbol (a list's logoURI is a third party's). */}
              <FallbackImage
                src={balance.iconUrl.startsWith('data:') ? balance.iconUrl : getTokenImage(api, balance.symbol)}
                fallback={balance.symbol.charAt(0)}
                size={32}
              />
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
              {balance.value !== undefined && Number.isFinite(balance.value) ? (
                <span className={styles.strong} data-testid="foyer-token-value">
                  {formatUsd(balance.value, options.locale)}
                </span>
              ) : (
                <span className={visuallyHidden} data-testid="foyer-token-unpriced">
                  {t('accountData.tokens.noValue')}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
