// The source-built part of the bench: the demo (foyer resolved to this repository's sources, as
// in a monorepo) against a kit-less reference page, and the full-modal visit. What it still says
// that the packed-package part does not: the demo's own chrome and connectors, the JS each modal
// step loads, and the AllWallets search per keystroke.
import type { Browser } from '@playwright/test'
import type { BenchServices } from './benchServices'
import { benchDemoEnv } from './benchServices'
import { buildPage, type BuiltPage } from './buildPages'
import { measureVisit, type VisitKind, type VisitSample } from './measure'
import { measureModalVisit, type ModalVisitSample } from './measureModal'
import { checkSplit, checkTargets, formatTable, formatTargets, summarizePage, type PageSummary, type SplitCheck, type TargetResult } from './report'
import { checkModalTargets, formatModalNotes, formatModalTable, summarizeModal } from './reportModal'
import { startStaticServer, type StaticServer } from './staticServer'

type SourcePage = 'demo' | 'reference'
const pageNames: SourcePage[] = ['demo', 'reference']

/** What the source-built part found. */
export type SourceResults = {
  summaries: Record<SourcePage, PageSummary>
  fullModal: ReturnType<typeof summarizeModal>
  demoSplit: SplitCheck
  targets: TargetResult[]
  builds: Record<string, { buildMs: number; chunks: BuiltPage['chunks'] }>
  errors: string[]
  walletConnectErrors: string[]
  samples: VisitSample[]
  fullModalSamples: ModalVisitSample[]
}

/** Builds the demo and the reference page from the sources and measures them `runs` times. */
export async function runSourceBench(browser: Browser, services: BenchServices, runs: number): Promise<SourceResults> {
  const builds = {} as Record<SourcePage, BuiltPage>
  // One after the other: two parallel Vite builds only fight over two cores.
  for (const name of pageNames) {
    builds[name] = await buildPage(name, name === 'demo' ? benchDemoEnv(services) : {})
    console.log(`built ${name} (sources) in ${(builds[name].buildMs / 1000).toFixed(1)} s`)
  }
  const servers = {} as Record<SourcePage, StaticServer>
  for (const name of pageNames) servers[name] = await startStaticServer(builds[name].outDir)
  const samples: VisitSample[] = []
  const modalSamples: ModalVisitSample[] = []
  try {
    const visit = (page: SourcePage, kind: VisitKind, run: number) =>
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
      console.log(`source run ${run + 1}/${runs}: ${last.join(', ')}, keystroke median ${(keys[Math.floor(keys.length / 2)] ?? Number.NaN).toFixed(1)} ms`)
    }
  } finally {
    for (const name of pageNames) await servers[name].close()
  }

  const summaries = {} as Record<SourcePage, PageSummary>
  for (const name of pageNames)
    summaries[name] = summarizePage(
      samples.filter((sample) => sample.page === name),
      builds[name],
    )
  const fullModal = summarizeModal(modalSamples, builds.demo, summaries.demo.buildJs)
  const errors = [
    ...new Set([
      ...samples.flatMap((sample) => sample.errors.map((error) => `${sample.page}: ${error}`)),
      ...modalSamples.flatMap((sample) => sample.errors.map((error) => `demo full modal: ${error}`)),
    ]),
  ]
  return {
    summaries,
    fullModal,
    demoSplit: checkSplit(builds.demo, summaries.demo.initialJsFiles),
    targets: [...checkTargets(summaries), ...checkModalTargets(fullModal)].map((target) => ({ ...target, name: `source demo: ${target.name}` })),
    builds: Object.fromEntries(pageNames.map((name) => [name, { buildMs: Math.round(builds[name].buildMs), chunks: builds[name].chunks }])),
    errors,
    // Query strings carry per-visit ids; without them the same error is listed once.
    walletConnectErrors: [...new Set(modalSamples.flatMap((sample) => sample.walletConnectErrors.map((error) => error.replace(/\?[^\s)]*/g, ''))))],
    samples,
    fullModalSamples: modalSamples,
  }
}

/** Prints the source-built part's tables and notes. */
export function printSourceResults(source: SourceResults, runs: number): void {
  const { summaries, demoSplit: split, fullModal } = source
  console.log('Source-built demo (foyer resolved to the sources, not the package users install):')
  console.log(formatTable(summaries, runs))
  console.log('')
  console.log(`demo initial JS: ${summaries.demo.initialJsFiles.join(', ')}`)
  console.log(`reference initial JS: ${summaries.reference.initialJsFiles.join(', ')}`)
  console.log(`demo JS on hover+open: ${summaries.demo.openJsFiles.join(', ') || '(none)'}`)
  console.log(`Foyer modules at page load: ${split.localModulesInInitialJs.filter((id) => !id.startsWith('demo/')).join(', ')}`)
  console.log(`modal-only code at page load: ${split.modalModulesInInitialJs.join(', ') || 'none'}`)
  console.log('')
  console.log(formatModalTable(fullModal, runs, summaries.demo.totalJsGzip))
  console.log('')
  console.log(formatModalNotes(fullModal))
  if (source.walletConnectErrors.length > 0) console.log(`errors in the WalletConnect step:\n  ${source.walletConnectErrors.slice(0, 5).join('\n  ')}`)
  console.log('')
  console.log(formatTargets(source.targets))
}
