import { FrameRequestError } from '../../../src/protocol/frameErrors'
import { errorMessages } from '../../../src/errors/messages'
import type { FrameChain } from './frameConfig'

/** EIP-1193's "unrecognized chain": the wallet has no RPC for this chain. */
export const UNRECOGNIZED_CHAIN_CODE = 4902

/**
 * The frame's own configuration of `chainId`: the RPC URL it reads, estimates and broadcasts
 * through, its fee cap and currency symbol. A URL the host page sends is never a substitute.
 *
 * @throws {FrameRequestError} 4902 'Chain is not supported' when the frame has no RPC for it.
 * @example
 * findFrameChain(state.chains, 31337).rpcUrl
 */
export function findFrameChain(chains: readonly FrameChain[], chainId: number): FrameChain {
  const chain = chains.find((candidate) => candidate.id === chainId)
  if (!chain) throw new FrameRequestError({ code: UNRECOGNIZED_CHAIN_CODE, message: errorMessages.chainNotSupported })
  return chain
}
