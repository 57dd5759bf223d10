import { decodeFunctionResult, encodeFunctionData, erc20Abi } from 'viem'
import type { Address, Hex } from 'viem'
import { z } from 'zod'
import type { FrameTokenInfo, FrameTokenReader } from './describeContractCall'
import { proxyRpc } from './rpcProxy'

// What a token may call itself in the approval UI: letters, digits and a few marks, nothing that
// could hide or reorder text (control characters, direction marks) or pose as a sentence.
const tokenInfoSchema = z.object({
  symbol: z.string().regex(/^[\p{L}\p{N}.$_+-]{1,16}$/u),
  decimals: z.number().int().min(0).max(77),
})

/**
 * A {@link FrameTokenReader} over the frame's own RPC of the chain: `symbol()` and `decimals()`
 * through `eth_call`, checked with zod (a symbol outside letters, digits and `.$_+-`, or longer than
 * 16, counts as unreadable, so the token is named by its address). Answers are kept per address for
 * the reader's life.
 *
 * @example
 * const readToken = createFrameTokenReader(chain.rpcUrl, signal)
 * await readToken('0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35') // { symbol: 'USDC', decimals: 6 }
 */
export function createFrameTokenReader(rpcUrl: string, signal?: AbortSignal): FrameTokenReader {
  const cache = new Map<Address, Promise<FrameTokenInfo | undefined>>()
  const call = (address: Address, data: Hex) => proxyRpc(rpcUrl, 'eth_call', [{ to: address, data }, 'latest'], signal) as Promise<Hex>
  const read = async (address: Address): Promise<FrameTokenInfo | undefined> => {
    try {
      const [symbolData, decimalsData] = await Promise.all([
        call(address, encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })),
        call(address, encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })),
      ])
      const symbol = decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbolData })
      const decimals = decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: decimalsData })
      const parsed = tokenInfoSchema.safeParse({ symbol, decimals })
      return parsed.success ? parsed.data : undefined
    } catch {
      // Not a token, or the node refused: the sentence names the address instead.
      return undefined
    }
  }
  return (address) => {
    let entry = cache.get(address)
    if (!entry) cache.set(address, (entry = read(address)))
    return entry
  }
}
