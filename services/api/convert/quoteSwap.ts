import { zeroAddress } from 'viem'
import type { Address } from 'viem'
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from '../../../src/swap/uniswapV2Abi'
import { HttpError } from '../HttpError'
import type { SwapChain } from './convertContext'
import { NATIVE_TOKEN_ADDRESS } from './swapConfig'

/** Which side of a swap is fixed: the input amount (`exactIn`) or the output amount (`exactOut`). */
export type SwapSide = 'exactIn' | 'exactOut'

/** A quote for a swap through Uniswap V2, either side fixed. */
export type SwapQuote = {
  side: SwapSide
  amountIn: bigint
  amountOut: bigint
  /** Tokens the swap passes through, as the router sees them (WETH for the native coin). */
  path: Address[]
  /**
   * How much worse than the pools' mid price the swap is, in percent (4 decimals): the pools' 0.3 %
   * fee plus the move along each constant-product curve.
   */
  priceImpact: number
}

/** Whether the address stands for the native coin. */
export function isNative(address: Address): boolean {
  return address.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()
}

/**
 * Quotes swapping `from` into `to` over the direct pool and every two-hop route through WETH or a
 * listed token: for `exactIn`, `amount` is the input and the router's `getAmountsOut` gives the
 * output (the largest wins); for `exactOut`, `amount` is the output and `getAmountsIn` gives the
 * input (the smallest wins). Then reads the chosen pools' reserves for the price impact.
 *
 * @throws {HttpError} 400 'Tokens must differ' for the same token (or the native coin and WETH) on
 *   both sides, 400 'No liquidity for this pair' when no route exists.
 */
export async function quoteSwap(chain: SwapChain, from: Address, to: Address, amount: bigint, side: SwapSide = 'exactIn'): Promise<SwapQuote> {
  const { amm, client } = chain
  const asRouted = (token: Address) => (isNative(token) ? amm.weth : token)
  const tokenIn = asRouted(from)
  const tokenOut = asRouted(to)
  if (tokenIn === tokenOut) throw new HttpError(400, 'Tokens must differ')

  const hops = [amm.weth, ...amm.tokens.map((token) => asRouted(token.address))]
  const middles = [...new Set(hops)].filter((token) => token !== tokenIn && token !== tokenOut)
  const paths: Address[][] = [[tokenIn, tokenOut], ...middles.map((middle) => [tokenIn, middle, tokenOut])]
  // A path whose pool does not exist makes the router read reserves of an empty address and revert;
  // so does an output the pool cannot pay. Either way that path offers nothing (0).
  const exactIn = side === 'exactIn'
  const results = await Promise.all(
    paths.map((path) =>
      client
        .readContract({ address: amm.router, abi: uniswapV2RouterAbi, functionName: exactIn ? 'getAmountsOut' : 'getAmountsIn', args: [amount, path] })
        .then((amounts) => (exactIn ? amounts.at(-1) : amounts[0]) ?? 0n)
        .catch(() => 0n),
    ),
  )
  let best = -1
  for (const [index, result] of results.entries()) {
    if (result === 0n) continue
    if (best < 0 || (exactIn ? result > results[best]! : result < results[best]!)) best = index
  }
  if (best < 0) throw new HttpError(400, 'No liquidity for this pair')
  const path = paths[best]!
  const amountIn = exactIn ? amount : results[best]!
  const amountOut = exactIn ? results[best]! : amount

  const reserves = await Promise.all(path.slice(1).map((token, hop) => readReserves(chain, path[hop]!, token)))
  // The output at the pools' mid prices: amountIn times each hop's reserveOut / reserveIn.
  const numerator = reserves.reduce((product, [, reserveOut]) => product * reserveOut, amountIn)
  const denominator = reserves.reduce((product, [reserveIn]) => product * reserveIn, 1n)
  const midOutput = numerator / denominator
  const impactMillionths = midOutput === 0n ? 0n : ((midOutput - amountOut) * 1_000_000n) / midOutput
  return { side, amountIn, amountOut, path, priceImpact: Number(impactMillionths) / 10_000 }
}

async function readReserves(chain: SwapChain, tokenIn: Address, tokenOut: Address): Promise<[bigint, bigint]> {
  const { amm, client } = chain
  const pair = await client.readContract({ address: amm.factory, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [tokenIn, tokenOut] })
  if (pair === zeroAddress) throw new HttpError(400, 'No liquidity for this pair')
  const [token0, [reserve0, reserve1]] = await Promise.all([
    client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
    client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
  ])
  return token0.toLowerCase() === tokenIn.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0]
}
