import type { FrameRequestHandlers } from '../../../src/protocol/createFrameEndpoint'
import type { solanaRequests } from './solanaRequests'

/**
 * The wallet handlers with the Solana methods answered by `solana`: an `rpcRequest` for a
 * `solana_*` method never reaches the EVM handlers (which would refuse it), anything else does.
 *
 * @example
 * const handlers = withSolanaRequests(walletHandlers(deps), solanaRequests(solanaDeps))
 */
export function withSolanaRequests<H extends Pick<FrameRequestHandlers, 'rpcRequest'>>(handlers: H, solana: ReturnType<typeof solanaRequests>): H {
  return {
    ...handlers,
    rpcRequest: async (payload, context) => {
      if (solana.handles(payload.method)) return { result: await solana.request(payload.method, payload.params, context.signal) }
      return handlers.rpcRequest(payload, context)
    },
  }
}
