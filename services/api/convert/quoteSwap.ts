import type { Address } from 'viem'
import type { SwapRouteId } from '../../../src/swap/swapRouteId'
import type { UniswapV3FeeTier } from '../../../src/swap/uniswapV3Abi'
import { HttpError } from '../HttpError'
import type { SwapChain } from './convertContext'
import { quoteUniswapV2, uniswapV2MidOutput } from './quoteUniswapV2'
import { quoteUniswapV3, uniswapV3MidOutput } from './quoteUniswapV3'
import { isNative } from './swapConfig'

export { isNative } from './swapConfig'

/** Which side of a swap is fixed: the input amount (`exactIn`) or the output amount (`exactOut`). */
export type SwapSide = 'exactIn' | 'exactOut'

/**
 * Where a swap goes: through Uniswap V2's pairs along `path`, or through one Uniswap V3 pool (the
 * pair's pool at `fee`). Tokens are as the routers see them (WETH for the native coin).
 */
export type SwapRoute = { protocol: 'v2'; path: Address[] } | { protocol: 'v3'; fee: UniswapV3FeeTier; path: [Address, Address] }

/** One quoted route: `amount` is its output (`exactIn`) or its input (`exactOut`); 0 when it offers nothing. */
export type RouteCandidate = { route: SwapRoute; amount: bigint }

/** A quote for a swap through the best route, either side fixed. */
export type SwapQuote = {
  side: SwapSide
  amountIn: bigint
  amountOut: bigint
  route: SwapRoute
  /** Tokens the swap passes through, as the router sees them (WETH for the native coin). */
  path: Address[]
  /**
   * How much worse than the pools' mid price the swap is, in percent (4 decimals): the pools' fee
   * plus the move along each curve.
   */
  priceImpact: number
}

/** The id a quote answer carries for its route, which later requests send back. */
export function swapRouteId(route: SwapRoute): SwapRouteId {
  return route.protocol === 'v2' ? 'uniswap-v2' : `uniswap-v3-${route.fee}`
}

/**
 * Quotes swapping `from` into `to` over every route the chain has: Uniswap V2's direct pair and
 * two-hop paths (through WETH or a configured token), and Uniswap V3's pool at each fee tier, all
 * asked in one JSON-RPC batch. For `exactIn`, `amount` is the input and the largest output wins;
 * for `exactOut`, `amount` is the output and the smallest input wins. `only` limits the candidates
 * to one route id (the one a quote answered, so the swap goes where its approval went). Then reads
 * the chosen pools' mid price for the price impact.
 *
 * @throws {HttpError} 400 'Tokens must differ' for the same token (or the native coin and WETH) on
 *   both sides, 400 'No liquidity for this pair' when no route can do the swap.
 */
export async function quoteSwap(
  chain: SwapChain,
  from: Address,
  to: Address,
  amount: bigint,
  side: SwapSide = 'exactIn',
  only?: SwapRouteId,
): Promise<SwapQuote> {
  const asRouted = (token: Address) => (isNative(token) ? chain.amm.weth : token)
  const tokenIn = asRouted(from)
  const tokenOut = asRouted(to)
  if (tokenIn === tokenOut) throw new HttpError(400, 'Tokens must differ')

  const exactIn = side === 'exactIn'
  const v3Fee = only?.startsWith('uniswap-v3-') ? (Number(only.slice('uniswap-v3-'.length)) as UniswapV3FeeTier) : undefined
  const candidates = await Promise.all([
    ...(only === undefined || only === 'uniswap-v2' ? quoteUniswapV2(chain, tokenIn, tokenOut, amount, exactIn) : []),
    ...(only === undefined || v3Fee !== undefined ? quoteUniswapV3(chain, tokenIn, tokenOut, amount, exactIn, v3Fee === undefined ? undefined : [v3Fee]) : []),
  ])
  let best: RouteCandidate | undefined
  for (const candidate of candidates) {
    if (candidate.amount === 0n) continue
    if (!best || (exactIn ? candidate.amount > best.amount : candidate.amount < best.amount)) best = candidate
  }
  if (!best) throw new HttpError(400, 'No liquidity for this pair')
  const { route } = best
  const amountIn = exactIn ? amount : best.amount
  const amountOut = exactIn ? best.amount : amount

  const midOutput =
    route.protocol === 'v2' ? await uniswapV2MidOutput(chain, route.path, amountIn) : await uniswapV3MidOutput(chain, tokenIn, tokenOut, route.fee, amountIn)
  const impactMillionths = midOutput === 0n ? 0n : ((midOutput - amountOut) * 1_000_000n) / midOutput
  return { side, amountIn, amountOut, route, path: route.path, priceImpact: Number(impactMillionths) / 10_000 }
}
