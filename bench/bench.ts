// `npm run bench`: builds the demo and a kit-less reference page, serves both
// locally and measures them in headless Chromium. Writes bench/results.json.
// Missed targets are reported, not failed: the exit code is 0 unless the bench breaks.
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../test/chromium'
import { benchDemoEnv, benchRegistrySize, startBenchServices } from './benchServices'
import { buildPage, type BuiltPage } from './buildPages'
import { measureVisit, type PageName, type VisitKind, type VisitSample } from './measure'
import { measureModalVisit, type ModalVisitSample } from './measureModal'
import { checkSplit, checkTargets, formatTable, formatTargets, summarizePage, type PageSummary } from './report'
import { checkModalTargets, formatModalNotes, formatModalTable, summarizeModal } from './reportModal'
import { startStaticServer, type StaticServer } from './staticServer'

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 7))
const pageNames: PageName[] = ['demo', 'reference']
const resultsPath = fileURLToPath(new URL('results.json', import.meta.url))

async function main(): Promise<void> {
  const started = performance.now()
  // The API (1,000-wallet registry) and a WalletConnect relay, before the build: the demo
  // takes their URLs at build time. The reference page talks to neither.
  const services = await startBenchServices()
  console.log(`API ${services.apiUrl} (${benchRegistrySize} wallets), relay ${services.relayUrl}`)
  const builds = {} as Record<PageName, BuiltPage>
  // One after the other: two parallel Vite builds only fight over two cores.
  for (const name of pageNames) {
    builds[name] = await buildPage(name, name === 'demo' ? benchDemoEnv(services) : {})
    console.log(`built ${name} in ${(builds[name].buildMs / 1000).toFixed(1)} s`)
  }

  const servers = {} as Record<PageName, StaticServer>
  for (const name of pageNames) servers[name] = await startStaticServer(builds[name].outDir)

  const { executablePath, args } = chromiumLaunchOptions()
  const browser = await chromium.launch({ executablePath, args, headless: true })
  const chromiumVersion = browser.version()
  const samples: VisitSample[] = []
  const modalSamples: ModalVisitSample[] = []
  try {
    const visit = (page: PageName, kind: VisitKind, run: number) =>
      measureVisit({ browser, server: servers[page], outDir: builds[page].outDir, page, kind, run })
    // A discarded first visit of each page, so neither pays for the browser's first-use costs.
    for (const page of pageNames) await visit(page, 'hovered', -1)
    for (let run = 0; run < runs; run += 1) {
      for (const kind of ['hovered', 'cold'] as const) {
        for (const page of pageNames) samples.push(await visit(page, kind, run))
      }
      // Last in the run: the WalletConnect SDK it starts lives only in its own context.
      const modal = await measureModalVisit({ browser, server: servers.demo, outDir: builds.demo.outDir, run })
      modalSamples.push(modal)
      const last = samples.slice(-4).map((sample) => `${sample.page}/${sample.kind} ${sample.clickToVisibleMs.toFixed(1)} ms`)
      const keys = modal.keystrokes.map((key) => key.toFrameMs).sort((a, b) => a - b)
      console.log(`run ${run + 1}/${runs}: ${last.join(', ')}, keystroke median ${(keys[Math.floor(keys.length / 2)] ?? Number.NaN).toFixed(1)} ms`)
    }
  } finally {
    await browser.close()
    for (const name of pageNames) await servers[name].close()
    await services.close()
  }

  const summaries = {} as Record<PageName, PageSummary>
  for (const name of pageNames) {
    summaries[name] = summarizePage(
      samples.filter((sample) => sample.page === name),
      builds[name],
    )
  }
  const modal = summarizeModal(modalSamples, builds.demo, summaries.demo.buildJs)
  const split = checkSplit(builds.demo, summaries.demo.initialJsFiles)
  const targets = [...checkTargets(summaries), ...checkModalTargets(modal)]
  const errors = [
    ...new Set([
      ...samples.flatMap((sample) => sample.errors.map((error) => `${sample.page}: ${error}`)),
      ...modalSamples.flatMap((sample) => sample.errors.map((error) => `demo full modal: ${error}`)),
      ...services.apiErrors.map((error) => `API: ${error}`),
    ]),
  ]
  // Query strings carry per-visit ids; without them the same error is listed once.
  const walletConnectErrors = [...new Set(modalSamples.flatMap((sample) => sample.walletConnectErrors.map((error) => error.replace(/\?[^\s)]*/g, ''))))]

  const results = {
    date: new Date().toISOString(),
    chromium: { version: chromiumVersion, executablePath: executablePath ?? 'playwright bundled' },
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    runs,
    durationMs: Math.round(performance.now() - started),
    targets,
    summaries,
    fullModal: modal,
    demoSplit: split,
    builds: Object.fromEntries(pageNames.map((name) => [name, { buildMs: Math.round(builds[name].buildMs), chunks: builds[name].chunks }])),
    errors,
    walletConnectErrors,
    samples,
    fullModalSamples: modalSamples,
  }
  await writeFile(resultsPath, `${JSON.stringify(results, null, 2)}\n`)

  console.log('')
  console.log(formatTable(summaries, runs))
  console.log('')
  console.log(`demo initial JS: ${summaries.demo.initialJsFiles.join(', ')}`)
  console.log(`reference initial JS: ${summaries.reference.initialJsFiles.join(', ')}`)
  console.log(`demo JS on hover+open: ${summaries.demo.openJsFiles.join(', ') || '(none)'}`)
  console.log(`Foyer modules at page load: ${split.localModulesInInitialJs.filter((id) => !id.startsWith('demo/')).join(', ')}`)
  console.log(`modal-only code at page load: ${split.modalModulesInInitialJs.join(', ') || 'none'}`)
  console.log('')
  console.log(formatModalTable(modal, runs, summaries.demo.totalJsGzip))
  console.log('')
  console.log(formatModalNotes(modal))
  if (walletConnectErrors.length > 0) console.log(`errors in the WalletConnect step (expected offline):\n  ${walletConnectErrors.slice(0, 5).join('\n  ')}`)
  if (errors.length > 0) console.log(`\nerrors seen in the pages (samples may be suspect):\n  ${errors.slice(0, 10).join('\n  ')}`)
  console.log('')
  console.log(formatTargets(targets))
  console.log(`\nwrote ${resultsPath} in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

await main()
