import { decodeFunctionData, getAddress } from 'viem'
import type { Address, Hex } from 'viem'
import { SWAP_ROUTER02_ADDRESS_THIS, swapRouter02Abi } from './uniswapV3Abi'

/** A single-pool swap through `SwapRouter02`, as its calldata asks for it. */
export type SwapRouter02Swap = {
  side: 'exactIn' | 'exactOut'
  tokenIn: Address
  tokenOut: Address
  /** The exact input (`exactIn`) or the most the swap may spend (`exactOut`), in `tokenIn`'s base units. */
  amountIn: bigint
  /** The least output (`exactIn`) or the exact output (`exactOut`), in `tokenOut`'s base units. */
  amountOut: bigint
  /** Who receives the output: the swap's recipient, or `unwrapWETH9`'s when the router unwraps it. */
  recipient: Address
  /** Whether the router pays the output out as the native coin (`unwrapWETH9`). */
  nativeOut: boolean
}

/**
 * Reads a `SwapRouter02` call of the shape the convert API builds: a `multicall` (with or without a
 * deadline) around one `exactInputSingle` or `exactOutputSingle`, optionally followed by
 * `unwrapWETH9` (the output paid out as the native coin) and `refundETH`. `undefined` for any other
 * calldata, or for a swap paid to the router itself that no `unwrapWETH9` sends on.
 *
 * @example
 * decodeSwapRouter02Call(tx.data)?.side // 'exactIn'
 */
export function decodeSwapRouter02Call(data: Hex): SwapRouter02Swap | undefined {
  let calls: readonly Hex[]
  try {
    const outer = decodeFunctionData({ abi: swapRouter02Abi, data })
    if (outer.functionName !== 'multicall') return undefined
    calls = outer.args[1]
  } catch {
    return undefined
  }
  let swap: SwapRouter02Swap | undefined
  let unwrapTo: Address | undefined
  for (const inner of calls) {
    let call: ReturnType<typeof decodeFunctionData<typeof swapRouter02Abi>>
    try {
      call = decodeFunctionData({ abi: swapRouter02Abi, data: inner })
    } catch {
      return undefined
    }
    if (call.functionName === 'exactInputSingle' || call.functionName === 'exactOutputSingle') {
      // One swap per call: a second would make the sentence describe half of what is signed.
      if (swap) return undefined
      const [params] = call.args
      swap =
        'amountIn' in params
          ? {
              side: 'exactIn',
              tokenIn: params.tokenIn,
              tokenOut: params.tokenOut,
              amountIn: params.amountIn,
              amountOut: params.amountOutMinimum,
              recipient: params.recipient,
              nativeOut: false,
            }
          : {
              side: 'exactOut',
              tokenIn: params.tokenIn,
              tokenOut: params.tokenOut,
              amountIn: params.amountInMaximum,
              amountOut: params.amountOut,
              recipient: params.recipient,
              nativeOut: false,
            }
    } else if (call.functionName === 'unwrapWETH9') {
      unwrapTo = call.args[1]
    } else if (call.functionName !== 'refundETH') {
      return undefined
    }
  }
  if (!swap) return undefined
  const toRouter = getAddress(swap.recipient) === getAddress(SWAP_ROUTER02_ADDRESS_THIS)
  if (toRouter !== (unwrapTo !== undefined)) return undefined
  return unwrapTo ? { ...swap, recipient: unwrapTo, nativeOut: true } : swap
}
