import type { Browser } from '@playwright/test'
import type { BenchServices } from '../benchServices'
import type { BuiltPage } from '../buildPages'
import { measureVisit, type VisitSample } from '../measure'
import { summarizePage, type PageSummary, type TargetResult } from '../report'
import { startStaticServer, type StaticServer } from '../staticServer'
import { buildConsumer, consumerApps, type ConsumerApp } from './buildConsumer'
import { packFoyer } from '../../test/consumers/packFoyer'
import { checkConsumerTargets } from './reportConsumer'

/** What the packed-package part of the bench found. */
export type ConsumerResults = {
  packMs: number
  tarball: string
  summaries: Record<ConsumerApp, PageSummary>
  targets: TargetResult[]
  builds: Record<ConsumerApp, Pick<BuiltPage, 'buildMs' | 'chunks' | 'features'>>
  samples: VisitSample[]
  errors: string[]
}

/**
 * Packs Foyer, installs it into a temporary app folder, builds the quick start, the quick start
 * with `authConnector()` and the same app without Foyer, and measures them `runs` times each,
 * hovered and cold, interleaved.
 */
export async function runConsumerBench(browser: Browser, services: BenchServices, runs: number): Promise<ConsumerResults> {
  const install = await packFoyer()
  console.log(`packed ${install.tarball} in ${(install.packMs / 1000).toFixed(1)} s (prepack build included)`)
  const servers = {} as Record<ConsumerApp, StaticServer>
  try {
    const builds = {} as Record<ConsumerApp, BuiltPage>
    // The frame URL is never loaded (nothing picks e-mail or social); a closed port would fail loudly if it were.
    const env = { apiUrl: services.apiUrl, frameUrl: 'http://127.0.0.1:9/' }
    for (const app of consumerApps) {
      builds[app] = await buildConsumer(install, app, env)
      console.log(`built ${app} from the packed package in ${(builds[app].buildMs / 1000).toFixed(1)} s`)
    }
    for (const app of consumerApps) servers[app] = await startStaticServer(builds[app].outDir)
    const samples: VisitSample[] = []
    const visit = (app: ConsumerApp, kind: 'hovered' | 'cold', run: number) =>
      measureVisit({ browser, server: servers[app], outDir: builds[app].outDir, page: app, kind, run })
    for (const app of consumerApps) await visit(app, 'cold', -1)
    for (let run = 0; run < runs; run += 1) {
      for (const kind of ['cold', 'hovered'] as const) {
        for (const app of consumerApps) samples.push(await visit(app, kind, run))
      }
      const last = samples
        .slice(-2 * consumerApps.length)
        .map(
          (s) =>
            `${s.page}/${s.kind} ${s.clickToVisibleMs.toFixed(1)}/${s.clickToFirstRowMs.toFixed(1)}/${s.clickToWalletListMs.toFixed(1)}${s.kind === 'cold' ? `/${s.returningClickToWalletListMs.toFixed(1)}` : ''} ms`,
        )
      console.log(`consumer run ${run + 1}/${runs} (dialog/first row/full list[/returning]): ${last.join(', ')}`)
    }
    const summaries = {} as Record<ConsumerApp, PageSummary>
    for (const app of consumerApps)
      summaries[app] = summarizePage(
        samples.filter((sample) => sample.page === app),
        builds[app],
      )
    const errors = [...new Set(samples.flatMap((sample) => sample.errors.map((error) => `${sample.page}: ${error}`)))]
    return {
      packMs: Math.round(install.packMs),
      tarball: install.tarball.slice(install.root.length + 1),
      summaries,
      targets: checkConsumerTargets(summaries),
      builds: Object.fromEntries(
        consumerApps.map((app) => [app, { buildMs: Math.round(builds[app].buildMs), chunks: builds[app].chunks, features: builds[app].features }]),
      ) as ConsumerResults['builds'],
      samples,
      errors,
    }
  } finally {
    for (const server of Object.values(servers)) await server.close()
    if (!process.env.BENCH_KEEP_CONSUMER) await install.remove()
    else console.log(`kept the consumer folder ${install.root}`)
  }
}
