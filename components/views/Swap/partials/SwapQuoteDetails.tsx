import type { SwapQuoteInfo, SwapTokenInfo } from '../../../../src/api/convertApi'
import type { SwapFee } from '../../../../hooks/swap/useSwapFee'
import { useTranslate } from '../../../../hooks/useTranslate'
import { formatPriceImpact, formatSwapAmount, HIGH_PRICE_IMPACT, maximumSold, minimumReceived, swapRate } from '../../../../src/swap/swapAmounts'
import { Spinner } from '../../../ui/Spinner'
import * as styles from '../SwapView.css'

/** Props of {@link SwapQuoteDetails}. */
export type SwapQuoteDetailsProps = {
  from: SwapTokenInfo
  to: SwapTokenInfo
  quote: SwapQuoteInfo
  side: 'exactIn' | 'exactOut'
  slippage: string
  fee: { fee: SwapFee | undefined; status: 'pending' | 'error' | 'success' }
  native: { symbol: string; decimals: number }
  /** Id for the high price impact warning, so the action button can point at it. */
  warningId: string
}

/** Whether a quote moves the price enough to warn. */
export const isHighPriceImpact = (quote: SwapQuoteInfo | undefined): boolean => quote !== undefined && quote.priceImpact > HIGH_PRICE_IMPACT

/**
 * What the quote promises: the rate, the price impact (a warning above 5 percent), the least
 * received (or, for an exact output, the most paid) within the slippage, and the network fee.
 */
export function SwapQuoteDetails({ from, to, quote, side, slippage, fee, native, warningId }: SwapQuoteDetailsProps) {
  const t = useTranslate()
  const fromAmount = BigInt(quote.fromAmount)
  const toAmount = BigInt(quote.toAmount)
  const rate = swapRate({ fromAmount, fromDecimals: from.decimals, toAmount, toDecimals: to.decimals })
  const high = isHighPriceImpact(quote)
  const bound = side === 'exactIn' ? minimumReceived(toAmount, slippage) : maximumSold(fromAmount, slippage)
  const boundToken = side === 'exactIn' ? to : from
  const impact = `${formatPriceImpact(quote.priceImpact)}%`
  return (
    <>
      <dl className={styles.details} data-testid="foyer-swap-quote">
        <dt className={styles.term}>{t('swap.rate')}</dt>
        <dd className={styles.value} dir="ltr" data-testid="foyer-swap-rate">
          {rate ? `1 ${from.symbol} = ${rate} ${to.symbol}` : '—'}
        </dd>
        <dt className={styles.term}>{t('swap.priceImpact')}</dt>
        <dd
          className={high ? styles.valueWarning : styles.value}
          dir="ltr"
          data-testid="foyer-swap-price-impact"
          aria-describedby={high ? warningId : undefined}
        >
          {impact}
        </dd>
        <dt className={styles.term}>{t(side === 'exactIn' ? 'swap.minimumReceived' : 'swap.maximumSold')}</dt>
        <dd className={styles.value} dir="ltr" data-testid="foyer-swap-bound">
          {bound === undefined ? '—' : `${formatSwapAmount(bound, boundToken.decimals)} ${boundToken.symbol}`}
        </dd>
        <dt className={styles.term}>{t('swap.fee')}</dt>
        <dd className={styles.value} data-testid="foyer-swap-fee">
          {fee.fee ? (
            <>
              <span dir="ltr">{`≈ ${formatSwapAmount(fee.fee.value, native.decimals)} ${native.symbol}`}</span>
              {fee.fee.typical && <span className={styles.optionSub}>{` (${t('swap.feeTypical')})`}</span>}
            </>
          ) : fee.status === 'error' ? (
            t('swap.feeUnavailable')
          ) : (
            <span className={styles.status}>
              <Spinner size={12} /> {t('swap.feeEstimating')}
            </span>
          )}
        </dd>
      </dl>
      {high && (
        <p className={styles.warning} id={warningId} role="alert" data-testid="foyer-swap-impact-warning">
          {t('swap.highPriceImpact', { percent: formatPriceImpact(quote.priceImpact) })}
        </p>
      )}
    </>
  )
}
