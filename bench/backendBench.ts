import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres } from '../test/postgres/startPostgres'
import { runCrashRecovery } from '../test/serve/crashRecovery'
import type { CrashRecoveryResult } from '../test/serve/crashRecovery'
import { measureServiceLoad } from './serviceLoad'
import type { ServiceLoadOptions, ServiceLoadResult } from './serviceLoad'

/** One back end's figures: the service load and the kill -9 drill. */
export type BackendFigures = { load: ServiceLoadResult; crash: CrashRecoveryResult; crashPassed: boolean; loadAverageAfter: number[] }

/** Targets of issue 9 at 20 loopback clients. */
export const API_TARGETS = { balanceP99Ms: 50, historyP99Ms: 100, rssMb: 300 }

const verdict = (ok: boolean) => (ok ? 'pass' : 'MISS')

/**
 * Runs {@link measureServiceLoad} (the compiled server unless `built` is false) and the kill -9 drill on embedded PGlite (a fresh data directory)
 * and on PostgreSQL (a throw-away server of `test/postgres`), one after the other, printing a summary
 * with pass/MISS lines against {@link API_TARGETS}.
 */
export async function measureBackends(options: Omit<ServiceLoadOptions, 'databaseEnv'>): Promise<Record<'pglite' | 'postgres', BackendFigures>> {
  const dirs: string[] = []
  const dir = () => {
    const made = mkdtempSync(join(tmpdir(), 'foyer-bench-api-'))
    dirs.push(made)
    return made
  }
  const postgres = await startPostgres()
  try {
    const run = async (name: string, env: () => Promise<Record<string, string>>): Promise<BackendFigures> => {
      const load = await measureServiceLoad({ ...options, databaseEnv: await env() })
      const crash = await runCrashRecovery({ env: await env() })
      const crashPassed =
        crash.loadErrorsBeforeKill.length === 0 &&
        crash.loadWalletsAcknowledged > 0 &&
        crash.loadWalletsRecovered === crash.loadWalletsAcknowledged &&
        crash.users.every((user) => user.sameWithOldSession && user.again?.isNewUser === false && user.again.sameAddress && user.again.sameRecoveryShare)
      report(name, load, crash, crashPassed)
      return { load, crash, crashPassed, loadAverageAfter: loadavg() }
    }
    let databases = 0
    const pglite = await run('PGlite (embedded, FOYER_DATA_DIR)', async () => ({ FOYER_DATA_DIR: dir() }))
    const postgresFigures = await run('PostgreSQL (FOYER_DATABASE_URL)', async () => ({
      FOYER_DATABASE_URL: await postgres.createDatabase(`bench_api_${databases++}`),
      FOYER_DATA_DIR: dir(),
    }))
    return { pglite, postgres: postgresFigures }
  } finally {
    await postgres.stop()
    for (const made of dirs) rmSync(made, { recursive: true, force: true })
  }
}

function report(name: string, load: ServiceLoadResult, crash: CrashRecoveryResult, crashPassed: boolean): void {
  const line = (route: string, figures: ServiceLoadResult['balance'], target: number) =>
    `  ${route}: ${figures.requests} requests, ${figures.errors} errors, ${figures.requestsPerSecond.toFixed(0)} req/s, ` +
    `p50 ${figures.latencyMs.p50.toFixed(1)} ms, p99 ${figures.latencyMs.p99.toFixed(1)} ms (target < ${target} ms: ${verdict(figures.latencyMs.p99 < target)})`
  console.log(`${name}, ${load.built ? 'compiled server (npm run serve:built)' : 'npm run serve (tsx)'}, ${load.concurrency} loopback clients:`)
  console.log(`  codes: ${load.codes.verified} verified, ${load.codes.errors.length} errors, ${load.codes.verifiedPerSecond.toFixed(1)} verified/s`)
  const first = load.balanceFirst
  console.log(
    `  balance, first load after start (code not yet optimised; no target): ${first.requests} requests, ${first.errors} errors, ` +
      `${first.requestsPerSecond.toFixed(0)} req/s, p50 ${first.latencyMs.p50.toFixed(1)} ms, p99 ${first.latencyMs.p99.toFixed(1)} ms`,
  )
  console.log(line('history', load.history, API_TARGETS.historyP99Ms))
  console.log(line('balance, warm (after history)', load.balance, API_TARGETS.balanceP99Ms))
  console.log(
    `  API process RSS: idle ${load.rssMb.idle.toFixed(0)} MB, peak ${load.rssMb.peak.toFixed(0)} MB (target < ${API_TARGETS.rssMb} MB: ${verdict(load.rssMb.peak < API_TARGETS.rssMb)})`,
  )
  console.log(
    `  kill -9 drill: ${crash.users.length} users, ${crash.loadWalletsRecovered}/${crash.loadWalletsAcknowledged} wallets stored during the load back, ` +
      `restart ${crash.restartMs.toFixed(0)} ms: ${crashPassed ? 'pass' : 'FAIL'}`,
  )
}
