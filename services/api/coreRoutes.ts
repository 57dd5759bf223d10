import { readChainId } from '../../devstack/chain/readChainId'
import type { ApiRoute } from './matchRoute'

/** A chain the API serves, reached over JSON-RPC. */
export type ApiChain = {
  id: number
  name: string
  rpcUrl: string
  /**
   * The same node's WebSocket JSON-RPC (`ws:` or `wss:`): the account endpoints follow its new heads
   * and answer between blocks without asking the node.
   * @default none (each balance or history request looks the latest block up over `rpcUrl`)
   */
  wsUrl?: string
}

/**
 * The routes every API server has: `GET /health`, which asks each chain for its chain id (503 if
 * one is down or reports another id), and `GET /v1/supported-chains` with CAIP-2 ids.
 */
export function coreRoutes(chains: readonly ApiChain[], otherChainIds: readonly string[] = []): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/health',
      async handle() {
        const answers = await Promise.all(
          chains.map(async (chain) => {
            try {
              return (await readChainId(chain.rpcUrl, { timeoutMs: 2_000 })) === chain.id
            } catch {
              return false
            }
          }),
        )
        const unreachable = chains.filter((_, index) => !answers[index]).map((chain) => chain.id)
        const ids = chains.map((chain) => chain.id)
        return unreachable.length === 0
          ? { body: { ok: true, chains: ids } }
          : { status: 503, body: { ok: false, chains: ids, unreachable } }
      },
    },
    {
      method: 'GET',
      path: '/v1/supported-chains',
      handle() {
        // No websocket RPC is proxied yet, so `ws` stays empty even though anvil speaks it.
        return { body: { http: [...chains.map((chain) => `eip155:${chain.id}`), ...otherChainIds], ws: [] } }
      },
    },
  ]
}
