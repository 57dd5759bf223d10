import { BaseError as ViemBaseError, InsufficientFundsError, type Address } from 'viem'
import { useEstimateGas, useGasPrice } from 'wagmi'
import type { SendToken } from '../../src/send/sendToken'
import { erc20TransferData } from './sendTokenTransfer'

/** The network fee of a send, in the chain's native currency. */
export type SendFee = {
  /** Estimated gas units times the current gas price, in wei. */
  value: bigint
  gas: bigint
  gasPrice: bigint
}

/**
 * The chain's gas price (for Max's gas headroom) and, once the form is complete, the estimated fee
 * of the send: `eth_estimateGas` of the exact transaction times `eth_gasPrice`, read through wagmi.
 */
export function useSendFee(parameters: {
  chainId: number | undefined
  from: Address | undefined
  token: SendToken | undefined
  to: Address | undefined
  value: bigint | undefined
  /** Estimate the send's gas (the form is valid). */
  estimate: boolean
}) {
  const { chainId, from, token, to, value, estimate } = parameters
  const gasPrice = useGasPrice({ chainId, query: { enabled: chainId !== undefined && from !== undefined, staleTime: 15_000 } })
  const request = token?.address ? { to: token.address, data: to && value !== undefined ? erc20TransferData(to, value) : undefined } : { to, value }
  const gas = useEstimateGas({
    ...request,
    account: from,
    chainId,
    query: { enabled: estimate && Boolean(from && to && token && value !== undefined), retry: false, staleTime: 15_000 },
  })
  const fee: SendFee | undefined =
    estimate && gas.data !== undefined && gasPrice.data !== undefined ? { value: gas.data * gasPrice.data, gas: gas.data, gasPrice: gasPrice.data } : undefined
  // The node refuses to estimate when value plus gas exceeds the balance: that is a balance problem.
  const insufficientFunds =
    gas.error instanceof ViemBaseError && gas.error.walk((cause) => cause instanceof InsufficientFundsError) instanceof InsufficientFundsError
  return {
    insufficientFunds,
    gasPrice: gasPrice.data,
    fee,
    status: fee ? ('success' as const) : gas.isError || gasPrice.isError ? ('error' as const) : ('pending' as const),
  }
}
