import type { FoyerApi } from '../../src/api/foyerApi'
import { buildSwapTransaction, getSwapAllowance, getSwapQuote, getSwapTokens, type SwapRequest } from '../../src/api/convertApi'
import { InvariantError } from '../../src/errors/invariantErrors'

/** The token list of an API changes with its deployment: fresh for 5 minutes. */
export const swapTokensStaleTime = 5 * 60_000
/** A built swap (its gas estimate) serves the fee line for 15 s. */
export const swapFeeStaleTime = 15_000

// Amounts go into keys as decimal strings: keys are hashed as JSON, which has no bigint.
const requestKey = (request: SwapRequest | undefined) =>
  request && { userAddress: request.userAddress, from: request.from, to: request.to, amount: request.amount.toString(), side: request.side ?? 'exactIn' }

/** Key of the tokens offered for swaps on a chain. */
export function swapTokensQueryKey(api: FoyerApi, chainId: number | undefined) {
  return ['foyer.swapTokens', { ...api, chainId }] as const
}

/**
 * The tokens offered for swaps on a chain (`GET /v1/convert/tokens`), shared by `useSwap` and the
 * Account view's check whether to offer swaps at all.
 *
 * @example
 * useQuery(swapTokensQueryOptions(useFoyerApi(), 31337))
 */
export function swapTokensQueryOptions(api: FoyerApi, chainId: number | undefined) {
  return {
    queryKey: swapTokensQueryKey(api, chainId),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      if (chainId === undefined) throw new InvariantError('No chain')
      return getSwapTokens({ ...api, chainId, signal })
    },
    enabled: chainId !== undefined,
    staleTime: swapTokensStaleTime,
  }
}

/** Key of a swap quote: the pair, the account, the fixed side and its amount. */
export function swapQuoteQueryKey(api: FoyerApi, request: SwapRequest | undefined) {
  return ['foyer.swapQuote', { ...api, ...requestKey(request) }] as const
}

/**
 * The best quote for a swap (`GET /v1/convert/quotes`), asked again every `refreshMs`; idle until
 * the request is complete.
 *
 * @example
 * useQuery(swapQuoteQueryOptions(api, { userAddress, from, to, amount: 10_000_000n }, 10_000))
 */
export function swapQuoteQueryOptions(api: FoyerApi, request: SwapRequest | undefined, refreshMs?: number) {
  return {
    queryKey: swapQuoteQueryKey(api, request),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      if (!request) throw new InvariantError('No swap request')
      return getSwapQuote({ ...api, ...request, signal })
    },
    enabled: request !== undefined,
    refetchInterval: refreshMs,
  }
}

/**
 * What an allowance is about: the token to spend and the owner, as CAIP-10 ids, and the quoted
 * route (the quote's `id`), whose router is the spender.
 */
export type SwapAllowanceParameters = { tokenAddress: string | undefined; userAddress: string | undefined; route?: string | null | undefined }

/** Key prefix of every allowance query (asked again after an approval or a swap). */
export const swapAllowanceKeyPrefix = 'foyer.swapAllowance'

/** Key matching every allowance query, of any token and account: invalidated after an approval or a swap. */
export function allSwapAllowancesQueryKey() {
  return [swapAllowanceKeyPrefix] as const
}

/** Key of how much of a token the AMM's router may spend for an account. */
export function swapAllowanceQueryKey(api: FoyerApi, parameters: SwapAllowanceParameters) {
  return [
    swapAllowanceKeyPrefix,
    { ...api, tokenAddress: parameters.tokenAddress, userAddress: parameters.userAddress, route: parameters.route ?? null },
  ] as const
}

/**
 * How much of `tokenAddress` the router may spend for the user (`GET /v1/convert/allowance`); idle
 * for the native coin (`enabled: false`), which needs no approval.
 *
 * @example
 * useQuery(swapAllowanceQueryOptions(api, { tokenAddress: from.address, userAddress }, isNativeToken(from)))
 */
export function swapAllowanceQueryOptions(api: FoyerApi, parameters: SwapAllowanceParameters, native = false) {
  const { tokenAddress, userAddress, route } = parameters
  return {
    queryKey: swapAllowanceQueryKey(api, parameters),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      if (!tokenAddress || !userAddress) throw new InvariantError('No token or account')
      return getSwapAllowance({ ...api, tokenAddress, userAddress, route, signal })
    },
    enabled: tokenAddress !== undefined && userAddress !== undefined && !native,
  }
}

/** Key of a built swap transaction, read for its network fee. */
export function swapFeeQueryKey(api: FoyerApi, request: SwapRequest | undefined, slippage: string, route?: string | null) {
  return ['foyer.swapFee', { ...api, ...requestKey(request), slippage, route: route ?? null }] as const
}

/**
 * The router call of a swap as the convert API builds it (`POST /v1/convert/build-transaction`)
 * through the quoted `route`, for its gas estimate: the fee line of the swap preview. No retries;
 * fresh for 15 s.
 *
 * @example
 * useQuery(swapFeeQueryOptions(api, request, '1'))
 */
export function swapFeeQueryOptions(api: FoyerApi, request: SwapRequest | undefined, slippage: string, route?: string | null) {
  return {
    queryKey: swapFeeQueryKey(api, request, slippage, route),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      if (!request) throw new InvariantError('No swap request')
      return buildSwapTransaction({ ...api, ...request, slippage, route, signal })
    },
    enabled: request !== undefined,
    retry: false,
    staleTime: swapFeeStaleTime,
  }
}
