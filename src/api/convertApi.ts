import type { BuildTransactionBody } from './wire/convertRequests'
import {
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  swapAllowanceResponseSchema,
  swapQuotesResponseSchema,
  swapTokensResponseSchema,
  type BuiltSwapTransaction,
  type SwapQuoteInfo,
  type SwapTokenInfo,
} from './wire/convertSchemas'
import { blockchainApiError } from './blockchainApiErrors'
import { endpointUrl, requireProjectId, sdkQuery } from './endpointUrl'
import { requestJson, type ApiClientParameters, type HttpFailure } from './httpClient'
import { errorMessages } from '../errors/messages'
import { isSwapRouteId } from '../swap/swapRouteId'

export type { BuiltSwapTransaction, SwapQuoteInfo, SwapTokenInfo } from './wire/convertSchemas'

// The API's 'Network not supported for Swaps' is kept; anything else is the default text, with the
// API's own words in `serverMessage`.
const toError = (failure: HttpFailure) =>
  blockchainApiError(failure, (serverMessage) => (serverMessage === errorMessages.swapsUnsupported ? errorMessages.swapsUnsupported : errorMessages.default))

const transport = (parameters: ApiClientParameters) => ({ fetch: parameters.fetch, signal: parameters.signal, timeoutMs: parameters.timeoutMs })

/**
 * `GET /v1/convert/tokens`: the tokens offered for swaps on a chain.
 *
 * @throws {HttpRequestError} 'Network not supported for Swaps' where the API has no AMM; 'An error occurred' otherwise.
 * @example
 * const tokens = await getSwapTokens({ apiUrl, projectId, chainId: 31337 })
 */
export async function getSwapTokens(parameters: ApiClientParameters & { chainId: number }): Promise<SwapTokenInfo[]> {
  const url = endpointUrl(parameters, '/v1/convert/tokens', { chainId: `eip155:${parameters.chainId}`, ...sdkQuery(parameters) })
  const { tokens } = await requestJson({ ...transport(parameters), url, schema: swapTokensResponseSchema, toError })
  return tokens
}

/**
 * What a swap is about: CAIP-10 ids and an amount in base units, of the input (`exactIn`, the
 * default) or of the output (`exactOut`).
 */
export type SwapRequest = { userAddress: string; from: string; to: string; amount: bigint; side?: 'exactIn' | 'exactOut' | undefined }

/** The quote's `id`: Foyer's API names the route there, which the allowance, approval and swap send back. */
type RouteParameter = { route?: string | null | undefined }

// Only a route id of Foyer's own is sent back; another API's quote id means nothing to these calls.
const routeField = (parameters: RouteParameter) => (isSwapRouteId(parameters.route) ? { route: parameters.route } : {})

// The API takes the fixed side's amount as `amount` (input) or `amountOut` (output).
const amountField = (request: SwapRequest) => ({ [request.side === 'exactOut' ? 'amountOut' : 'amount']: request.amount.toString() })

/**
 * `GET /v1/convert/quotes`: the best quote for swapping `amount` of `from` into `to`.
 *
 * @throws {HttpRequestError} as {@link getSwapTokens}; `serverMessage` says why (e.g. 'No liquidity for this pair').
 * @example
 * const quote = await getSwapQuote({ apiUrl, projectId, userAddress, from, to, amount: 10_000_000n })
 */
export async function getSwapQuote(parameters: ApiClientParameters & SwapRequest): Promise<SwapQuoteInfo> {
  const { userAddress, from, to } = parameters
  const url = endpointUrl(parameters, '/v1/convert/quotes', { userAddress, from, to, ...amountField(parameters), ...sdkQuery(parameters) })
  const { quotes } = await requestJson({ ...transport(parameters), url, schema: swapQuotesResponseSchema, toError })
  return quotes[0]!
}

/**
 * `GET /v1/convert/allowance`: how much of `tokenAddress` the router of the quoted `route` (the
 * quote's `id`) may spend for the user.
 *
 * @throws {HttpRequestError} as {@link getSwapTokens}.
 */
export async function getSwapAllowance(parameters: ApiClientParameters & RouteParameter & { tokenAddress: string; userAddress: string }): Promise<bigint> {
  const url = endpointUrl(parameters, '/v1/convert/allowance', {
    tokenAddress: parameters.tokenAddress,
    userAddress: parameters.userAddress,
    ...routeField(parameters),
    ...sdkQuery(parameters),
  })
  const { allowance } = await requestJson({ ...transport(parameters), url, schema: swapAllowanceResponseSchema, toError })
  return BigInt(allowance)
}

/**
 * `GET /v1/convert/build-approve`: an `approve` of exactly `amount` of the `from` token for the
 * router of the quoted `route` (for an exact output, pass the most the swap may spend).
 *
 * @throws {HttpRequestError} as {@link getSwapTokens}.
 */
export async function buildSwapApprove(parameters: ApiClientParameters & RouteParameter & Omit<SwapRequest, 'side'>): Promise<BuiltSwapTransaction> {
  const { userAddress, from, to, amount } = parameters
  const url = endpointUrl(parameters, '/v1/convert/build-approve', {
    userAddress,
    from,
    to,
    amount: amount.toString(),
    ...routeField(parameters),
    ...sdkQuery(parameters),
  })
  return (await requestJson({ ...transport(parameters), url, schema: buildApproveResponseSchema, toError })).tx
}

/**
 * `POST /v1/convert/build-transaction`: the router call for the swap, with the slippage in percent,
 * through the quoted `route` when given.
 *
 * @throws {HttpRequestError} as {@link getSwapTokens}; 'Swap would fail' as `serverMessage` when the estimate reverts.
 */
export async function buildSwapTransaction(
  parameters: ApiClientParameters & SwapRequest & RouteParameter & { slippage: string; disableEstimate?: boolean | undefined },
): Promise<BuiltSwapTransaction> {
  const { userAddress, from, to, slippage } = parameters
  const body = {
    projectId: requireProjectId(parameters),
    userAddress,
    from,
    to,
    ...amountField(parameters),
    eip155: { slippage },
    disableEstimate: parameters.disableEstimate ?? false,
    ...routeField(parameters),
  } satisfies BuildTransactionBody
  const url = endpointUrl(parameters, '/v1/convert/build-transaction')
  return (await requestJson({ ...transport(parameters), url, method: 'POST', body, schema: buildTransactionResponseSchema, toError })).tx
}
