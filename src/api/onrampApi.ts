import type { OnrampQuoteBody, OnrampUrlBody } from './wire/onrampRequests'
import { onrampOptionsResponseSchema, onrampQuoteResponseSchema, onrampUrlResponseSchema } from './wire/onrampSchemas'
import { blockchainApiError } from './blockchainApiErrors'
import { endpointUrl, requireProjectId, sdkQuery } from './endpointUrl'
import { requestJson, type ApiClientParameters, type HttpFailure } from './httpClient'
import { errorMessages } from '../errors/messages'
import type { OnrampOptions } from '../onramp/onrampDefaults'
import type { OnrampQuote } from '../onramp/onrampRules'

// The API's own words stay in `serverMessage` (e.g. 'Amount must be between 10 and 25000 USD').
const toError = (failure: HttpFailure) => blockchainApiError(failure, () => errorMessages.default)

const transport = (parameters: ApiClientParameters) => ({ fetch: parameters.fetch, signal: parameters.signal, timeoutMs: parameters.timeoutMs })

/**
 * `GET /v1/onramp/options`: what can be bought, on which networks, paid how, and by which providers.
 *
 * @throws {HttpRequestError} 'An error occurred' when the call fails (callers fall back to
 *   `ONRAMP_FALLBACK_OPTIONS`).
 * @example
 * const options = await getOnrampOptions({ apiUrl, projectId })
 */
export async function getOnrampOptions(parameters: ApiClientParameters): Promise<OnrampOptions> {
  const url = endpointUrl(parameters, '/v1/onramp/options', sdkQuery(parameters))
  return requestJson({ ...transport(parameters), url, schema: onrampOptionsResponseSchema, toError })
}

/**
 * What a quote is for: currency ids, the amount paid (fees included) in the payment currency, the
 * purchase symbol, and optionally the network delivered on (by name), the address delivered to and
 * the payment method.
 */
export type OnrampQuoteRequest = {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  network: string
  networkName?: string | undefined
  walletAddress?: string | undefined
  paymentMethod?: 'card' | 'ach_bank_account' | undefined
}

/**
 * `POST /v1/onramp/quote`: the fees, the total and how much is bought for `amount`.
 *
 * @throws {HttpRequestError} as {@link getOnrampOptions}; `serverMessage` says why.
 */
export async function getOnrampQuote(parameters: ApiClientParameters & OnrampQuoteRequest): Promise<OnrampQuote> {
  const { purchaseCurrency, paymentCurrency, amount, network, networkName, walletAddress, paymentMethod } = parameters
  const url = endpointUrl(parameters, '/v1/onramp/quote', sdkQuery(parameters))
  const optional = { ...(networkName ? { networkName } : {}), ...(walletAddress ? { walletAddress } : {}), ...(paymentMethod ? { paymentMethod } : {}) }
  return requestJson({
    ...transport(parameters),
    url,
    method: 'POST',
    body: { purchaseCurrency, paymentCurrency, amount, network, ...optional } satisfies OnrampQuoteBody,
    schema: onrampQuoteResponseSchema,
    toError,
  })
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
    partnerUserId: requireProjectId(parameters),
    defaultExperience: 'buy',
    presetCryptoAmount: parameters.cryptoAmount,
    presetFiatAmount: parameters.fiatAmount,
    fiatCurrency: parameters.fiatCurrency,
    ...(parameters.redirectUrl ? { redirectUrl: parameters.redirectUrl } : {}),
  } satisfies OnrampUrlBody
  const url = endpointUrl(parameters, '/v1/generators/onrampurl', sdkQuery(parameters))
  return (await requestJson({ ...transport(parameters), url, method: 'POST', body, schema: onrampUrlResponseSchema, toError })).url
}
