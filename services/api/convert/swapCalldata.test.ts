import { decodeFunctionData, encodeFunctionData } from 'viem'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeSwapRouter02Call } from '../../../src/swap/decodeSwapRouter02Call'
import { SWAP_ROUTER02_ADDRESS_THIS, swapRouter02Abi } from '../../../src/swap/uniswapV3Abi'
import { swapCalldata } from './swapCalldata'
import type { SwapCallArgs } from './swapCalldata'

/* The V3 calls the API builds, read back as the frame reads them; and what the reader refuses. */
const WETH: Address = '0x1111111111111111111111111111111111111111'
const DAI: Address = '0x2222222222222222222222222222222222222222'
const USER: Address = '0x3333333333333333333333333333333333333333'
const route = (tokenIn: Address, tokenOut: Address) => ({ protocol: 'v3' as const, fee: 500 as const, path: [tokenIn, tokenOut] as [Address, Address] })
const args = (overrides: Partial<SwapCallArgs>): SwapCallArgs => ({
  exactIn: true,
  fromNative: false,
  toNative: false,
  maximumIn: 100n,
  minimumOut: 90n,
  to: USER,
  deadline: 1_000n,
  ...overrides,
})

describe('swapCalldata (V3) read back by decodeSwapRouter02Call', () => {
  it.each([
    ['token -> token, exact input', route(WETH, DAI), args({}), { side: 'exactIn', amountIn: 100n, amountOut: 90n, nativeOut: false }],
    ['native -> token, exact input', route(WETH, DAI), args({ fromNative: true }), { side: 'exactIn', amountIn: 100n, amountOut: 90n, nativeOut: false }],
    [
      'token -> native, exact input (unwrapped)',
      route(DAI, WETH),
      args({ toNative: true }),
      { side: 'exactIn', amountIn: 100n, amountOut: 90n, nativeOut: true },
    ],
    [
      'native -> token, exact output (refunded)',
      route(WETH, DAI),
      args({ exactIn: false, fromNative: true }),
      { side: 'exactOut', amountIn: 100n, amountOut: 90n, nativeOut: false },
    ],
    [
      'token -> native, exact output (unwrapped)',
      route(DAI, WETH),
      args({ exactIn: false, toNative: true }),
      { side: 'exactOut', amountIn: 100n, amountOut: 90n, nativeOut: true },
    ],
  ] as const)('%s', (_, swapRoute, callArgs, expected) => {
    const decoded = decodeSwapRouter02Call(swapCalldata(swapRoute, callArgs))
    expect(decoded).toEqual({ ...expected, tokenIn: swapRoute.path[0], tokenOut: swapRoute.path[1], recipient: USER })
  })

  it('the deadline is the multicall deadline, and an exact native input is refunded what it leaves', () => {
    const data = swapCalldata(route(WETH, DAI), args({ exactIn: false, fromNative: true, deadline: 77n }))
    const { functionName, args: outer } = decodeFunctionDataOf(data)
    expect(functionName).toBe('multicall')
    expect(outer[0]).toBe(77n)
    expect(outer[1].map((inner) => decodeFunctionDataOf(inner).functionName)).toEqual(['exactOutputSingle', 'refundETH'])
  })

  it('refuses calls it cannot put into words whole', () => {
    const swap = swapCalldata(route(WETH, DAI), args({}))
    const inner = decodeFunctionDataOf(swap).args[1][0]!
    const multicall = (calls: `0x${string}`[]) => encodeFunctionData({ abi: swapRouter02Abi, functionName: 'multicall', args: [1n, calls] })
    const paidToRouter = encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'exactInputSingle',
      args: [{ tokenIn: DAI, tokenOut: WETH, fee: 500, recipient: SWAP_ROUTER02_ADDRESS_THIS, amountIn: 1n, amountOutMinimum: 1n, sqrtPriceLimitX96: 0n }],
    })
    expect(decodeSwapRouter02Call(multicall([inner, inner]))).toBeUndefined()
    expect(decodeSwapRouter02Call(multicall([paidToRouter]))).toBeUndefined()
    expect(decodeSwapRouter02Call(multicall([inner, encodeFunctionData({ abi: swapRouter02Abi, functionName: 'factory' })]))).toBeUndefined()
    expect(decodeSwapRouter02Call(multicall([]))).toBeUndefined()
    expect(decodeSwapRouter02Call(inner)).toBeUndefined()
    expect(decodeSwapRouter02Call('0xdeadbeef')).toBeUndefined()
  })
})

/** The function a call names and its arguments, read with the router's ABI. */
function decodeFunctionDataOf(data: `0x${string}`): { functionName: string; args: readonly [bigint, readonly `0x${string}`[]] } {
  const { functionName, args } = decodeFunctionData({ abi: swapRouter02Abi, data })
  return { functionName, args: args as unknown as readonly [bigint, readonly `0x${string}`[]] }
}
