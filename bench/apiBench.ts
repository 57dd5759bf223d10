// `npm run bench:api`: the indexer's catch-up speed, the first history answer on a 40 M-block chain, and the balance path under a bounded loopback
// load, each on its own fresh anvil; then `npm run serve` as its own process on each back end (codes,
// balance, history, RSS) and the kill -9 drill. Writes bench/apiResults.json. Reports, never fails on a number.
import { execFileSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { measureBalanceLoad } from './balanceLoad'
import { measureIndexer } from './indexer'
import { measureBackends } from './backendBench'
import { measureHistoryStart } from './historyStart'

const resultsPath = fileURLToPath(new URL('apiResults.json', import.meta.url))
const repository = fileURLToPath(new URL('..', import.meta.url))
const envNumber = (name: string, fallback: number) => Math.max(1, Number(process.env[name] ?? fallback))

async function main(): Promise<void> {
  const started = performance.now()
  const loadBefore = loadavg()
  const indexer = await measureIndexer({
    blocks: envNumber('BENCH_BLOCKS', 1_000),
    txsPerBlock: envNumber('BENCH_TXS_PER_BLOCK', 3),
    runs: envNumber('BENCH_RUNS', 3),
  })
  console.log(
    `indexer: ${indexer.blocks} blocks / ${indexer.transactions} txs in ${indexer.catchUpMs.median.toFixed(0)} ms (median of ${indexer.catchUpMs.n}) ` +
      `= ${indexer.blocksPerSecond.toFixed(0)} blocks/s, ${indexer.transactionsPerSecond.toFixed(0)} txs/s`,
  )
  const historyStart = await measureHistoryStart()
  console.log(
    `history on a ${historyStart.head.toLocaleString('en')}-block chain: first answer ${historyStart.firstAnswerMs.toFixed(0)} ms after start ` +
      `(target < 1000 ms: ${historyStart.firstAnswerMs < 1_000 ? 'pass' : 'MISS'}), covering ${JSON.stringify(historyStart.indexed)}, ${historyStart.rpcCalls} node calls`,
  )
  const balance = await measureBalanceLoad({ concurrency: envNumber('BENCH_CONCURRENCY', 20), requestsPerClient: envNumber('BENCH_REQUESTS', 250) })
  const { p50, p90, p99, max } = balance.latencyMs
  console.log(
    `balance: ${balance.requests} requests, ${balance.concurrency} clients, ${balance.errors} errors, ${balance.requestsPerSecond.toFixed(0)} req/s; ` +
      `p50 ${p50.toFixed(1)} ms, p90 ${p90.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms ` +
      `(${balance.tokens} list tokens through Multicall3; target p99 < 50 ms: ${p99 < 50 ? 'pass' : 'MISS'})`,
  )
  // The services as production runs them: compiled by `npm run build:services` (BENCH_API_SERVE=tsx: `npm run serve`).
  const built = process.env.BENCH_API_SERVE !== 'tsx'
  if (built) execFileSync(process.execPath, ['--import', 'tsx', 'services/server/buildServices.ts'], { cwd: repository, stdio: 'inherit' })
  const backends = await measureBackends({
    built,
    concurrency: envNumber('BENCH_API_CLIENTS', 20),
    requestsPerClient: envNumber('BENCH_API_REQUESTS', 50),
    signInsPerClient: envNumber('BENCH_API_SIGN_INS', 5),
  })
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpus().length,
    // The machine may be shared: the load average says how busy it was.
    loadAverage: { before: loadBefore, after: loadavg() },
    durationMs: performance.now() - started,
    indexer,
    historyStart,
    balanceLoad: balance,
    backends,
  }
  await writeFile(resultsPath, `${JSON.stringify(results, null, 2)}\n`)
  console.log(`wrote ${resultsPath}`)
}

// Exits when done: a handle some part leaves open (a keep-alive socket, a child's pipe) must not keep
// the bench alive after it wrote its results (it used to hang there until killed).
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
