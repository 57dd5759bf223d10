// `npx tsx bench/abOpening.ts <sourcesA> <sourcesB> [runs] [apps]`: an interleaved A/B of cold clicks
// between two copies of the sources (e.g. `git archive HEAD` in one folder, a change in the other,
// each with a `node_modules` link to this repository's). Each copy is packed (`npm pack`, its
// prepack build included) and the consumer apps (`apps`: comma-separated, default
// quickStart,withAuth) are built from each tarball against one bench API; then every run visits
// each app of A and of B, alternating which goes first, in one browser, so both see the same load
// on a shared machine. Prints per app and copy the median and min-max of click to dialog and click
// to wallet list (cold: the pointer moves onto the button and clicks at once), of the returning
// visit's click to wallet list, and the initial JS.
// A diagnostic: `npm run bench` gives the figures that count.
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../test/chromium'
import { startBenchServices } from './benchServices'
import { buildConsumer, consumerApps, type ConsumerApp } from './consumer/buildConsumer'
import { packFoyer, type ConsumerInstall } from '../test/consumers/packFoyer'
import { measureVisit, type VisitSample } from './measure'
import { startStaticServer, type StaticServer } from './staticServer'

const [sourceA, sourceB] = process.argv.slice(2, 4)
if (!sourceA || !sourceB) throw new Error('usage: abOpening.ts <sourcesA> <sourcesB> [runs] [apps]')
const runs = Number(process.argv[4] ?? 7)
const apps = (process.argv[5] ?? 'quickStart,withAuth').split(',') as ConsumerApp[]
for (const app of apps) if (!consumerApps.includes(app)) throw new Error(`unknown app ${app}`)
const variants = { A: sourceA, B: sourceB } as const
type Variant = keyof typeof variants

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b)
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2
  return `${median.toFixed(1)} (${sorted[0]!.toFixed(1)}-${sorted[sorted.length - 1]!.toFixed(1)})`
}

const services = await startBenchServices()
const installs: ConsumerInstall[] = []
const servers = new Map<string, { server: StaticServer; outDir: string }>()
const { executablePath, args } = chromiumLaunchOptions('chromium')
const browser = await chromium.launch({ executablePath, args, headless: true })
try {
  for (const [variant, sourceDir] of Object.entries(variants) as [Variant, string][]) {
    const install = await packFoyer({ sourceDir })
    installs.push(install)
    for (const app of apps) {
      const built = await buildConsumer(install, app, { apiUrl: services.apiUrl, frameUrl: 'http://127.0.0.1:9/' })
      servers.set(`${variant}/${app}`, { server: await startStaticServer(built.outDir), outDir: built.outDir })
    }
    console.log(`${variant}: packed and built ${sourceDir}`)
  }
  const samples = new Map<string, VisitSample[]>()
  const visit = async (key: string, run: number) => {
    const { server, outDir } = servers.get(key)!
    const sample = await measureVisit({ browser, server, outDir, page: key, kind: 'cold', run })
    if (run >= 0) samples.set(key, [...(samples.get(key) ?? []), sample])
    return sample
  }
  // One discarded warm-up visit each.
  for (const key of servers.keys()) await visit(key, -1)
  for (let run = 0; run < runs; run += 1) {
    const order: Variant[] = run % 2 === 0 ? ['A', 'B'] : ['B', 'A']
    const line: string[] = []
    for (const app of apps) {
      for (const variant of order) {
        const sample = await visit(`${variant}/${app}`, run)
        line.push(
          `${variant}/${app} ${sample.clickToVisibleMs.toFixed(1)}/${sample.clickToWalletListMs.toFixed(1)}/${sample.returningClickToWalletListMs.toFixed(1)}`,
        )
      }
    }
    console.log(`run ${run + 1}/${runs}: ${line.join(', ')}`)
  }
  console.log('\ncold click, median (min-max) in ms; initial JS gzip')
  for (const app of apps) {
    for (const variant of Object.keys(variants) as Variant[]) {
      const list = samples.get(`${variant}/${app}`) ?? []
      const errors = [...new Set(list.flatMap((sample) => sample.errors))]
      console.log(
        `${variant} ${app.padEnd(10)} dialog ${summary(list.map((s) => s.clickToVisibleMs))}  wallet list ${summary(list.map((s) => s.clickToWalletListMs))}` +
          `  returning ${summary(list.map((s) => s.returningClickToWalletListMs))}` +
          `  initial JS ${((list[0]?.initialJsGzip ?? 0) / 1024).toFixed(1)} KiB in ${list[0]?.initialJsFiles.length ?? 0} files${errors.length ? `  errors: ${errors.slice(0, 3).join(' | ')}` : ''}`,
      )
    }
  }
} finally {
  await browser.close()
  for (const { server } of servers.values()) await server.close()
  await services.close()
  if (!process.env.BENCH_KEEP_CONSUMER) for (const install of installs) await install.remove()
}
