import { pino } from 'pino'
import { convertRoutes } from '../services/api/convert/convertRoutes'
import { createApiServer } from '../services/api/createApiServer'
import { ANVIL_ACCOUNTS, DAI_ADDRESS, USDC_ADDRESS } from '../devstack/chain/addresses'
import { deployContracts } from '../devstack/chain/deployContracts'
import { deployLocalAmm } from '../devstack/chain/deployLocalAmm'
import { deployTestNft } from '../devstack/chain/deployTestNft'
import { localSwapAmm } from '../devstack/chain/localSwapAmm'
import { startAnvil } from '../devstack/chain/startAnvil'
import type { ConsumerResults } from './consumer/runConsumerBench'
import { checkFeatureAtLoad, featureBundleFigures, formatFeatureFigures, type FeatureFigures, type foyerApps } from './featureFigures'
import type { TargetResult } from './report'
import { percentiles, type LatencySummary } from './stats'

/** The swap figures of `npm run bench`. */
export type SwapBenchResults = {
  /** Per Foyer consumer app: the swap modules' weight, where they load, and what opening Swap adds. */
  apps: Record<(typeof foyerApps)[number], FeatureFigures>
  /** `GET /v1/convert/quotes` latency, sequential requests on one connection's worth of load. */
  quotes: LatencySummary & { n: number; errors: number }
}

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/**
 * Latency of the API's `GET /v1/convert/quotes` in this process against an anvil with Uniswap V2
 * deployed and seeded (the local stack's pools): `warmup` requests, then `count` measured ones, one
 * after another (no concurrency: the figure is one request's path through the router's
 * `getAmountsOut`, the pair reserves for the price impact and the response), cycling through
 * USDC -> ETH, ETH -> DAI and DAI -> USDC with varying amounts.
 */
export async function measureQuoteLatency({ count = 200, warmup = 20 } = {}): Promise<SwapBenchResults['quotes']> {
  const anvil = await startAnvil({ chainId: 31337 })
  try {
    await deployContracts(anvil.rpcUrl, 31337)
    await deployTestNft(anvil.rpcUrl, 31337)
    await deployLocalAmm(anvil.rpcUrl, 31337)
    const chains = [{ id: 31337, name: 'Local', rpcUrl: anvil.rpcUrl }]
    // Origins given: Vite's builds before this set NODE_ENV=production, where the API has no defaults.
    const api = await createApiServer({
      chains,
      allowedOrigins: ['http://127.0.0.1:*'],
      domains: [convertRoutes({ chains, amms: { 31337: localSwapAmm() } })],
      logger: pino({ level: 'silent' }),
    }).listen(0, '127.0.0.1')
    try {
      const user = `eip155:31337:${ANVIL_ACCOUNTS[1]!.address}`
      const pairs = [
        [USDC_ADDRESS, NATIVE, 10_000_000n],
        [NATIVE, DAI_ADDRESS, 10n ** 16n],
        [DAI_ADDRESS, USDC_ADDRESS, 5n * 10n ** 18n],
      ] as const
      const times: number[] = []
      let errors = 0
      for (let index = 0; index < warmup + count; index += 1) {
        const [from, to, base] = pairs[index % pairs.length]!
        const query = new URLSearchParams({
          projectId: 'bench',
          userAddress: user,
          from: `eip155:31337:${from}`,
          to: `eip155:31337:${to}`,
          amount: String(base + BigInt(index)),
        })
        const started = performance.now()
        const response = await fetch(`${api.url}/v1/convert/quotes?${query}`)
        await response.arrayBuffer()
        const elapsed = performance.now() - started
        if (!response.ok) errors += 1
        if (index >= warmup) times.push(elapsed)
      }
      return { ...percentiles(times), n: times.length, errors }
    } finally {
      await api.close()
    }
  } finally {
    await anvil.stop()
  }
}

/** The swap modules' figures per Foyer app of the packed-package bench. */
export const swapBundleFigures = (consumer: ConsumerResults): SwapBenchResults['apps'] => featureBundleFigures(consumer, 'swap')

/** Swaps must add nothing to page load: no chunk holding swap code among the JS loaded at load. */
export const checkSwapTargets = (results: SwapBenchResults): TargetResult[] => checkFeatureAtLoad('swap', results.apps)

/** The swap lines of the bench's output. */
export function formatSwapReport(results: SwapBenchResults): string {
  const ms = (value: number) => value.toFixed(1)
  const quotes = results.quotes
  return [
    'Swaps (packed package):',
    ...formatFeatureFigures('swap', results.apps),
    `  API GET /v1/convert/quotes (${quotes.n} sequential, local anvil): p50 ${ms(quotes.p50)} ms, p90 ${ms(quotes.p90)} ms, p99 ${ms(quotes.p99)} ms, max ${ms(quotes.max)} ms, ${quotes.errors} errors`,
  ].join('\n')
}
