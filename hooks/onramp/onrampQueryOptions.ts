import type { FoyerApi } from '../../src/api/foyerApi'
import { getOnrampOptions, getOnrampQuote, type OnrampQuoteRequest } from '../../src/api/onrampApi'
import { InvariantError } from '../../src/errors/invariantErrors'

/** What can be bought changes with the API's configuration: fresh for 5 minutes. */
export const onrampOptionsStaleTime = 5 * 60_000
/** A quote's prices hold for 30 s. */
export const onrampQuoteStaleTime = 30_000

/** Key of the on-ramp options of an API. */
export function onrampOptionsQueryKey(api: FoyerApi) {
  return ['foyer.onrampOptions', { ...api }] as const
}

/**
 * What can be bought, paid how and by which providers (`GET /v1/onramp/options`). No retries: the
 * caller shows the built-in fallback options at once when the call fails.
 *
 * @example
 * useQuery(onrampOptionsQueryOptions(useFoyerApi(), available))
 */
export function onrampOptionsQueryOptions(api: FoyerApi, enabled = true) {
  return {
    queryKey: onrampOptionsQueryKey(api),
    queryFn: ({ signal }: { signal: AbortSignal }) => getOnrampOptions({ ...api, signal }),
    enabled,
    staleTime: onrampOptionsStaleTime,
    retry: false,
  }
}

/** Key of an on-ramp quote: the currencies, the network and the amount. */
export function onrampQuoteQueryKey(api: FoyerApi, request: OnrampQuoteRequest | undefined) {
  return ['foyer.onrampQuote', { ...api, ...request }] as const
}

/**
 * The fees, total and purchase amount for a payment (`POST /v1/onramp/quote`); idle until the
 * request is complete. No retries: the caller shows an estimate when it fails.
 *
 * @example
 * useQuery(onrampQuoteQueryOptions(api, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'USDC' }))
 */
export function onrampQuoteQueryOptions(api: FoyerApi, request: OnrampQuoteRequest | undefined) {
  return {
    queryKey: onrampQuoteQueryKey(api, request),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      if (!request) throw new InvariantError('No quote request')
      return getOnrampQuote({ ...api, ...request, signal })
    },
    enabled: request !== undefined,
    staleTime: onrampQuoteStaleTime,
    retry: false,
  }
}
