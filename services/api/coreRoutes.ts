import { Hono } from 'hono'
import type { ApiDomain, ApiEnv } from './apiDomain'
import { readChainId } from './readChainId'

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
  /**
   * The first block the history index reads when the chain has no index yet. Older transactions are
   * not shown; reading a long chain from block 0 would take hours.
   * @default the chain's head when the API first indexes it
   */
  historyStartBlock?: number
  /**
   * The chain's own coin, as balances, Send and Activity name it.
   * @default viem's definition of the chain by id (POL on Polygon, BNB on BNB Chain), else ether
   * @example { name: 'POL', symbol: 'POL', decimals: 18 }
   */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/**
 * The domain every API server has: `GET /health`, which asks each chain for its chain id (503 if
 * one is down or reports another id), and `GET /v1/supported-chains` with CAIP-2 ids.
 *
 * Anyone may ask `/health`, so its answer is shared for `healthCacheMs`: requests in that time (and
 * those arriving while a check runs) cost the operator's nodes nothing more.
 *
 * @example
 * coreRoutes([{ id: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:8545' }])
 */
export function coreRoutes(
  chains: readonly ApiChain[],
  otherChainIds: readonly string[] = [],
  { healthCacheMs = 5_000 }: { healthCacheMs?: number } = {},
): ApiDomain {
  const ids = chains.map((chain) => chain.id)
  let checked: { at: number; unreachable: Promise<number[]> } | undefined
  const unreachableChains = () => {
    const now = performance.now()
    if (!checked || now - checked.at >= healthCacheMs) {
      const unreachable = Promise.all(
        chains.map((chain) =>
          readChainId(chain.rpcUrl, { timeoutMs: 2_000 }).then(
            (id) => id === chain.id,
            () => false,
          ),
        ),
      ).then((answers) => chains.filter((_, index) => !answers[index]).map((chain) => chain.id))
      checked = { at: now, unreachable }
    }
    return checked.unreachable
  }
  const app = new Hono<ApiEnv>()
    .get('/health', async (context) => {
      const unreachable = await unreachableChains()
      return unreachable.length === 0 ? context.json({ ok: true, chains: ids }) : context.json({ ok: false, chains: ids, unreachable }, 503)
    })
    // No websocket RPC is proxied yet, so `ws` stays empty even though anvil speaks it.
    .get('/v1/supported-chains', (context) => context.json({ http: [...ids.map((id) => `eip155:${id}`), ...otherChainIds], ws: [] }))
  return { app }
}
