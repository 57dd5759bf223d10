import { Fragment } from 'react'
import { useTranslate } from '../../../../hooks/useTranslate'
import type { MessageKey } from '../../../../src/i18n/en'
import type { OnrampQuote } from '../../../../src/onramp/onrampRules'
import * as styles from '../OnrampView.css'

const fees = (quote: OnrampQuote) => (Number(quote.paymentTotal.amount) - Number(quote.paymentSubtotal.amount)).toFixed(2)

/** One line of the quote: its term, the sign an estimate puts before the amount, and the amount. */
type QuoteLine = { term: MessageKey; estimateSign: string; amount: string; currency: string; testId?: string; total?: boolean }

/** The quote: what is bought, the subtotal, the fees and the total; an estimate is labelled as such. */
export function OnrampQuoteDetails(props: { quote: OnrampQuote; estimate: boolean; format: (amount: string) => string }) {
  const t = useTranslate()
  const { quote, format } = props
  // An estimate's fees are an upper bound; what is bought and the total are approximate.
  const lines: QuoteLine[] = [
    { term: 'onramp.youGet', estimateSign: '≈ ', ...quote.purchaseAmount, testId: 'foyer-onramp-receive' },
    { term: 'onramp.subtotal', estimateSign: '', ...quote.paymentSubtotal },
    { term: 'onramp.fees', estimateSign: '≤ ', amount: fees(quote), currency: quote.paymentTotal.currency },
    { term: 'onramp.total', estimateSign: '≈ ', ...quote.paymentTotal, testId: 'foyer-onramp-total', total: true },
  ]
  return (
    <>
      {props.estimate && (
        <p className={styles.notice} role="status" data-testid="foyer-onramp-estimate">
          {t('onramp.estimate')}
        </p>
      )}
      <dl className={styles.details} data-testid="foyer-onramp-quote">
        {lines.map((line) => (
          <Fragment key={line.term}>
            <dt className={styles.term}>{t(line.term)}</dt>
            <dd className={line.total ? styles.total : styles.value} data-testid={line.testId}>
              <span dir="ltr">
                {props.estimate ? line.estimateSign : ''}
                {format(line.amount)} {line.currency}
              </span>
            </dd>
          </Fragment>
        ))}
      </dl>
    </>
  )
}
