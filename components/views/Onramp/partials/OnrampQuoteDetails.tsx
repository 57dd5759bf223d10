import { useTranslate } from '../../../../hooks/useTranslate'
import type { OnrampQuote } from '../../../../src/onramp/onrampRules'
import * as styles from '../OnrampView.css'

const fees = (quote: OnrampQuote) => (Number(quote.paymentTotal.amount) - Number(quote.paymentSubtotal.amount)).toFixed(2)

/** The quote: what is bought, the subtotal, the fees and the total; an estimate is labelled as such. */
export function OnrampQuoteDetails(props: { quote: OnrampQuote; estimate: boolean; format: (amount: string) => string }) {
  const t = useTranslate()
  const { quote, format } = props
  return (
    <>
      {props.estimate && (
        <p className={styles.notice} role="status" data-testid="foyer-onramp-estimate">
          {t('onramp.estimate')}
        </p>
      )}
      <dl className={styles.details} data-testid="foyer-onramp-quote">
        <dt className={styles.term}>{t('onramp.youGet')}</dt>
        <dd className={styles.value} data-testid="foyer-onramp-receive">
          <span dir="ltr">
            {props.estimate ? '≈ ' : ''}
            {format(quote.purchaseAmount.amount)} {quote.purchaseAmount.currency}
          </span>
        </dd>
        <dt className={styles.term}>{t('onramp.subtotal')}</dt>
        <dd className={styles.value}>
          <span dir="ltr">
            {format(quote.paymentSubtotal.amount)} {quote.paymentSubtotal.currency}
          </span>
        </dd>
        <dt className={styles.term}>{t('onramp.fees')}</dt>
        <dd className={styles.value}>
          <span dir="ltr">
            {props.estimate ? '≤ ' : ''}
            {format(fees(quote))} {quote.paymentTotal.currency}
          </span>
        </dd>
        <dt className={styles.term}>{t('onramp.total')}</dt>
        <dd className={styles.total} data-testid="foyer-onramp-total">
          <span dir="ltr">
            {props.estimate ? '≈ ' : ''}
            {format(quote.paymentTotal.amount)} {quote.paymentTotal.currency}
          </span>
        </dd>
      </dl>
    </>
  )
}
