import { accountRoutes } from '../services/api/account/accountRoutes'
import { localTokens } from '../devstack/chain/testToken'
import { createApiServer } from '../services/api/createApiServer'
import { openDatabase } from '../services/store/openDatabase'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from '../devstack/chain/addresses'
import { deployContracts } from '../devstack/chain/deployContracts'
import { startAnvil } from '../devstack/chain/startAnvil'
import { benchPort } from './benchPorts'
import { runClosedLoop } from './stats'
import type { ClosedLoopResult } from './stats'

/** Options of {@link measureBalanceLoad}. */
export type BalanceLoadOptions = {
  /** Clients sending one request after another, all at once. @default 8 */
  concurrency?: number
  /** Requests per client (after the warm-up). @default 250 */
  requestsPerClient?: number
  /** Requests before measuring (JIT, connections, viem's clients). @default 50 */
  warmUp?: number
}

/** What {@link measureBalanceLoad} reports. */
export type BalanceLoadResult = ClosedLoopResult

/**
 * A bounded loopback load on `GET /v1/account/{address}/balance?chainId=eip155:31337`: the real API
 * (accountRoutes with the local USDC) over a fresh anvil, `concurrency` clients each sending
 * `requestsPerClient` requests back to back over keep-alive, each answer read in full. The API follows
 * anvil's new heads over WebSocket (BENCH_API_WS=0: it looks the head up on every request instead)
 * and reads the balances once per address and block (eth_getBalance + eth_call in one JSON-RPC batch).
 */
export async function measureBalanceLoad(options: BalanceLoadOptions = {}): Promise<BalanceLoadResult> {
  const concurrency = options.concurrency ?? 8
  const perClient = options.requestsPerClient ?? 250
  const anvil = await startAnvil({ chainId: 31337, port: benchPort(20) })
  const chains = [
    { id: 31337, name: 'Bench', rpcUrl: anvil.rpcUrl, ...(process.env.BENCH_API_WS === '0' ? {} : { wsUrl: anvil.rpcUrl.replace(/^http/, 'ws') }) },
  ]
  // Origins and database given outright: the route factories' development defaults need FOYER_DEV=1.
  const database = await openDatabase({ memory: true })
  const api = await createApiServer({ chains, allowedOrigins: [], domains: [accountRoutes({ chains, tokens: localTokens(USDC_ADDRESS), database })] }).listen(
    benchPort(21),
    '127.0.0.1',
  )
  try {
    await deployContracts(anvil.rpcUrl, 31337)
    const url = (index: number) =>
      `${api.url}/v1/account/${ANVIL_ACCOUNTS[index % ANVIL_ACCOUNTS.length]!.address}/balance?chainId=eip155:31337&currency=usd&projectId=bench&st=foyer&sv=0.1.0`
    const once = async (index: number): Promise<boolean> => {
      const response = await fetch(url(index))
      const body = (await response.json()) as { balances?: unknown[] }
      return response.ok && body.balances?.length === 2
    }
    for (let index = 0; index < (options.warmUp ?? 50); index++) await once(index)
    return await runClosedLoop({ concurrency, perClient, once })
  } finally {
    await api.close()
    await database.close()
    await anvil.stop()
  }
}
