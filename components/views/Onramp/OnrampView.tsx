import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { invalidateAccountData } from '../../../hooks/account/invalidateAccountData'
import { useFoyerActions, useFoyerOptions } from '../../../hooks/foyerContext'
import { useOnramp } from '../../../hooks/onramp/useOnramp'
import { useTranslate } from '../../../hooks/useTranslate'
import type { MessageKey } from '../../../src/i18n/en'
import { AmountInput } from '../../ui/AmountInput'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import * as styles from './OnrampView.css'
import { methodKeys, OnrampFields } from './partials/OnrampFields'
import { OnrampProviders, useProviderLabel } from './partials/OnrampProviders'
import { OnrampQuoteDetails } from './partials/OnrampQuoteDetails'

/**
 * Onramp (buy crypto): the providers with their fee range, the currency and network to buy, the
 * currency and method to pay with, the amount within the method's limits (a message at once when it
 * is outside them), and the quote (the provider's only: when the quote call fails, no figures and a retry); Buy opens the
 * provider's checkout in a new window, after which the view links to it and to the Activity tab.
 * In mainland China, Hong Kong and Macau it only says that buying is not available.
 */
export function OnrampView() {
  const t = useTranslate()
  const { locale } = useFoyerOptions()
  const { dispatch } = useFoyerActions()
  const queryClient = useQueryClient()
  const onramp = useOnramp()
  const providerLabel = useProviderLabel()
  const [attempted, setAttempted] = useState(false)
  const amountRef = useRef<HTMLInputElement>(null)
  const format = (amount: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount))

  if (!onramp.available) {
    return (
      <p className={styles.warning} role="alert" data-testid="foyer-onramp-restricted">
        {t('onramp.restricted')}
      </p>
    )
  }
  if (onramp.optionsSource === 'loading') {
    return (
      <p className={styles.status} role="status">
        <Spinner size={14} /> {t('onramp.loading')}
      </p>
    )
  }

  const currency = onramp.paymentCurrency.id
  const limit = onramp.paymentCurrency.payment_method_limits.find((candidate) => candidate.id === onramp.paymentMethod)
  const method = methodKeys[onramp.paymentMethod] ? t(methodKeys[onramp.paymentMethod]!).toLowerCase() : onramp.paymentMethod
  const check = onramp.amountCheck
  const problem: { key: MessageKey; params?: Record<string, string> } | undefined =
    check.kind === 'belowMin'
      ? { key: 'onramp.belowMin', params: { min: format(check.min), currency } }
      : check.kind === 'aboveMax'
        ? { key: 'onramp.aboveMax', params: { max: format(check.max), currency, method } }
        : check.kind === 'invalid'
          ? { key: 'onramp.invalidAmount' }
          : check.kind === 'empty' && attempted
            ? { key: 'onramp.enterAmount' }
            : undefined
  const provider = onramp.selectedProvider

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setAttempted(true)
    if (check.kind !== 'ok') {
      amountRef.current?.focus()
      return
    }
    // The hook's state tells what went wrong; nothing more to do with the rejection here.
    await onramp.buy().catch(() => undefined)
  }

  function viewActivity() {
    // The purchase arrives after the history and balances were last read: ask again.
    void invalidateAccountData(queryClient, 'funds')
    dispatch({ type: 'push', route: { view: 'Account', data: { tab: 'activity' } } })
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('view.Onramp.title')}>
      {onramp.optionsSource === 'fallback' && (
        <p className={styles.notice} role="status" data-testid="foyer-onramp-fallback">
          {t('onramp.fallback')}
        </p>
      )}
      <OnrampProviders providers={onramp.providers} selected={provider} onSelect={onramp.setProvider} />
      <OnrampFields onramp={onramp} />
      <AmountInput
        ref={amountRef}
        look="block"
        label={t('onramp.amount', { currency })}
        placeholder="0.00"
        value={onramp.paymentAmount}
        onValueChange={(text) => onramp.setPaymentAmount(text.replace(',', '.'))}
        invalid={problem !== undefined}
        data-testid="foyer-onramp-amount"
        autoFocus
        hint={limit && t('onramp.limits', { min: format(limit.min), max: format(limit.max), currency })}
        error={problem && t(problem.key, problem.params)}
        errorTestId="foyer-onramp-amount-error"
      />
      {onramp.quotesLoading && !onramp.quote && (
        <p className={styles.status} role="status">
          <Spinner size={14} /> {t('onramp.quoteLoading')}
        </p>
      )}
      {onramp.quote && check.kind === 'ok' && <OnrampQuoteDetails quote={onramp.quote} format={format} />}
      {onramp.quoteFailed && check.kind === 'ok' && (
        <div className={styles.notice} role="alert" data-testid="foyer-onramp-quote-unavailable">
          <p>{t('onramp.quoteUnavailable')}</p>
          <Button onClick={onramp.retryQuote}>{t('onramp.retryQuote')}</Button>
        </div>
      )}
      {onramp.status === 'error' && onramp.error && (
        <p className={styles.warning} role="alert" data-testid="foyer-onramp-error">
          {t('onramp.failed', { reason: onramp.error })}
        </p>
      )}
      {onramp.status === 'opened' && onramp.checkoutUrl && provider ? (
        <div className={styles.form}>
          <p className={styles.notice} role="status" data-testid="foyer-onramp-opened">
            {onramp.windowBlocked ? t('onramp.blocked') : t('onramp.opened', { provider: providerLabel(provider) })}{' '}
            <a className={styles.link} href={onramp.checkoutUrl} target="_blank" rel="noopener noreferrer">
              {t('onramp.openCheckout')}
            </a>
          </p>
          <Button variant="accent" className={styles.fullWidth} onClick={viewActivity}>
            {t('onramp.viewActivity')}
          </Button>
        </div>
      ) : (
        provider && (
          <Button type="submit" variant="accent" className={styles.fullWidth} disabled={onramp.status === 'opening'}>
            {onramp.status === 'opening' ? t('onramp.opening') : t('onramp.buy', { provider: providerLabel(provider) })}
          </Button>
        )
      )}
    </form>
  )
}
