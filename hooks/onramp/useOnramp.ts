import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { BaseError } from '../../src/errors/BaseError'
import { errorMessages } from '../../src/errors/messages'
import { OnrampAmountOutOfLimitsError, OnrampUnavailableError } from '../../src/errors/onrampErrors'
import {
  ONRAMP_FALLBACK_OPTIONS,
  type OnrampNetwork,
  type OnrampOptions,
  type OnrampPaymentCurrency,
  type OnrampPurchaseCurrency,
} from '../../src/onramp/onrampDefaults'
import { checkOnrampAmount, currentTimeZone, isOnrampRestricted, type OnrampAmountCheck, type OnrampQuote } from '../../src/onramp/onrampRules'
import { useFoyerActions, useFoyerApi } from '../foyerContext'
import { generateOnrampUrl, type OnrampQuoteRequest } from '../../src/api/onrampApi'
import { onrampOptionsQueryOptions, onrampQuoteQueryOptions } from './onrampQueryOptions'
import { optionsFor, pickNetwork, pickPayment, pickPurchase } from './onrampSelection'
import { deliversTo, useOnrampAccount } from './useOnrampAccount'

/** Parameters of {@link useOnramp}. */
export type UseOnrampParameters = {
  /**
   * The visitor's IANA time zone; in mainland China, Hong Kong and Macau no on-ramp is offered.
   * @default the browser's (`Intl.DateTimeFormat().resolvedOptions().timeZone`)
   */
  timeZone?: string | undefined
  /**
   * How long the amount must stay unchanged before a quote is asked.
   * @default 300
   */
  debounceMs?: number
}

/** Where the purchase is: `opening` while the checkout URL is asked, `opened` once the provider's page is open. */
export type OnrampStatus = 'idle' | 'opening' | 'opened' | 'error'

/** Return type of {@link useOnramp}: the on-ramp's state and what changes it. */
export type UseOnrampReturnType = {
  /** `false` in the restricted time zones: nothing is fetched and `buy` refuses. */
  available: boolean
  /** Provider names the API can open a checkout for (`sandbox` in development, `meld` where configured). */
  providers: readonly string[]
  selectedProvider: string | undefined
  /** `api` once the options call answered, `fallback` when it failed (the built-in options), `loading` before. */
  optionsSource: 'loading' | 'api' | 'fallback'
  purchaseCurrencies: readonly OnrampPurchaseCurrency[]
  paymentCurrencies: readonly OnrampPaymentCurrency[]
  /** @default USD Coin (USDC) */
  purchaseCurrency: OnrampPurchaseCurrency
  /** @default USD */
  paymentCurrency: OnrampPaymentCurrency
  /** The network the purchase is delivered on: the connected chain's where offered, else the first. */
  network: OnrampNetwork | undefined
  /** @default 'card' */
  paymentMethod: string
  /** The amount to pay for, as typed (in the payment currency). */
  paymentAmount: string
  /** Where `paymentAmount` stands against the method's limits. */
  amountCheck: OnrampAmountCheck
  /** The provider's quote for the debounced amount (none while loading or when the quote call failed). */
  quote: OnrampQuote | undefined
  /**
   * Whether the quote call failed: no figures stand in for the provider's (`error` says why); the
   * checkout still shows the provider's own amounts. `retryQuote` asks again.
   */
  quoteFailed: boolean
  /** Asks the provider for the quote again after a failure. */
  retryQuote(): void
  /** What is bought, from the quote (e.g. `'50.00'`). */
  purchaseAmount: string | undefined
  quotesLoading: boolean
  /** The last failure's message: the quote call's or the purchase's. */
  error: string | undefined
  status: OnrampStatus
  /** The last checkout URL opened. */
  checkoutUrl: string | undefined
  /** Whether the browser refused the checkout's window: link to `checkoutUrl` instead. */
  windowBlocked: boolean
  setProvider(name: string): void
  setPurchaseCurrency(currency: OnrampPurchaseCurrency): void
  setPaymentCurrency(currency: OnrampPaymentCurrency): void
  setNetwork(network: OnrampNetwork): void
  setPaymentMethod(method: string): void
  setPaymentAmount(text: string): void
  /**
   * Opens the provider's checkout for the quoted purchase in a new window (opened at once, within
   * the click, so popup blockers allow it) and resolves with its URL. Rejects with
   * `OnrampAmountOutOfLimitsError` outside the limits and `OnrampUnavailableError` where no purchase
   * can start.
   */
  buy(): Promise<string>
  /** Restores the defaults. */
  reset(): void
}

const DEFAULTS = { provider: undefined, purchase: undefined, payment: undefined, network: undefined, method: 'card', amount: '' }

/**
 * Headless buying of crypto through an on-ramp provider: the options (with a
 * built-in fallback when the call fails), currency, network, payment method and amount within the
 * limits, a debounced quote from the provider (none when the quote call fails: no local figures) and the provider's
 * checkout, opened in a new window; the provider delivers to the connected address. Nothing is
 * fetched, and `available` is `false`, in mainland China, Hong Kong and Macau. The state is the
 * caller's own. Must be used inside `<FoyerProvider>`.
 *
 * @example
 * const onramp = useOnramp()
 * onramp.setPaymentAmount('50')
 * // once onramp.quote is there: 50.00 USDC for onramp.quote.paymentTotal.amount USD
 * await onramp.buy()
 */
export function useOnramp(parameters: UseOnrampParameters = {}): UseOnrampReturnType {
  const { debounceMs = 300 } = parameters
  const timeZone = 'timeZone' in parameters ? parameters.timeZone : currentTimeZone()
  const available = !isOnrampRestricted(timeZone)
  const api = useFoyerApi()
  const { reportFailure } = useFoyerActions()
  // The account Account shows: the Solana one buys on Solana's networks, an EVM one on the others.
  const account = useOnrampAccount()
  const { address } = account
  const [picked, setPicked] = useState<{
    provider?: string | undefined
    purchase?: string | undefined
    payment?: string | undefined
    network?: string | undefined
    method: string
    amount: string
  }>(DEFAULTS)
  const [debounced, setDebounced] = useState(picked.amount)
  const [status, setStatus] = useState<OnrampStatus>('idle')
  const [buyError, setBuyError] = useState<string>()
  const [checkoutUrl, setCheckoutUrl] = useState<string>()
  const [windowBlocked, setWindowBlocked] = useState(false)

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(picked.amount), debounceMs)
    return () => clearTimeout(timer)
  }, [picked.amount, debounceMs])

  // Without an API configured the call fails at once (FoyerConfigError) and the fallback shows.
  const optionsQuery = useQuery(onrampOptionsQueryOptions(api, available))
  const listed: OnrampOptions | undefined = optionsQuery.data ?? (optionsQuery.isError ? ONRAMP_FALLBACK_OPTIONS : undefined)
  const namespace = account.namespace
  const catalogue = useMemo(() => listed && optionsFor(listed, (candidate) => deliversTo(candidate, { namespace })), [listed, namespace])
  const shown = catalogue ?? ONRAMP_FALLBACK_OPTIONS
  const purchaseCurrency = pickPurchase(shown, picked.purchase)
  const paymentCurrency = pickPayment(shown, picked.payment)
  const network = pickNetwork(purchaseCurrency, picked.network, account.chain)
  const providers = catalogue?.providers ?? []
  const selectedProvider = picked.provider && providers.includes(picked.provider) ? picked.provider : providers[0]
  const amountCheck = checkOnrampAmount(picked.amount, paymentCurrency, picked.method)
  const debouncedCheck = checkOnrampAmount(debounced, paymentCurrency, picked.method)
  const requestable = available && debouncedCheck.kind === 'ok' && catalogue !== undefined
  // Kept while its values stay: the quote below depends on it.
  const method = picked.method === 'ach_bank_account' ? 'ach_bank_account' : 'card'
  const request = useMemo<OnrampQuoteRequest | undefined>(
    () =>
      requestable
        ? {
            purchaseCurrency: purchaseCurrency.id,
            paymentCurrency: paymentCurrency.id,
            amount: debounced.trim(),
            network: purchaseCurrency.symbol,
            networkName: network?.name,
            walletAddress: address,
            paymentMethod: method,
          }
        : undefined,
    [requestable, purchaseCurrency.id, paymentCurrency.id, debounced, purchaseCurrency.symbol, network?.name, address, method],
  )

  const quoteQuery = useQuery(onrampQuoteQueryOptions(api, request))
  const quoteFailed = request !== undefined && quoteQuery.isError
  // Only the provider's answer is shown: a quote worked out here would differ from what the checkout charges.
  const quote = request === undefined || quoteFailed ? undefined : quoteQuery.data
  const quoteError = quoteFailed ? ((quoteQuery.error as { serverMessage?: string }).serverMessage ?? quoteQuery.error?.message) : undefined

  async function buy(): Promise<string> {
    // Opened within the click (popup blockers), cut from this page before it goes anywhere.
    const popup = typeof window === 'undefined' ? null : window.open('about:blank', '_blank')
    if (popup) popup.opener = null
    setStatus('opening')
    setBuyError(undefined)
    try {
      if (!available) throw new OnrampUnavailableError({ reason: 'region' })
      if (!address) throw new OnrampUnavailableError({ reason: 'notConnected' })
      if (amountCheck.kind !== 'ok') {
        const limit = paymentCurrency.payment_method_limits.find((candidate) => candidate.id === picked.method)
        throw new OnrampAmountOutOfLimitsError({
          amount: picked.amount,
          min: limit?.min ?? '?',
          max: limit?.max ?? '?',
          currency: paymentCurrency.id,
          paymentMethod: picked.method,
        })
      }
      if (!selectedProvider || !network) throw new OnrampUnavailableError({ reason: 'noProvider' })
      const total = quote ? quote.paymentTotal.amount : picked.amount.trim()
      const url = await generateOnrampUrl({
        ...api,
        provider: selectedProvider,
        address,
        network: network.name,
        asset: purchaseCurrency.symbol,
        // The API takes at most 6 decimals (USDC's); a provider's finer amount is cut, never rounded up.
        cryptoAmount: (quote?.purchaseAmount.amount ?? picked.amount.trim()).replace(/(\.[0-9]{6})[0-9]+$/, '$1'),
        fiatAmount: total,
        fiatCurrency: paymentCurrency.id,
        redirectUrl: typeof window === 'undefined' ? undefined : window.location.href,
      })
      if (popup) popup.location.replace(url)
      setCheckoutUrl(url)
      setWindowBlocked(!popup)
      setStatus('opened')
      return url
    } catch (failure) {
      popup?.close()
      const error =
        failure instanceof Error ? failure : new BaseError(errorMessages.default, { cause: failure, details: String(failure), docsPath: '/errors#onramp' })
      setBuyError((error as { serverMessage?: string }).serverMessage ?? (error as { shortMessage?: string }).shortMessage ?? error.message)
      setStatus('error')
      throw reportFailure('onramp', error)
    }
  }

  const set = (patch: Partial<typeof picked>) => setPicked((previous) => ({ ...previous, ...patch }))
  return {
    available,
    providers,
    selectedProvider,
    optionsSource: optionsQuery.data ? 'api' : catalogue ? 'fallback' : 'loading',
    purchaseCurrencies: shown.purchaseCurrencies,
    paymentCurrencies: shown.paymentCurrencies,
    purchaseCurrency,
    paymentCurrency,
    network,
    paymentMethod: picked.method,
    paymentAmount: picked.amount,
    amountCheck,
    quote,
    quoteFailed,
    retryQuote: () => void quoteQuery.refetch(),
    purchaseAmount: quote?.purchaseAmount.amount,
    quotesLoading: request !== undefined && quoteQuery.isFetching,
    error: buyError ?? quoteError,
    status,
    checkoutUrl,
    windowBlocked,
    setProvider: (name) => set({ provider: name }),
    setPurchaseCurrency: (currency) => set({ purchase: currency.id, network: undefined }),
    setPaymentCurrency: (currency) => set({ payment: currency.id }),
    setNetwork: (chosen) => set({ network: chosen.name }),
    setPaymentMethod: (method) => set({ method }),
    setPaymentAmount: (text) => set({ amount: text }),
    buy,
    reset: () => {
      setPicked(DEFAULTS)
      // At once, not after the debounce: the old amount on the default currency would be quoted meanwhile.
      setDebounced(DEFAULTS.amount)
      setStatus('idle')
      setBuyError(undefined)
      setCheckoutUrl(undefined)
      setWindowBlocked(false)
    },
  }
}
