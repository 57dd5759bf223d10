import { numberToHex, parseEther } from 'viem'
import { ANVIL_ACCOUNTS } from '../devstack/chain/addresses'
import { deployContracts } from '../devstack/chain/deployContracts'
import { startAnvil } from '../devstack/chain/startAnvil'
import { emailSignIn } from '../test/serve/emailSignIn'
import { startServeProcess } from '../test/serve/serveProcess'
import { benchPort } from './benchPorts'
import { runClosedLoop } from './stats'
import type { ClosedLoopResult } from './stats'

/** Options of {@link measureServiceLoad}. */
export type ServiceLoadOptions = {
  /** `FOYER_DATA_DIR` or `FOYER_DATABASE_URL` (plus `FOYER_DATA_DIR` for the dev recovery key). */
  databaseEnv: Record<string, string>
  /** Loopback clients, all at once. @default 20 */
  concurrency?: number
  /** Balance and history requests per client. @default 100 */
  requestsPerClient?: number
  /** E-mail sign-ins (code sent, read, verified) per client. @default 10 */
  signInsPerClient?: number
  /** Transactions mined before the load, so history pages are full. @default 60 */
  transactions?: number
  /**
   * Run the compiled server (`npm run build:services` first, then `npm run serve:built`), as
   * production does, rather than `npm run serve` under tsx.
   * @default true
   */
  built?: boolean
}

/** One bounded load on one route. */
export type RouteLoad = ClosedLoopResult

/** What {@link measureServiceLoad} reports. */
export type ServiceLoadResult = {
  concurrency: number
  /** Whether the compiled server ran (else `npm run serve` under tsx). */
  built: boolean
  /** Codes verified per second by `concurrency` clients, each signing in back to back from its own IP. */
  codes: { verified: number; errors: string[]; durationMs: number; verifiedPerSecond: number }
  /**
   * The first GET load of the process, right after the sign-ins: the balance path's code still
   * interpreted or half optimised (its p50 measured about three times the steady state's). Reported,
   * no target: a server reaches that state only in its first second of traffic.
   */
  balanceFirst: RouteLoad
  /** `GET .../history`, the second GET load: its target is checked here. */
  history: RouteLoad
  /**
   * The balance load again after the history load: the same server with its request path compiled
   * and warm, as it serves nearly all of its life. The balance target is checked here.
   */
  balance: RouteLoad
  /**
   * The server process's resident set: at start, the peak while loaded (sampled every 50 ms), after
   * each load (which one grows it), at the end.
   */
  rssMb: { idle: number; peak: number; afterCodes: number; afterBalance: number; end: number }
}

const mb = (bytes: number | undefined) => (bytes ?? 0) / 1024 / 1024

/**
 * The production server as its own process (compiled, unless `built` is false; development mode, so the dev mailbox delivers codes) over a fresh
 * anvil with `transactions` mined, on the given database; then bounded loopback loads, one
 * after another, each with `concurrency` clients back to back: e-mail sign-ins, `GET .../balance`
 * and `GET .../history` over the 10 anvil accounts, and `GET .../balance` again (warm, the one checked). Samples the server process's RSS throughout.
 */
export async function measureServiceLoad(options: ServiceLoadOptions): Promise<ServiceLoadResult> {
  const concurrency = options.concurrency ?? 20
  const anvil = await startAnvil({ chainId: 31337, port: benchPort(0) })
  try {
    await deployContracts(anvil.rpcUrl, 31337)
    for (let index = 0; index < (options.transactions ?? 60); index++) {
      const from = ANVIL_ACCOUNTS[index % 10]!.address
      const to = ANVIL_ACCOUNTS[(index + 1) % 10]!.address
      await fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: index, method: 'eth_sendTransaction', params: [{ from, to, value: numberToHex(parseEther('0.01')) }] }),
      })
    }
    const server = await startServeProcess(
      {
        FOYER_DEV: '1',
        FOYER_TRUST_PROXY: '1',
        FOYER_API_PORT: String(benchPort(1)),
        FOYER_FRAME_PORT: String(benchPort(2)),
        // The node's WebSocket too, as an operator configures it: the API follows new heads there
        // (BENCH_API_WS=0 leaves it out: every balance and history request then asks the node).
        FOYER_CHAINS: JSON.stringify([
          {
            id: 31337,
            name: 'Bench',
            rpcUrl: anvil.rpcUrl,
            historyStartBlock: 0,
            ...(process.env.BENCH_API_WS === '0' ? {} : { wsUrl: anvil.rpcUrl.replace(/^http/, 'ws') }),
          },
        ]),
        ...options.databaseEnv,
      },
      { built: options.built ?? true },
    )
    let peak = 0
    const sampler = setInterval(() => (peak = Math.max(peak, server.rssBytes() ?? 0)), 50)
    try {
      const idle = server.rssBytes()
      const codes = await signInLoad(server.apiUrl, concurrency, options.signInsPerClient ?? 10)
      const afterCodes = server.rssBytes()
      const perClient = options.requestsPerClient ?? 100
      const account = (index: number) => ANVIL_ACCOUNTS[index % 10]!.address
      const query = 'chainId=eip155:31337&projectId=foyer-local&st=foyer&sv=0.1.0'
      const balanceFirst = await routeLoad(concurrency, perClient, (index) => `${server.apiUrl}/v1/account/${account(index)}/balance?${query}&currency=usd`)
      const afterBalance = server.rssBytes()
      const history = await routeLoad(concurrency, perClient, (index) => `${server.apiUrl}/v1/account/${account(index)}/history?${query}`)
      const balance = await routeLoad(concurrency, perClient, (index) => `${server.apiUrl}/v1/account/${account(index)}/balance?${query}&currency=usd`)
      peak = Math.max(peak, server.rssBytes() ?? 0)
      return {
        concurrency,
        built: options.built ?? true,
        codes,
        balanceFirst,
        history,
        balance,
        rssMb: { idle: mb(idle), peak: mb(peak), afterCodes: mb(afterCodes), afterBalance: mb(afterBalance), end: mb(server.rssBytes()) },
      }
    } finally {
      clearInterval(sampler)
      await server.stop()
    }
  } finally {
    await anvil.stop()
  }
}

let nextIp = 1
async function signInLoad(api: string, concurrency: number, perClient: number): Promise<ServiceLoadResult['codes']> {
  const tag = Date.now().toString(36)
  const errors: string[] = []
  let verified = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      for (let round = 0; round < perClient; round++) {
        const n = nextIp++
        try {
          await emailSignIn({ api, ip: `10.9.${(n >> 8) & 255}.${n & 255}` }, `bench-${tag}-${client}-${round}@example.com`, `bench-device-${client}`)
          verified++
        } catch (error) {
          errors.push(error instanceof Error ? error.message : String(error))
        }
      }
    }),
  )
  const durationMs = performance.now() - started
  return { verified, errors: errors.slice(0, 5), durationMs, verifiedPerSecond: verified / (durationMs / 1000) }
}

/** Warm-up of one request per client, then `perClient` requests each, every answer read in full. */
async function routeLoad(concurrency: number, perClient: number, url: (index: number) => string): Promise<RouteLoad> {
  const once = async (index: number): Promise<boolean> => {
    const response = await fetch(url(index))
    await response.arrayBuffer()
    return response.ok
  }
  await Promise.all(Array.from({ length: concurrency }, (_, client) => once(client)))
  return runClosedLoop({ concurrency, perClient, once })
}
