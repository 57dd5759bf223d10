import { encodeFunctionData } from 'viem'
import type { Address, Hex } from 'viem'
import { uniswapV2RouterAbi } from '../../../src/swap/uniswapV2Abi'
import { SWAP_ROUTER02_ADDRESS_THIS, swapRouter02Abi } from '../../../src/swap/uniswapV3Abi'
import type { SwapRoute } from './quoteSwap'

/** What a swap call needs besides its route: the bounds, the recipient and the deadline. */
export type SwapCallArgs = {
  exactIn: boolean
  fromNative: boolean
  toNative: boolean
  /** The exact input (`exactIn`) or the most the swap may spend (`exactOut`). */
  maximumIn: bigint
  /** The least output (`exactIn`) or the exact output (`exactOut`). */
  minimumOut: bigint
  to: Address
  deadline: bigint
}

/**
 * The calldata of a swap through `route`'s router: a `UniswapV2Router02` swap along the path, or a
 * `SwapRouter02` `multicall(deadline, …)` around one `exactInputSingle`/`exactOutputSingle`. From the
 * native coin the router wraps the value it is sent (WETH path) and `refundETH` returns what an
 * exact output left; to the native coin the swap pays the router itself and `unwrapWETH9` sends the
 * coin on.
 */
export function swapCalldata(route: SwapRoute, args: SwapCallArgs): Hex {
  return route.protocol === 'v2' ? uniswapV2Calldata(route.path, args) : uniswapV3Calldata(route, args)
}

function uniswapV2Calldata(path: Address[], args: SwapCallArgs): Hex {
  const { exactIn, fromNative, toNative, minimumOut, maximumIn, to, deadline } = args
  const abi = uniswapV2RouterAbi
  if (exactIn) {
    if (fromNative) return encodeFunctionData({ abi, functionName: 'swapExactETHForTokens', args: [minimumOut, path, to, deadline] })
    const functionName = toNative ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
    return encodeFunctionData({ abi, functionName, args: [maximumIn, minimumOut, path, to, deadline] })
  }
  if (fromNative) return encodeFunctionData({ abi, functionName: 'swapETHForExactTokens', args: [minimumOut, path, to, deadline] })
  const functionName = toNative ? 'swapTokensForExactETH' : 'swapTokensForExactTokens'
  return encodeFunctionData({ abi, functionName, args: [minimumOut, maximumIn, path, to, deadline] })
}

function uniswapV3Calldata(route: Extract<SwapRoute, { protocol: 'v3' }>, args: SwapCallArgs): Hex {
  const { exactIn, fromNative, toNative, minimumOut, maximumIn, to, deadline } = args
  const abi = swapRouter02Abi
  const [tokenIn, tokenOut] = route.path
  const recipient = toNative ? SWAP_ROUTER02_ADDRESS_THIS : to
  const swap = exactIn
    ? encodeFunctionData({
        abi,
        functionName: 'exactInputSingle',
        args: [{ tokenIn, tokenOut, fee: route.fee, recipient, amountIn: maximumIn, amountOutMinimum: minimumOut, sqrtPriceLimitX96: 0n }],
      })
    : encodeFunctionData({
        abi,
        functionName: 'exactOutputSingle',
        args: [{ tokenIn, tokenOut, fee: route.fee, recipient, amountOut: minimumOut, amountInMaximum: maximumIn, sqrtPriceLimitX96: 0n }],
      })
  const calls: Hex[] = [swap]
  if (toNative) calls.push(encodeFunctionData({ abi, functionName: 'unwrapWETH9', args: [minimumOut, to] }))
  if (fromNative && !exactIn) calls.push(encodeFunctionData({ abi, functionName: 'refundETH' }))
  return encodeFunctionData({ abi, functionName: 'multicall', args: [deadline, calls] })
}
