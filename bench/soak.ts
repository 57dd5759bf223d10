// `npm run bench:soak` (not CI): `npm run serve` in production mode on embedded PGlite, as an operator
// starts it (the compiled server of `npm run serve:built`; BENCH_SOAK_SERVE=tsx runs `npm run serve`
// under tsx), under 20 clients sending the anonymous mix of bench/soakRoutes.ts from many loopback
// source addresses for 10 minutes (BENCH_SOAK_SECONDS, BENCH_SOAK_CLIENTS; BENCH_SOAK_ROUTES, a
// comma-separated list of route names, keeps only those, to tell which part costs what). Samples the server's RSS
// every few seconds and reports it after warm-up and at the end, its peak, and p50/p99 per route, in
// bench/soakResults.json. Reports, never fails on a number.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startAnvil } from '../devstack/chain/startAnvil'
import { startServeProcess } from '../test/serve/serveProcess'
import { benchPort } from './benchPorts'
import { startSmtpSink } from './smtpSink'
import { SOAK_PROJECT, SOAK_ROUTES, SOAK_SCHEDULE, sendFrom } from './soakRoutes'
import type { SoakClient } from './soakRoutes'
import { percentiles } from './stats'

const resultsPath = fileURLToPath(new URL('soakResults.json', import.meta.url))
const repository = fileURLToPath(new URL('..', import.meta.url))
const envNumber = (name: string, fallback: number) => Math.max(1, Number(process.env[name] ?? fallback))

/** The target for the server process on PGlite. */
const TARGET_RSS_MB = 300
const SAMPLE_MS = 2_000
/** Source addresses the clients' requests come from, spread over 127.0.0.0/8. */
const SOURCE_ADDRESSES = 2_000

const mb = (bytes: number | undefined) => (bytes ?? 0) / 1024 / 1024
const round = (value: number) => Math.round(value * 10) / 10

async function freePort(offset: number): Promise<number> {
  const fixed = benchPort(offset)
  if (fixed > 0) return fixed
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/** Least-squares slope of RSS (MB) over time (minutes): how fast memory still grows. */
function slopePerMinute(samples: readonly { atS: number; rssMb: number }[]): number {
  if (samples.length < 2) return 0
  const xs = samples.map((sample) => sample.atS / 60)
  const meanX = xs.reduce((sum, x) => sum + x, 0) / xs.length
  const meanY = samples.reduce((sum, sample) => sum + sample.rssMb, 0) / samples.length
  let numerator = 0
  let denominator = 0
  samples.forEach((sample, index) => {
    numerator += (xs[index]! - meanX) * (sample.rssMb - meanY)
    denominator += (xs[index]! - meanX) ** 2
  })
  return denominator === 0 ? 0 : numerator / denominator
}

async function main(): Promise<void> {
  const seconds = envNumber('BENCH_SOAK_SECONDS', 600)
  const clientCount = envNumber('BENCH_SOAK_CLIENTS', 20)
  // The first part of the run lets the process load its code and fill its caches; growth counts after it.
  const warmUpS = Math.min(60, Math.round(seconds / 5))
  const built = process.env.BENCH_SOAK_SERVE !== 'tsx'
  const only = process.env.BENCH_SOAK_ROUTES?.split(',').map((name) => name.trim())
  const schedule = only ? SOAK_SCHEDULE.filter((route) => only.includes(route.name)) : SOAK_SCHEDULE
  if (schedule.length === 0) throw new Error(`BENCH_SOAK_ROUTES names no route of: ${SOAK_ROUTES.map((route) => route.name).join(', ')}`)
  const loadBefore = loadavg()
  if (built) execFileSync(process.execPath, ['--import', 'tsx', 'services/server/buildServices.ts'], { cwd: repository, stdio: 'inherit' })

  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-soak-'))
  const anvil = await startAnvil({ chainId: 31337, port: benchPort(40) })
  const smtp = await startSmtpSink()
  const [apiPort, framePort] = [await freePort(41), await freePort(42)]
  const server = await startServeProcess(
    {
      NODE_ENV: 'production',
      FOYER_LOG_LEVEL: 'warn',
      FOYER_DATA_DIR: dataDir,
      FOYER_API_PORT: String(apiPort),
      FOYER_FRAME_PORT: String(framePort),
      FOYER_API_PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
      FOYER_FRAME_PUBLIC_URL: `http://127.0.0.1:${framePort}`,
      FOYER_PROJECTS: JSON.stringify([SOAK_PROJECT]),
      FOYER_RECOVERY_KEY: randomBytes(32).toString('hex'),
      FOYER_SESSION_KEY: randomBytes(32).toString('hex'),
      FOYER_SMTP_URL: smtp.url,
      FOYER_CHAINS: JSON.stringify([{ id: 31337, name: 'Soak', rpcUrl: anvil.rpcUrl, wsUrl: anvil.rpcUrl.replace(/^http/, 'ws') }]),
    },
    { built, timeoutMs: 120_000 },
  )
  console.log(`soak: ${built ? 'npm run serve:built' : 'npm run serve'} (production, PGlite) at ${server.apiUrl}, ${clientCount} clients for ${seconds} s`)

  const started = performance.now()
  const elapsedS = () => (performance.now() - started) / 1000
  const samples: { atS: number; rssMb: number }[] = [{ atS: 0, rssMb: round(mb(server.rssBytes())) }]
  const sampler = setInterval(() => {
    samples.push({ atS: round(elapsedS()), rssMb: round(mb(server.rssBytes())) })
    const last = samples.at(-1)!
    if (samples.length % 15 === 0) console.log(`  ${last.atS.toFixed(0)} s: RSS ${last.rssMb} MB`)
  }, SAMPLE_MS)
  const latencies = new Map<string, number[]>(SOAK_ROUTES.map((route) => [route.name, []]))
  const statuses = new Map<string, Record<string, number>>(SOAK_ROUTES.map((route) => [route.name, {}]))
  let sent = 0
  try {
    await Promise.all(
      Array.from({ length: clientCount }, async (_, id) => {
        const client: SoakClient = { id, sent: 0, lastEmail: undefined }
        while (elapsedS() < seconds) {
          const route = schedule[(id * 3 + client.sent) % schedule.length]!
          const n = sent++
          const source = n % SOURCE_ADDRESSES
          const localAddress = `127.10.${source >> 8}.${source & 255 || 1}`
          const at = performance.now()
          const status = await sendFrom(server.apiUrl, localAddress, route.next(client)).then(String, (error: unknown) => `error: ${(error as Error).message}`)
          latencies.get(route.name)!.push(performance.now() - at)
          const counts = statuses.get(route.name)!
          counts[status] = (counts[status] ?? 0) + 1
          client.sent++
        }
      }),
    )
  } finally {
    clearInterval(sampler)
    samples.push({ atS: round(elapsedS()), rssMb: round(mb(server.rssBytes())) })
    await server.stop()
    await smtp.close()
    await anvil.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }

  const durationS = elapsedS()
  const warm = samples.find((sample) => sample.atS >= warmUpS) ?? samples.at(-1)!
  const end = samples.at(-1)!
  const peak = Math.max(...samples.map((sample) => sample.rssMb))
  const afterWarmUp = samples.filter((sample) => sample.atS >= warmUpS)
  const routes = Object.fromEntries(
    SOAK_ROUTES.map((route) => {
      const measured = latencies.get(route.name)!
      const { p50, p90, p99, max } = percentiles(measured)
      return [
        route.name,
        { requests: measured.length, statuses: statuses.get(route.name), p50Ms: round(p50), p90Ms: round(p90), p99Ms: round(p99), maxMs: round(max) },
      ]
    }),
  )
  // The RSS saws up and down with V8's old generation (it grows until a major GC, then shrinks), so a
  // sample at one moment can sit anywhere on a tooth. The lowest sample of the first and of the last
  // fifth after warm-up are the floors between teeth: memory kept for good shows as a rising floor.
  const fifth = Math.max(1, Math.floor(afterWarmUp.length / 5))
  const floor = (part: readonly { rssMb: number }[]) => Math.min(...part.map((sample) => sample.rssMb))
  const floors = { early: floor(afterWarmUp.slice(0, fifth)), late: floor(afterWarmUp.slice(-fifth)) }
  const rssMb = {
    start: samples[0]!.rssMb,
    warmUp: warm.rssMb,
    end: end.rssMb,
    peak,
    growthAfterWarmUp: round(end.rssMb - warm.rssMb),
    slopeAfterWarmUpMbPerMinute: round(slopePerMinute(afterWarmUp)),
    floorAfterWarmUp: floors.early,
    floorAtEnd: floors.late,
    floorGrowth: round(floors.late - floors.early),
  }
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: { before: loadBefore, after: loadavg() },
    server: built ? 'npm run serve:built' : 'npm run serve',
    database: 'PGlite (FOYER_DATA_DIR)',
    clients: clientCount,
    sourceAddresses: SOURCE_ADDRESSES,
    seconds: round(durationS),
    warmUpSeconds: warmUpS,
    requests: sent,
    requestsPerSecond: round(sent / durationS),
    mailsSent: smtp.received(),
    rssMb,
    target: { rssMb: TARGET_RSS_MB, peakUnderTarget: peak < TARGET_RSS_MB },
    routes,
    samples,
  }
  await writeFile(resultsPath, `${JSON.stringify(results, null, 2)}\n`)
  console.log(`soak: ${sent} requests in ${durationS.toFixed(0)} s (${results.requestsPerSecond} req/s), ${results.mailsSent} mails sent`)
  console.log(
    `  RSS: start ${rssMb.start} MB, after warm-up (${warmUpS} s) ${rssMb.warmUp} MB, end ${rssMb.end} MB, peak ${peak} MB ` +
      `(target < ${TARGET_RSS_MB} MB: ${peak < TARGET_RSS_MB ? 'pass' : 'MISS'}); growth after warm-up ${rssMb.growthAfterWarmUp} MB, ` +
      `trend ${rssMb.slopeAfterWarmUpMbPerMinute} MB/min; floor ${rssMb.floorAfterWarmUp} MB after warm-up, ${rssMb.floorAtEnd} MB at the end ` +
      `(${rssMb.floorGrowth >= 0 ? '+' : ''}${rssMb.floorGrowth} MB)`,
  )
  for (const [name, figures] of Object.entries(routes)) {
    console.log(`  ${name}: ${figures.requests} requests ${JSON.stringify(figures.statuses)}, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`)
  }
  console.log(`wrote ${resultsPath}`)
}

// Exits when done: a handle left open (a child's pipe, a keep-alive socket) must not keep the bench alive.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
