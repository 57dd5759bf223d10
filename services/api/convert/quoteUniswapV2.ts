import { zeroAddress } from 'viem'
import type { Address } from 'viem'
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from '../../../src/swap/uniswapV2Abi'
import { HttpError } from '../HttpError'
import type { SwapChain } from './convertContext'
import { isNative } from './swapConfig'
import type { RouteCandidate } from './quoteSwap'

/**
 * The V2 candidates of a swap: the direct pair and every two-hop path through WETH or a configured
 * token, each quoted by the router (`getAmountsOut` for `exactIn`, `getAmountsIn` for `exactOut`).
 * A path whose pair does not exist, or that cannot pay the output, offers nothing (0).
 */
export function quoteUniswapV2(chain: SwapChain, tokenIn: Address, tokenOut: Address, amount: bigint, exactIn: boolean): Promise<RouteCandidate>[] {
  const { amm, client } = chain
  if (!amm.v2) return []
  const router = amm.v2.router
  const routed = chain.hops.map((hop) => (isNative(hop) ? amm.weth : hop))
  const middles = [...new Set([amm.weth, ...routed])].filter((token) => token !== tokenIn && token !== tokenOut)
  const paths: Address[][] = [[tokenIn, tokenOut], ...middles.map((middle) => [tokenIn, middle, tokenOut])]
  return paths.map((path) =>
    client
      .readContract({ address: router, abi: uniswapV2RouterAbi, functionName: exactIn ? 'getAmountsOut' : 'getAmountsIn', args: [amount, path] })
      .then((amounts) => (exactIn ? amounts.at(-1) : amounts[0]) ?? 0n)
      .catch(() => 0n)
      .then((quoted): RouteCandidate => ({ route: { protocol: 'v2', path }, amount: quoted })),
  )
}

/** The output `amountIn` would give along `path` at its pairs' mid prices (no fee, no curve). */
export async function uniswapV2MidOutput(chain: SwapChain, path: readonly Address[], amountIn: bigint): Promise<bigint> {
  const reserves = await Promise.all(path.slice(1).map((token, hop) => readReserves(chain, path[hop]!, token)))
  const numerator = reserves.reduce((product, [, reserveOut]) => product * reserveOut, amountIn)
  const denominator = reserves.reduce((product, [reserveIn]) => product * reserveIn, 1n)
  return numerator / denominator
}

async function readReserves(chain: SwapChain, tokenIn: Address, tokenOut: Address): Promise<[bigint, bigint]> {
  const { amm, client } = chain
  if (!amm.v2) throw new HttpError(400, 'No liquidity for this pair')
  const pair = await client.readContract({ address: amm.v2.factory, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [tokenIn, tokenOut] })
  if (pair === zeroAddress) throw new HttpError(400, 'No liquidity for this pair')
  const [token0, [reserve0, reserve1]] = await Promise.all([
    client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
    client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
  ])
  return token0.toLowerCase() === tokenIn.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0]
}
