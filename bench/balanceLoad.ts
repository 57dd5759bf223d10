import { accountRoutes } from '../services/api/account/accountRoutes'
import { localTokens } from '../services/api/account/accountTokens'
import { createApiServer } from '../services/api/createApiServer'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from '../services/chain/addresses'
import { deployContracts } from '../services/chain/deployContracts'
import { startAnvil } from '../services/chain/startAnvil'

/** Options of {@link measureBalanceLoad}. */
export type BalanceLoadOptions = {
  /** Clients sending one request after another, all at once. @default 8 */
  concurrency?: number
  /** Requests per client (after the warm-up). @default 250 */
  requestsPerClient?: number
  /** Requests before measuring (JIT, connections, viem's clients). @default 50 */
  warmUp?: number
}

/** Latency percentiles in ms. */
export type LatencySummary = { p50: number; p90: number; p99: number; max: number; mean: number }

/** What {@link measureBalanceLoad} reports. */
export type BalanceLoadResult = {
  concurrency: number
  requests: number
  errors: number
  durationMs: number
  requestsPerSecond: number
  latencyMs: LatencySummary
}

/**
 * A bounded loopback load on `GET /v1/account/{address}/balance?chainId=eip155:31337`: the real API
 * (accountRoutes with the local USDC) over a fresh anvil, `concurrency` clients each sending
 * `requestsPerClient` requests back to back over keep-alive, each answer read in full. Every request
 * costs the API one JSON-RPC batch to anvil (eth_getBalance + eth_call), which is in the latency.
 */
export async function measureBalanceLoad(options: BalanceLoadOptions = {}): Promise<BalanceLoadResult> {
  const concurrency = options.concurrency ?? 8
  const perClient = options.requestsPerClient ?? 250
  const anvil = await startAnvil({ chainId: 31337 })
  const chains = [{ id: 31337, name: 'Bench', rpcUrl: anvil.rpcUrl }]
  const api = await createApiServer({ chains, routes: accountRoutes({ chains, tokens: localTokens(USDC_ADDRESS) }) }).listen(0, '127.0.0.1')
  try {
    await deployContracts(anvil.rpcUrl, 31337)
    const url = (index: number) => `${api.url}/v1/account/${ANVIL_ACCOUNTS[index % ANVIL_ACCOUNTS.length]!.address}/balance?chainId=eip155:31337&currency=usd&projectId=bench&st=foyer&sv=0.1.0`
    let errors = 0
    const once = async (index: number): Promise<number> => {
      const started = performance.now()
      const response = await fetch(url(index))
      const body = (await response.json()) as { balances?: unknown[] }
      if (!response.ok || body.balances?.length !== 2) errors++
      return performance.now() - started
    }
    for (let index = 0; index < (options.warmUp ?? 50); index++) await once(index)
    errors = 0
    const latencies: number[] = []
    const started = performance.now()
    await Promise.all(
      Array.from({ length: concurrency }, async (_, client) => {
        for (let request = 0; request < perClient; request++) latencies.push(await once(client + request))
      }),
    )
    const durationMs = performance.now() - started
    return {
      concurrency,
      requests: latencies.length,
      errors,
      durationMs,
      requestsPerSecond: latencies.length / (durationMs / 1000),
      latencyMs: percentiles(latencies),
    }
  } finally {
    await api.close()
    await anvil.stop()
  }
}

/** Nearest-rank percentiles, mean and max of latencies in ms. */
export function percentiles(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b)
  // Nearest-rank percentiles: p99 of 2,000 samples is the 1,980th.
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length)
  return { p50: at(50), p90: at(90), p99: at(99), max: sorted.at(-1) ?? Number.NaN, mean }
}
