import { decodeFunctionResult, encodeFunctionData, zeroAddress } from 'viem'
import type { Address } from 'viem'
import { UNISWAP_V3_FEE_TIERS, uniswapV3FactoryAbi, uniswapV3PoolAbi, uniswapV3QuoterV2Abi } from '../../../src/swap/uniswapV3Abi'
import type { UniswapV3FeeTier } from '../../../src/swap/uniswapV3Abi'
import { HttpError } from '../HttpError'
import type { SwapChain } from './convertContext'
import type { RouteCandidate } from './quoteSwap'

/**
 * The V3 candidates of a swap: the pair's pool at each fee tier in `fees`, quoted by `QuoterV2`
 * (`quoteExactInputSingle` for `exactIn`, `quoteExactOutputSingle` for `exactOut`). The quoter
 * simulates the swap and is read with `eth_call`; a tier without a pool, or whose pool cannot pay
 * the output, reverts and offers nothing (0).
 */
export function quoteUniswapV3(
  chain: SwapChain,
  tokenIn: Address,
  tokenOut: Address,
  amount: bigint,
  exactIn: boolean,
  fees: readonly UniswapV3FeeTier[] = UNISWAP_V3_FEE_TIERS,
): Promise<RouteCandidate>[] {
  const { amm, client } = chain
  if (!amm.v3) return []
  const quoter = amm.v3.quoterV2
  return fees.map((fee) => {
    const data = exactIn
      ? encodeFunctionData({
          abi: uniswapV3QuoterV2Abi,
          functionName: 'quoteExactInputSingle',
          args: [{ tokenIn, tokenOut, amountIn: amount, fee, sqrtPriceLimitX96: 0n }],
        })
      : encodeFunctionData({
          abi: uniswapV3QuoterV2Abi,
          functionName: 'quoteExactOutputSingle',
          args: [{ tokenIn, tokenOut, amount, fee, sqrtPriceLimitX96: 0n }],
        })
    const functionName = exactIn ? 'quoteExactInputSingle' : 'quoteExactOutputSingle'
    return client
      .call({ to: quoter, data })
      .then(({ data: result }) => (result ? decodeFunctionResult({ abi: uniswapV3QuoterV2Abi, functionName, data: result })[0] : 0n))
      .catch(() => 0n)
      .then((quoted): RouteCandidate => ({ route: { protocol: 'v3', fee, path: [tokenIn, tokenOut] }, amount: quoted }))
  })
}

const Q192 = 2n ** 192n

/**
 * The output `amountIn` of `tokenIn` would give at the pool's mid price (its `slot0` price, no fee,
 * no move along the curve). The pool prices token1 in token0 as (sqrtPriceX96 / 2^96)^2, token0
 * being the lower address.
 *
 * @throws {HttpError} 400 'No liquidity for this pair' when the factory has no such pool.
 */
export async function uniswapV3MidOutput(chain: SwapChain, tokenIn: Address, tokenOut: Address, fee: UniswapV3FeeTier, amountIn: bigint): Promise<bigint> {
  const { amm, client } = chain
  if (!amm.v3) throw new HttpError(400, 'No liquidity for this pair')
  const pool = await client.readContract({ address: amm.v3.factory, abi: uniswapV3FactoryAbi, functionName: 'getPool', args: [tokenIn, tokenOut, fee] })
  if (pool === zeroAddress) throw new HttpError(400, 'No liquidity for this pair')
  const [sqrtPriceX96] = await client.readContract({ address: pool, abi: uniswapV3PoolAbi, functionName: 'slot0' })
  if (sqrtPriceX96 === 0n) return 0n
  const priceSquared = sqrtPriceX96 * sqrtPriceX96
  return BigInt(tokenIn.toLowerCase()) < BigInt(tokenOut.toLowerCase()) ? (amountIn * priceSquared) / Q192 : (amountIn * Q192) / priceSquared
}
