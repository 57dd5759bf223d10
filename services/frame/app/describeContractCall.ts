import { decodeFunctionData, erc20Abi, formatUnits, getAddress, maxUint256 } from 'viem'
import type { Address, Hex } from 'viem'
import { decodeSwapRouter02Call } from '../../../src/swap/decodeSwapRouter02Call'
import { uniswapV2RouterAbi } from '../../../src/swap/uniswapV2Abi'
import { frameTexts } from './frameTexts'

/** A token's symbol and decimals as its contract reports them. */
export type FrameTokenInfo = { symbol: string; decimals: number }

/** Reads a token's symbol and decimals on the request's chain; `undefined` when it cannot. */
export type FrameTokenReader = (address: Address) => Promise<FrameTokenInfo | undefined>

/** What {@link describeContractCall} needs of the transaction and its chain. */
export type ContractCallInput = {
  /** The contract called. */
  to: Address | undefined
  data: Hex | undefined
  /** Native value sent with the call, in wei. */
  value: bigint
  /** The signing account: a swap paying out elsewhere says so. */
  account: Address
  /** The chain's native coin (18 decimals), e.g. `'ETH'`. */
  nativeSymbol: string
  readToken: FrameTokenReader
}

// Only the calls the frame puts into words: an ERC-20 approval, Uniswap V2's six swaps (and V3's, below).
const abi = [...uniswapV2RouterAbi, ...erc20Abi.filter((item) => item.type === 'function' && item.name === 'approve')]

/**
 * Puts a contract call into one sentence for the approval UI, decoded from its calldata with viem:
 * an ERC-20 `approve` ("Allow 0x… to spend 10 USDC", or "an unlimited amount of"), Uniswap V2
 * router swaps and Uniswap V3 `SwapRouter02` single-pool swaps, exact input ("Swap 10 USDC for at least 0.0033 ETH") and exact output ("Swap at most
 * 10.1 USDC for 0.0033 ETH"), with ", sent to 0x…" when the output goes to another address than the
 * signing account. Amounts keep every digit (a rounded amount could hide what is paid), in the
 * decimals the token's contract reports; a token whose symbol or decimals cannot be read is named by
 * its address and its amount given in base units. `undefined` for anything else: the approval UI
 * then shows the raw data alone, as before.
 *
 * The sentence says what the calldata asks of the contract called; it cannot say that contract is
 * the router it claims to be, which is why the UI keeps the "To" address beside it.
 *
 * @example
 * await describeContractCall({ to: router, data, value: 0n, account, nativeSymbol: 'ETH', readToken })
 * // 'Swap 10 USDC for at least 0.003318 ETH'
 */
export async function describeContractCall(input: ContractCallInput): Promise<string | undefined> {
  const { to, data, value, account, nativeSymbol, readToken } = input
  if (!to || !data || data.length < 10) return undefined
  const native = (wei: bigint) => `${formatUnits(wei, 18)} ${nativeSymbol}`
  const info = (address: Address) => readToken(getAddress(address)).catch(() => undefined)
  const token = async (address: Address, amount: bigint) => {
    const read = await info(address)
    return read ? `${formatUnits(amount, read.decimals)} ${read.symbol}` : frameTexts.unknownTokenAmount(amount.toString(), getAddress(address))
  }
  const recipient = (receiver: Address) => (getAddress(receiver) === getAddress(account) ? '' : frameTexts.sentTo(getAddress(receiver)))
  const first = (path: readonly Address[]) => path[0]!
  const last = (path: readonly Address[]) => path[path.length - 1]!
  // Each swap names its path's ends; a path shorter than two tokens is no swap the router does.
  const pathOk = (path: readonly Address[]) => path.length >= 2

  // Uniswap V3's SwapRouter02: the value sent is what is paid when it is the swap's input (the router wraps it).
  const routed = decodeSwapRouter02Call(data)
  if (routed) {
    const paid = value > 0n && value === routed.amountIn ? native(value) : await token(routed.tokenIn, routed.amountIn)
    const received = routed.nativeOut ? native(routed.amountOut) : await token(routed.tokenOut, routed.amountOut)
    return (routed.side === 'exactIn' ? frameTexts.swapExactIn(paid, received) : frameTexts.swapExactOut(paid, received)) + recipient(routed.recipient)
  }
  let call: ReturnType<typeof decodeFunctionData<typeof abi>>
  try {
    call = decodeFunctionData({ abi, data })
  } catch {
    return undefined
  }

  switch (call.functionName) {
    case 'approve': {
      const [spender, amount] = call.args
      const what = amount === maxUint256 ? frameTexts.unlimitedOf((await info(to))?.symbol ?? getAddress(to)) : await token(to, amount)
      return frameTexts.allowToSpend(getAddress(spender), what)
    }
    case 'swapExactTokensForTokens':
    case 'swapExactTokensForETH': {
      const [amountIn, amountOutMin, path, receiver] = call.args
      if (!pathOk(path)) return undefined
      const out = call.functionName === 'swapExactTokensForETH' ? native(amountOutMin) : await token(last(path), amountOutMin)
      return frameTexts.swapExactIn(await token(first(path), amountIn), out) + recipient(receiver)
    }
    case 'swapExactETHForTokens': {
      const [amountOutMin, path, receiver] = call.args
      if (!pathOk(path)) return undefined
      return frameTexts.swapExactIn(native(value), await token(last(path), amountOutMin)) + recipient(receiver)
    }
    case 'swapTokensForExactTokens':
    case 'swapTokensForExactETH': {
      const [amountOut, amountInMax, path, receiver] = call.args
      if (!pathOk(path)) return undefined
      const out = call.functionName === 'swapTokensForExactETH' ? native(amountOut) : await token(last(path), amountOut)
      return frameTexts.swapExactOut(await token(first(path), amountInMax), out) + recipient(receiver)
    }
    case 'swapETHForExactTokens': {
      const [amountOut, path, receiver] = call.args
      if (!pathOk(path)) return undefined
      return frameTexts.swapExactOut(native(value), await token(last(path), amountOut)) + recipient(receiver)
    }
    default:
      // The router's views and liquidity calls are not put into words.
      return undefined
  }
}
