import { useQuery } from '@tanstack/react-query'
import { useGasPrice } from 'wagmi'
import { useFoyerApi } from '../foyerContext'
import { swapFeeQueryOptions } from './swapQueryOptions'
import type { UseSwapReturnType } from './useSwap'

/** The network fee of a swap, in the chain's native currency. */
export type SwapFee = {
  /** Gas units times the gas price, in wei (the approval's included when one is needed). */
  value: bigint
  /** `true` when typical gas units stand in for the node's estimate (it cannot estimate a swap before its approval). */
  typical: boolean
}

// Typical gas of an ERC-20 approval and of a Uniswap V2 swap, used only while the allowance is short.
const TYPICAL_APPROVE_GAS = 50_000n
const TYPICAL_SWAP_GAS = 160_000n

/**
 * The network fee of the swap `swap` describes, at most: the gas limit of the router call (the
 * node's estimate with a margin, built by the convert API) times its gas price; while an approval is still needed, typical gas units of an
 * approval and a swap times the chain's gas price.
 */
export function useSwapFee(
  swap: Pick<UseSwapReturnType, 'from' | 'to' | 'quote' | 'side' | 'slippage' | 'needsApproval'>,
  chainId: number | undefined,
  userAddress: string | undefined,
) {
  const api = useFoyerApi()
  const { from, to, quote, side, slippage, needsApproval } = swap
  const amount = quote ? BigInt(side === 'exactIn' ? quote.fromAmount : quote.toAmount) : undefined
  const request = userAddress && from && to && amount !== undefined ? { userAddress, from: from.address, to: to.address, amount, side } : undefined
  // While an approval is needed the swap cannot be estimated: typical gas stands in.
  const built = useQuery(swapFeeQueryOptions(api, needsApproval ? undefined : request, slippage, quote?.id))
  const gasPrice = useGasPrice({ chainId, query: { enabled: needsApproval && chainId !== undefined, staleTime: 15_000 } })
  const estimated = !needsApproval && built.data?.eip155.gas ? BigInt(built.data.eip155.gas) * BigInt(built.data.eip155.gasPrice) : undefined
  const fee: SwapFee | undefined =
    estimated !== undefined
      ? { value: estimated, typical: false }
      : needsApproval && gasPrice.data !== undefined
        ? { value: (TYPICAL_APPROVE_GAS + TYPICAL_SWAP_GAS) * gasPrice.data, typical: true }
        : undefined
  const failed = needsApproval ? gasPrice.isError : built.isError
  return { fee, status: fee ? ('success' as const) : failed ? ('error' as const) : ('pending' as const) }
}
