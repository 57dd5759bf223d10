import { pino } from 'pino'
import { convertRoutes } from '../services/api/convert/convertRoutes'
import { createApiServer } from '../services/api/createApiServer'
import { ANVIL_ACCOUNTS, DAI_ADDRESS, USDC_ADDRESS } from '../services/chain/addresses'
import { deployContracts } from '../services/chain/deployContracts'
import { deployLocalAmm } from '../services/chain/deployLocalAmm'
import { deployTestNft } from '../services/chain/deployTestNft'
import { localSwapAmm } from '../services/chain/localSwapAmm'
import { startAnvil } from '../services/chain/startAnvil'
import type { ConsumerResults } from './consumer/runConsumerBench'
import type { TargetResult } from './report'
import { percentiles, type LatencySummary } from './stats'

/** The swap figures of `npm run bench`. */
export type SwapBenchResults = {
  /** Per Foyer consumer app: the swap modules' weight, where they load, and what opening Swap adds. */
  apps: Record<
    'quickStart' | 'withAuth',
    { modules: number; renderedBytes: number; minifiedGzipBytes: number; chunks: string[]; chunksAtLoad: string[]; chunksOnOpen: string[]; modulesAtLoad: { module: string; renderedBytes: number }[] }
  >
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
      routes: convertRoutes({ chains, amms: { 31337: localSwapAmm() } }),
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
        const query = new URLSearchParams({ projectId: 'bench', userAddress: user, from: `eip155:31337:${from}`, to: `eip155:31337:${to}`, amount: String(base + BigInt(index)) })
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
export function swapBundleFigures(consumer: ConsumerResults): SwapBenchResults['apps'] {
  const figures = (app: 'quickStart' | 'withAuth') => {
    const swap = consumer.builds[app].swap
    const chunks = swap?.chunks ?? []
    const summary = consumer.summaries[app]
    const chunksAtLoad = chunks.filter((file) => summary.initialJsFiles.some((loaded) => loaded.endsWith(file)))
    return {
      modules: swap?.modules.length ?? 0,
      renderedBytes: swap?.renderedBytes ?? 0,
      minifiedGzipBytes: swap?.minifiedGzipBytes ?? 0,
      chunks,
      chunksAtLoad,
      modulesAtLoad: chunksAtLoad.flatMap((file) => swap?.byChunk[file] ?? []),
      chunksOnOpen: chunks.filter((file) => summary.openJsFiles.some((loaded) => loaded.endsWith(file))),
    }
  }
  return { quickStart: figures('quickStart'), withAuth: figures('withAuth') }
}

/** Swaps must add nothing to page load: no chunk holding swap code among the JS loaded at load. */
export function checkSwapTargets(results: SwapBenchResults): TargetResult[] {
  return (['quickStart', 'withAuth'] as const).map((app) => {
    const atLoad = results.apps[app].modulesAtLoad
    const bytes = atLoad.reduce((sum, entry) => sum + entry.renderedBytes, 0)
    return { name: `${app}: swap code at page load (packed package)`, target: 'none', actual: atLoad.length === 0 ? 'none' : `${atLoad.length} modules, ${bytes} B rendered`, pass: atLoad.length === 0 }
  })
}

/** The swap lines of the bench's output. */
export function formatSwapReport(results: SwapBenchResults): string {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1)
  const ms = (value: number) => value.toFixed(1)
  const lines = ['Swaps (packed package):']
  for (const app of ['quickStart', 'withAuth'] as const) {
    const figures = results.apps[app]
    lines.push(
      `  ${app}: ${figures.modules} swap modules, ${kib(figures.minifiedGzipBytes)} KiB gzip minified (${kib(figures.renderedBytes)} KiB rendered) in ${figures.chunks.join(', ') || 'no chunk'};` +
        ` at page load: ${figures.modulesAtLoad.length === 0 ? 'none' : figures.modulesAtLoad.map((entry) => `${entry.module} (${entry.renderedBytes} B rendered)`).join(', ')};` +
        ` loaded on hover+open of the modal: ${figures.chunksOnOpen.length === figures.chunks.length ? 'yes, so opening Swap requests no more JS' : `only ${figures.chunksOnOpen.join(', ') || 'none'}`}`,
    )
  }
  const quotes = results.quotes
  lines.push(`  API GET /v1/convert/quotes (${quotes.n} sequential, local anvil): p50 ${ms(quotes.p50)} ms, p90 ${ms(quotes.p90)} ms, p99 ${ms(quotes.p99)} ms, max ${ms(quotes.max)} ms, ${quotes.errors} errors`)
  return lines.join('\n')
}
