import { z } from 'zod'
import { blockchainApiError } from '../../src/api/blockchainApiErrors'
import { apiUrl, requestJson, sdkQuery, type ApiClientParameters, type HttpFailure } from '../../src/api/httpClient'
import { errorMessages } from '../../src/errors/messages'

const caip10 = z.string().regex(/^eip155:[1-9][0-9]{0,15}:0x[0-9a-fA-F]{40}$/)
const integer = z.string().regex(/^[0-9]{1,78}$/)

const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: caip10,
  decimals: z.number().int().min(0).max(36),
  logoUri: z.string().nullable(),
})
/** A token offered for swaps, as `GET /v1/convert/tokens` lists it (CAIP-10 address). */
export type SwapTokenInfo = z.output<typeof swapTokenSchema>

const quoteSchema = z.object({
  fromAmount: integer,
  toAmount: integer,
  fromAccount: caip10,
  toAccount: caip10,
  priceImpact: z.number(),
  route: z.array(caip10),
})
/** One quote of `GET /v1/convert/quotes`: amounts in base units, price impact in percent. */
export type SwapQuoteInfo = z.output<typeof quoteSchema>

const builtTransactionSchema = z.object({
  tx: z.object({
    from: caip10,
    to: caip10,
    data: z.string().regex(/^0x[0-9a-fA-F]*$/).transform((hex) => hex as `0x${string}`),
    amount: integer,
    eip155: z.object({ gas: integer.nullable(), gasPrice: integer }),
  }),
})
/** A transaction built by the convert API, for the wallet to send. */
export type BuiltSwapTransaction = z.output<typeof builtTransactionSchema>['tx']

// The API's 'Network not supported for Swaps' is kept; anything else is the default text, with the
// API's own words in `serverMessage`.
const toError = (failure: HttpFailure) =>
  blockchainApiError(failure, (serverMessage) =>
    serverMessage === errorMessages.swapsUnsupported ? errorMessages.swapsUnsupported : errorMessages.default,
  )

const transport = (parameters: ApiClientParameters) => ({ fetch: parameters.fetch, signal: parameters.signal, timeoutMs: parameters.timeoutMs })

/**
 * `GET /v1/convert/tokens`: the tokens offered for swaps on a chain.
 *
 * @throws {HttpRequestError} 'Network not supported for Swaps' where the API has no AMM; 'An error occurred' otherwise.
 * @example
 * const tokens = await getSwapTokens({ baseUrl, projectId, chainId: 31337 })
 */
export async function getSwapTokens(parameters: ApiClientParameters & { chainId: number }): Promise<SwapTokenInfo[]> {
  const url = apiUrl(parameters.baseUrl, '/v1/convert/tokens', { chainId: `eip155:${parameters.chainId}`, ...sdkQuery(parameters) })
  const { tokens } = await requestJson({ ...transport(parameters), url, schema: z.object({ tokens: z.array(swapTokenSchema) }), toError })
  return tokens
}

/**
 * What a swap is about: CAIP-10 ids and an amount in base units, of the input (`exactIn`, the
 * default) or of the output (`exactOut`).
 */
export type SwapRequest = { userAddress: string; from: string; to: string; amount: bigint; side?: 'exactIn' | 'exactOut' | undefined }

// The API takes the fixed side's amount as `amount` (input) or `amountOut` (output).
const amountField = (request: SwapRequest) => ({ [request.side === 'exactOut' ? 'amountOut' : 'amount']: request.amount.toString() })

/**
 * `GET /v1/convert/quotes`: the best quote for swapping `amount` of `from` into `to`.
 *
 * @throws {HttpRequestError} as {@link getSwapTokens}; `serverMessage` says why (e.g. 'No liquidity for this pair').
 * @example
 * const quote = await getSwapQuote({ baseUrl, projectId, userAddress, from, to, amount: 10_000_000n })
 */
export async function getSwapQuote(parameters: ApiClientParameters & SwapRequest): Promise<SwapQuoteInfo> {
  const { userAddress, from, to } = parameters
  const url = apiUrl(parameters.baseUrl, '/v1/convert/quotes', { userAddress, from, to, ...amountField(parameters), ...sdkQuery(parameters) })
  const { quotes } = await requestJson({ ...transport(parameters), url, schema: z.object({ quotes: z.array(quoteSchema).min(1) }), toError })
  return quotes[0]!
}

/**
 * `GET /v1/convert/allowance`: how much of `tokenAddress` the AMM's router may spend for the user.
 *
 * @throws {HttpRequestError} as {@link getSwapTokens}.
 */
export async function getSwapAllowance(parameters: ApiClientParameters & { tokenAddress: string; userAddress: string }): Promise<bigint> {
  const url = apiUrl(parameters.baseUrl, '/v1/convert/allowance', {
    tokenAddress: parameters.tokenAddress,
    userAddress: parameters.userAddress,
    ...sdkQuery(parameters),
  })
  const { allowance } = await requestJson({ ...transport(parameters), url, schema: z.object({ allowance: integer }), toError })
  return BigInt(allowance)
}

/**
 * `GET /v1/convert/build-approve`: an `approve` of exactly `amount` of the `from` token for the
 * router (for an exact output, pass the most the swap may spend).
 *
 * @throws {HttpRequestError} as {@link getSwapTokens}.
 */
export async function buildSwapApprove(parameters: ApiClientParameters & Omit<SwapRequest, 'side'>): Promise<BuiltSwapTransaction> {
  const { userAddress, from, to, amount } = parameters
  const url = apiUrl(parameters.baseUrl, '/v1/convert/build-approve', { userAddress, from, to, amount: amount.toString(), ...sdkQuery(parameters) })
  return (await requestJson({ ...transport(parameters), url, schema: builtTransactionSchema, toError })).tx
}

/**
 * `POST /v1/convert/build-transaction`: the router call for the swap, with the slippage in percent.
 *
 * @throws {HttpRequestError} as {@link getSwapTokens}; 'Swap would fail' as `serverMessage` when the estimate reverts.
 */
export async function buildSwapTransaction(
  parameters: ApiClientParameters & SwapRequest & { slippage: string; disableEstimate?: boolean | undefined },
): Promise<BuiltSwapTransaction> {
  const { userAddress, from, to, slippage, projectId } = parameters
  const body = { projectId, userAddress, from, to, ...amountField(parameters), eip155: { slippage }, disableEstimate: parameters.disableEstimate ?? false }
  const url = apiUrl(parameters.baseUrl, '/v1/convert/build-transaction')
  return (await requestJson({ ...transport(parameters), url, method: 'POST', body, schema: builtTransactionSchema, toError })).tx
}
