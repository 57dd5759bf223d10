import { errorMessages } from '../errors/messages'
import { HttpRequestError } from '../errors/httpErrors'
import { blockchainApiError } from './blockchainApiErrors'
import {
  accountNftsResponseSchema,
  balanceResponseSchema,
  fungiblePriceResponseSchema,
  gasPriceResponseSchema,
  historyResponseSchema,
  identityResponseSchema,
  type AccountIdentity,
  type AccountNft,
  type FungiblePrice,
  type GasPrices,
  type TokenBalance,
  type TransactionHistoryPage,
} from './wire/accountSchemas'
import { endpointUrl, requireProjectId, sdkQuery } from './endpointUrl'
import { requestJson, type ApiClientParameters } from './httpClient'
import { isChainSupported, type SupportedChainsParameter } from './supportedChains'

/** A chain id as CAIP-2 (`eip155:31337`) or as a number (`31337`, read as `eip155`). */
export type ChainIdParameter = string | number

/** Parameters of {@link getAccountBalance}. */
export type GetAccountBalanceParameters = ApiClientParameters &
  SupportedChainsParameter & {
    /** The account, `0x…`. */
    address: string
    chainId: ChainIdParameter
    /** Asks the API to skip its caches. @default false */
    forceUpdate?: boolean | undefined
  }

/**
 * `GET /v1/account/{address}/balance?currency=usd`: the account's token balances on one chain, with
 * USD prices and values. Support is checked first (`supportedChains` or `GET /v1/supported-chains`):
 * an unsupported chain resolves to an empty list without asking for balances.
 *
 * @throws {HttpRequestError} 'Token Balance Unavailable' when the API is unreachable or answers an error (400 for a bad address).
 * @throws {HttpRequestError} (`reason: 'parse'`) 'Token Balance Unavailable' when the answer is not `{ balances }`.
 * @example
 * const balances = await getAccountBalance({ apiUrl, projectId, address: '0x7099…79C8', chainId: 'eip155:31337' })
 */
export async function getAccountBalance(parameters: GetAccountBalanceParameters): Promise<TokenBalance[]> {
  if ((await isChainSupported({ ...parameters, chainId: caip2(parameters.chainId) })) === false) return []
  const url = endpointUrl(parameters, `/v1/account/${encodeURIComponent(parameters.address)}/balance`, {
    currency: 'usd',
    chainId: caip2(parameters.chainId),
    forceUpdate: parameters.forceUpdate,
    ...sdkQuery(parameters),
  })
  const { balances } = await requestJson({
    ...transport(parameters),
    url,
    schema: balanceResponseSchema,
    toError: (failure) => blockchainApiError(failure, () => errorMessages.tokenBalanceUnavailable),
  })
  return balances
}

/** Parameters of {@link getFungiblePrices}. */
export type GetFungiblePricesParameters = ApiClientParameters & {
  /** CAIP-10 token addresses, e.g. `eip155:31337:0x5FbD…0aa3`; the native token is `0xeeee…eeee`. */
  addresses: readonly string[]
}

/**
 * `POST /v1/fungible/price`: USD prices of tokens; tokens the API does not know are left out.
 *
 * @throws {HttpRequestError} 'An error occurred' when the API is unreachable or answers an error.
 * @throws {HttpRequestError} (`reason: 'parse'`) 'An error occurred' when the answer is not `{ fungibles }`.
 * @example
 * const prices = await getFungiblePrices({ apiUrl, projectId, addresses: [`eip155:31337:${usdc}`] })
 */
export async function getFungiblePrices(parameters: GetFungiblePricesParameters): Promise<FungiblePrice[]> {
  const { fungibles } = await requestJson({
    ...transport(parameters),
    url: endpointUrl(parameters, '/v1/fungible/price'),
    method: 'POST',
    body: { currency: 'usd', addresses: parameters.addresses, projectId: requireProjectId(parameters) },
    schema: fungiblePriceResponseSchema,
    toError: (failure) => blockchainApiError(failure, () => errorMessages.default),
  })
  return fungibles
}

/** Parameters of {@link getGasPrice}. */
export type GetGasPriceParameters = ApiClientParameters & SupportedChainsParameter & { chainId: ChainIdParameter }

/**
 * `GET /v1/convert/gas-price`: standard, fast and instant gas prices in wei.
 *
 * @throws {HttpRequestError} 'Network not supported for Gas Price' when the chain is not in the supported chains (checked first) or the API refuses it; 'An error occurred' for other failures.
 * @throws {HttpRequestError} (`reason: 'parse'`) 'An error occurred' when the answer is not `{ standard, fast, instant }`.
 * @example
 * const { fast } = await getGasPrice({ apiUrl, projectId, chainId: 31337 })
 */
export async function getGasPrice(parameters: GetGasPriceParameters): Promise<GasPrices> {
  const url = endpointUrl(parameters, '/v1/convert/gas-price', { chainId: caip2(parameters.chainId), ...sdkQuery(parameters) })
  if ((await isChainSupported({ ...parameters, chainId: caip2(parameters.chainId) })) === false) {
    throw new HttpRequestError(errorMessages.gasPriceUnsupported, { reason: 'status', url: url.href })
  }
  return requestJson({
    ...transport(parameters),
    url,
    schema: gasPriceResponseSchema,
    toError: (failure) =>
      blockchainApiError(failure, (serverMessage) =>
        serverMessage === errorMessages.gasPriceUnsupported ? errorMessages.gasPriceUnsupported : errorMessages.default,
      ),
  })
}

/** Parameters of {@link getIdentity}. */
export type GetIdentityParameters = ApiClientParameters & {
  /** The address whose name and avatar are wanted. */
  address: string
  /** The connected account asking, sent as `sender`. @default not sent */
  sender?: string | undefined
}

/**
 * `GET /v1/identity/{address}`: the address's name and avatar, `null` when it has none.
 *
 * @throws {HttpRequestError} 'An error occurred' when the API is unreachable or answers an error (400 for a bad address).
 * @throws {HttpRequestError} (`reason: 'parse'`) 'An error occurred' when the answer is not `{ name, avatar }`.
 * @example
 * const { name, avatar } = await getIdentity({ apiUrl, projectId, address })
 */
export async function getIdentity(parameters: GetIdentityParameters): Promise<AccountIdentity> {
  return requestJson({
    ...transport(parameters),
    url: endpointUrl(parameters, `/v1/identity/${encodeURIComponent(parameters.address)}`, {
      sender: parameters.sender,
      ...sdkQuery(parameters),
    }),
    schema: identityResponseSchema,
    toError: (failure) => blockchainApiError(failure, () => errorMessages.default),
  })
}

/** Parameters of {@link getAccountHistory}. */
export type GetAccountHistoryParameters = ApiClientParameters &
  SupportedChainsParameter & {
    /** The account, `0x…`. */
    address: string
    chainId: ChainIdParameter
    /** `next` of the previous page. @default first page */
    cursor?: string | null | undefined
    /** Asks the API to look the chain's latest block up rather than use the one it follows (e.g. after a transaction). @default false */
    forceUpdate?: boolean | undefined
  }

/**
 * `GET /v1/account/{address}/history`: one page of the account's transactions on a chain, newest
 * first. An unsupported chain (checked first, as for balances) resolves to an empty page.
 *
 * @throws {HttpRequestError} 'Failed to fetch transactions' when the API is unreachable or answers an error (400 for a bad address or cursor).
 * @throws {HttpRequestError} (`reason: 'parse'`) 'Failed to fetch transactions' when the answer is not `{ data, next }`.
 * @example
 * const { data, next } = await getAccountHistory({ apiUrl, projectId, address, chainId: 31337 })
 */
export async function getAccountHistory(parameters: GetAccountHistoryParameters): Promise<TransactionHistoryPage> {
  if ((await isChainSupported({ ...parameters, chainId: caip2(parameters.chainId) })) === false) return { data: [], next: null }
  return requestJson({
    ...transport(parameters),
    url: endpointUrl(parameters, `/v1/account/${encodeURIComponent(parameters.address)}/history`, {
      chainId: caip2(parameters.chainId),
      cursor: parameters.cursor,
      forceUpdate: parameters.forceUpdate,
      ...sdkQuery(parameters),
    }),
    schema: historyResponseSchema,
    toError: (failure) => blockchainApiError(failure, () => errorMessages.failedToFetchTransactions),
  })
}

/** Parameters of {@link getAccountNfts}. */
export type GetAccountNftsParameters = ApiClientParameters &
  SupportedChainsParameter & {
    /** The account, `0x…`. */
    address: string
    chainId: ChainIdParameter
  }

/**
 * `GET /v1/account/{address}/nfts`: the ERC-721 tokens the account holds on a chain, with name and
 * image. Foyer's own extension of the blockchain API (not part of the original call set); answered by
 * `services/api`. An unsupported chain (checked first, as for balances) resolves to an empty list.
 *
 * @throws {HttpRequestError} 'An error occurred' when the API is unreachable or answers an error (400 for a bad address).
 * @throws {HttpRequestError} (`reason: 'parse'`) 'An error occurred' when the answer is not `{ nfts }`.
 * @example
 * const nfts = await getAccountNfts({ apiUrl, projectId, address, chainId: 31337 })
 */
export async function getAccountNfts(parameters: GetAccountNftsParameters): Promise<AccountNft[]> {
  if ((await isChainSupported({ ...parameters, chainId: caip2(parameters.chainId) })) === false) return []
  const { nfts } = await requestJson({
    ...transport(parameters),
    url: endpointUrl(parameters, `/v1/account/${encodeURIComponent(parameters.address)}/nfts`, {
      chainId: caip2(parameters.chainId),
      ...sdkQuery(parameters),
    }),
    schema: accountNftsResponseSchema,
    toError: (failure) => blockchainApiError(failure, () => errorMessages.default),
  })
  return nfts
}

function transport(parameters: ApiClientParameters): Pick<ApiClientParameters, 'fetch' | 'signal' | 'timeoutMs'> {
  return { fetch: parameters.fetch, signal: parameters.signal, timeoutMs: parameters.timeoutMs }
}

function caip2(chainId: ChainIdParameter): string {
  return typeof chainId === 'number' ? `eip155:${chainId}` : chainId
}
