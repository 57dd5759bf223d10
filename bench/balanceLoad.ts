import { accountRoutes } from '../services/api/account/accountRoutes'
import { createApiServer } from '../services/api/createApiServer'
import { parseTokenList } from '../services/api/tokens/loadTokenLists'
import { openDatabase } from '../services/store/openDatabase'
import { ANVIL_ACCOUNTS, DEPLOYER } from '../devstack/chain/addresses'
import { deployMulticall3 } from '../devstack/chain/multicall3'
import { deployTestTokens } from '../devstack/chain/deployTestTokens'
import { startAnvil } from '../devstack/chain/startAnvil'
import { fixedPrices } from '../test/services/fixedPrices'
import { benchPort } from './benchPorts'
import { runClosedLoop } from './stats'
import type { ClosedLoopResult } from './stats'

/** Options of {@link measureBalanceLoad}. */
export type BalanceLoadOptions = {
  /** Clients sending one request after another, all at once. @default 20 */
  concurrency?: number
  /** Requests per client (after the warm-up). @default 250 */
  requestsPerClient?: number
  /** Requests before measuring (JIT, connections, viem's clients). @default 50 */
  warmUp?: number
  /** Listed tokens on the chain, each held by every anvil account. @default 50 */
  tokens?: number
}

/** What {@link measureBalanceLoad} reports. */
export type BalanceLoadResult = ClosedLoopResult & { tokens: number }

/**
 * A bounded loopback load on `GET /v1/account/{address}/balance?chainId=eip155:31337`: the real API
 * over a fresh anvil with Multicall3 at its canonical address and `tokens` TestTokens named by a token
 * list, `concurrency` clients each sending `requestsPerClient` requests back to back over keep-alive,
 * each answer read in full. The API follows anvil's new heads over WebSocket (BENCH_API_WS=0: it looks
 * the head up on every request instead), reads the coin and every token once per address and block in
 * one eth_call through Multicall3, and prices each answer through a price service that knows every token.
 */
export async function measureBalanceLoad(options: BalanceLoadOptions = {}): Promise<BalanceLoadResult> {
  const concurrency = options.concurrency ?? 20
  const perClient = options.requestsPerClient ?? 250
  const count = options.tokens ?? 50
  const anvil = await startAnvil({ chainId: 31337, port: benchPort(20) })
  const database = await openDatabase({ memory: true })
  try {
    await deployMulticall3(anvil.rpcUrl)
    const addresses = await deployTestTokens(anvil.rpcUrl, 31337, {
      count,
      from: DEPLOYER,
      recipients: ANVIL_ACCOUNTS.map((account) => account.address),
      amountEach: 1_000_000n,
    })
    const list = {
      name: 'Bench',
      timestamp: '2026-01-01T00:00:00.000Z',
      version: { major: 1, minor: 0, patch: 0 },
      tokens: addresses.map((address, index) => ({ chainId: 31337, address, name: `Bench ${index}`, symbol: `B${index}`, decimals: 6 })),
    }
    const prices = fixedPrices([
      [{ chainId: 'eip155:31337', address: 'native' }, 3000],
      ...addresses.map((address) => [{ chainId: 'eip155:31337', address }, 1] as const),
    ])
    const chains = [
      { id: 31337, name: 'Bench', rpcUrl: anvil.rpcUrl, ...(process.env.BENCH_API_WS === '0' ? {} : { wsUrl: anvil.rpcUrl.replace(/^http/, 'ws') }) },
    ]
    // Origins and database given outright: the route factories' development defaults need FOYER_DEV=1.
    const domain = accountRoutes({ chains, tokens: parseTokenList('bench', list), prices, database })
    const api = await createApiServer({ chains, allowedOrigins: [], domains: [domain] }).listen(benchPort(21), '127.0.0.1')
    try {
      const url = (index: number) =>
        `${api.url}/v1/account/${ANVIL_ACCOUNTS[index % ANVIL_ACCOUNTS.length]!.address}/balance?chainId=eip155:31337&currency=usd&projectId=bench&st=foyer&sv=0.1.0`
      const once = async (index: number): Promise<boolean> => {
        // The service's record of what it was asked is for tests: dropped so it does not grow.
        prices.asked.length = 0
        const response = await fetch(url(index))
        const body = (await response.json()) as { balances?: { value?: number }[] }
        // The coin and every token, each priced.
        return response.ok && body.balances?.length === count + 1 && body.balances.every((entry) => entry.value !== undefined)
      }
      for (let index = 0; index < (options.warmUp ?? 50); index++) await once(index)
      return { ...(await runClosedLoop({ concurrency, perClient, once })), tokens: count }
    } finally {
      await api.close()
    }
  } finally {
    await database.close()
    await anvil.stop()
  }
}
