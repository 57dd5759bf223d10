import { Fragment } from 'react'
import { useTranslate } from '../../../../hooks/useTranslate'
import type { MessageKey } from '../../../../src/i18n/en'
import type { OnrampQuote } from '../../../../src/onramp/onrampRules'
import * as styles from '../OnrampView.css'

const fees = (quote: OnrampQuote) => (Number(quote.paymentTotal.amount) - Number(quote.paymentSubtotal.amount)).toFixed(2)

/** One line of the quote: its term and the amount. */
type QuoteLine = { term: MessageKey; amount: string; currency: string; testId?: string; total?: boolean }

/** The provider's quote: what is bought, the subtotal, the fees and the total. */
export function OnrampQuoteDetails(props: { quote: OnrampQuote; format: (amount: string) => string }) {
  const t = useTranslate()
  const { quote, format } = props
  const lines: QuoteLine[] = [
    { term: 'onramp.youGet', ...quote.purchaseAmount, testId: 'foyer-onramp-receive' },
    { term: 'onramp.subtotal', ...quote.paymentSubtotal },
    { term: 'onramp.fees', amount: fees(quote), currency: quote.paymentTotal.currency },
    { term: 'onramp.total', ...quote.paymentTotal, testId: 'foyer-onramp-total', total: true },
  ]
  return (
    <dl className={styles.details} data-testid="foyer-onramp-quote">
      {lines.map((line) => (
        <Fragment key={line.term}>
          <dt className={styles.term}>{t(line.term)}</dt>
          <dd className={line.total ? styles.total : styles.value} data-testid={line.testId}>
            <span dir="ltr">
              {format(line.amount)} {line.currency}
            </span>
          </dd>
        </Fragment>
      ))}
    </dl>
  )
}
