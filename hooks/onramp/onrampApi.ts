import { z } from 'zod'
import { blockchainApiError } from '../../src/api/blockchainApiErrors'
import { apiUrl, requestJson, sdkQuery, type ApiClientParameters, type HttpFailure } from '../../src/api/httpClient'
import { errorMessages } from '../../src/errors/messages'
import type { OnrampOptions } from '../../src/onramp/onrampDefaults'
import { onrampProviderNames, type OnrampQuote } from '../../src/onramp/onrampRules'

const decimal = z.string().regex(/^[0-9]{1,12}(\.[0-9]{1,18})?$/)

const optionsSchema = z.object({
  paymentCurrencies: z.array(
    z.object({ id: z.string().min(1), payment_method_limits: z.array(z.object({ id: z.string().min(1), min: decimal, max: decimal })) }),
  ),
  purchaseCurrencies: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string(),
      symbol: z.string().min(1),
      networks: z.array(z.object({ name: z.string().min(1), display_name: z.string(), chain_id: z.string(), contract_address: z.string() })),
    }),
  ),
  // The spec's rule: a provider list that is not an array of strings yields no providers.
  providers: z.unknown().transform(onrampProviderNames),
})

const amountSchema = z.object({ amount: decimal, currency: z.string().min(1) })
const quoteSchema = z.object({
  networkFee: amountSchema,
  paymentSubtotal: amountSchema,
  paymentTotal: amountSchema,
  purchaseAmount: amountSchema,
  quoteId: z.string().min(1),
})

// The API's own words stay in `serverMessage` (e.g. 'Amount must be between 10 and 25000 USD').
const toError = (failure: HttpFailure) => blockchainApiError(failure, () => errorMessages.default)

const transport = (parameters: ApiClientParameters) => ({ fetch: parameters.fetch, signal: parameters.signal, timeoutMs: parameters.timeoutMs })

/**
 * `GET /v1/onramp/options`: what can be bought, on which networks, paid how, and by which providers.
 *
 * @throws {HttpRequestError} 'An error occurred' when the call fails (callers fall back to
 *   `ONRAMP_FALLBACK_OPTIONS`).
 * @example
 * const options = await getOnrampOptions({ baseUrl, projectId })
 */
export async function getOnrampOptions(parameters: ApiClientParameters): Promise<OnrampOptions> {
  const url = apiUrl(parameters.baseUrl, '/v1/onramp/options', sdkQuery(parameters))
  return requestJson({ ...transport(parameters), url, schema: optionsSchema, toError })
}

/** What a quote is for: currency ids, the amount in the payment currency, and the purchase symbol. */
export type OnrampQuoteRequest = { purchaseCurrency: string; paymentCurrency: string; amount: string; network: string }

/**
 * `POST /v1/onramp/quote`: the fees, the total and how much is bought for `amount`.
 *
 * @throws {HttpRequestError} as {@link getOnrampOptions}; `serverMessage` says why.
 */
export async function getOnrampQuote(parameters: ApiClientParameters & OnrampQuoteRequest): Promise<OnrampQuote> {
  const { purchaseCurrency, paymentCurrency, amount, network } = parameters
  const url = apiUrl(parameters.baseUrl, '/v1/onramp/quote', sdkQuery(parameters))
  return requestJson({ ...transport(parameters), url, method: 'POST', body: { purchaseCurrency, paymentCurrency, amount, network }, schema: quoteSchema, toError })
}

/** What a checkout is for (the body of `POST /v1/generators/onrampurl`). */
export type OnrampUrlRequest = {
  provider: string
  address: string
  /** The network's provider name, e.g. `ethereum`. */
  network: string
  asset: string
  cryptoAmount: string
  fiatAmount: string
  fiatCurrency: string
  /** Where the provider sends the user back after the purchase. */
  redirectUrl?: string | undefined
}

/**
 * `POST /v1/generators/onrampurl`: the provider's checkout URL for this purchase.
 *
 * @throws {HttpRequestError} as {@link getOnrampOptions}; 503 when no provider is configured.
 */
export async function generateOnrampUrl(parameters: ApiClientParameters & OnrampUrlRequest): Promise<string> {
  const body = {
    provider: parameters.provider,
    destinationWallets: [{ address: parameters.address, blockchains: [parameters.network], assets: [parameters.asset] }],
    defaultNetwork: parameters.network,
    partnerUserId: parameters.projectId,
    defaultExperience: 'buy',
    presetCryptoAmount: parameters.cryptoAmount,
    presetFiatAmount: parameters.fiatAmount,
    fiatCurrency: parameters.fiatCurrency,
    ...(parameters.redirectUrl ? { redirectUrl: parameters.redirectUrl } : {}),
  }
  const url = apiUrl(parameters.baseUrl, '/v1/generators/onrampurl', sdkQuery(parameters))
  const schema = z.object({ url: z.url({ protocol: /^https?$/ }) })
  return (await requestJson({ ...transport(parameters), url, method: 'POST', body, schema, toError })).url
}
