import type { BuiltPage, ChunkInfo } from './buildPages'
import type { VisitSample } from './measure'
import { buildJsFiles } from './sizes'
import { summarize, type Summary } from './stats'

/** Summaries of one page over all its visits. */
export type PageSummary = {
  initialJsGzip: Summary
  initialJsRaw: Summary
  /** Union of the JS files requested at load over all visits. */
  initialJsFiles: string[]
  loadRequests: Summary
  externalRequests: Summary
  /** JS requested on hover + open, hovered visits only. */
  openJsGzip: Summary
  openJsFiles: string[]
  clickToVisibleHoveredMs: Summary
  clickToVisibleColdMs: Summary
  /** Click to the wallet list on screen, hovered and cold visits. */
  clickToWalletListHoveredMs: Summary
  clickToWalletListColdMs: Summary
  /** Click to the first actionable wallet row, cold and hovered visits. */
  clickToFirstRowColdMs: Summary
  clickToFirstRowHoveredMs: Summary
  /** The cold visits' returning visit (persisted registry, same context): click to the full list and to the first row. */
  returningClickToWalletListMs: Summary
  returningClickToFirstRowMs: Summary
  /** Returning visits that found the registry's answer persisted. */
  returningPersisted: number
  heapUsedBytes: Summary
  loadEventMs: Summary
  /** All JS in the build output (source maps excluded). */
  totalJsGzip: number
  totalJsRaw: number
  buildJs: ReturnType<typeof buildJsFiles>
}

/** One target of the brief, checked against the medians. */
export type TargetResult = { name: string; target: string; actual: string; pass: boolean }

/** Where the kit's own modules ended up, from the build's chunk graph. */
export type SplitCheck = {
  /** Repository modules (not node_modules) in the chunks loaded at page load. */
  localModulesInInitialJs: string[]
  /** Modules that only the modal needs but that still load at page load. */
  modalModulesInInitialJs: string[]
  /** Groups (packages or folders) per chunk with a flag for whether it loads initially. */
  chunks: Array<Pick<ChunkInfo, 'file' | 'isEntry' | 'isDynamicEntry' | 'groups'> & { loadsInitially: boolean }>
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => value.toFixed(1)
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)

// Code that belongs behind the lazy boundary: the modal's views, UI, theme CSS
// objects, and the dialog's dependencies.
const modalOnly = [
  /^components\/(modal|views|ui)\//,
  /^styles\/.*\.css\.ts$/,
  /^src\/i18n\//,
  /^@radix-ui\//,
  /^react-remove-scroll/,
  /^aria-hidden$/,
  /^@vanilla-extract\//,
]

/** Summarises the samples of one page. */
export function summarizePage(samples: VisitSample[], build: BuiltPage): PageSummary {
  const hovered = samples.filter((sample) => sample.kind === 'hovered')
  const cold = samples.filter((sample) => sample.kind === 'cold')
  const union = (lists: string[][]) => [...new Set(lists.flat())].sort()
  const buildJs = buildJsFiles(build.outDir)
  return {
    initialJsGzip: summarize(samples.map((sample) => sample.initialJsGzip)),
    initialJsRaw: summarize(samples.map((sample) => sample.initialJsRaw)),
    initialJsFiles: union(samples.map((sample) => sample.initialJsFiles)),
    loadRequests: summarize(samples.map((sample) => sample.loadRequests.length)),
    externalRequests: summarize(samples.map((sample) => sample.externalRequests.length)),
    openJsGzip: summarize(hovered.map((sample) => sample.openJsGzip)),
    openJsFiles: union(hovered.map((sample) => sample.openJsFiles)),
    clickToVisibleHoveredMs: summarize(hovered.map((sample) => sample.clickToVisibleMs)),
    clickToVisibleColdMs: summarize(cold.map((sample) => sample.clickToVisibleMs)),
    clickToWalletListHoveredMs: summarize(hovered.map((sample) => sample.clickToWalletListMs)),
    clickToWalletListColdMs: summarize(cold.map((sample) => sample.clickToWalletListMs)),
    clickToFirstRowColdMs: summarize(cold.map((sample) => sample.clickToFirstRowMs)),
    clickToFirstRowHoveredMs: summarize(hovered.map((sample) => sample.clickToFirstRowMs)),
    returningClickToWalletListMs: summarize(cold.map((sample) => sample.returningClickToWalletListMs)),
    returningClickToFirstRowMs: summarize(cold.map((sample) => sample.returningClickToFirstRowMs)),
    returningPersisted: cold.filter((sample) => sample.returningPersisted === true).length,
    heapUsedBytes: summarize(samples.map((sample) => sample.heapUsedBytes)),
    loadEventMs: summarize(samples.map((sample) => sample.loadEventMs)),
    totalJsGzip: buildJs.reduce((sum, file) => sum + file.gzip, 0),
    totalJsRaw: buildJs.reduce((sum, file) => sum + file.raw, 0),
    buildJs,
  }
}

/** Which of the demo's modules load at page load, and whether any belong to the modal. */
export function checkSplit(build: BuiltPage, initialJsFiles: string[]): SplitCheck {
  const initial = new Set(initialJsFiles)
  const initialChunks = build.chunks.filter((chunk) => initial.has(chunk.file))
  const localModules = [...new Set(initialChunks.flatMap((chunk) => chunk.localModules))].sort()
  const packages = initialChunks.flatMap((chunk) => chunk.groups.map((group) => group.group))
  const modalModules = [...localModules, ...new Set(packages)].filter((id) => modalOnly.some((pattern) => pattern.test(id)))
  return {
    localModulesInInitialJs: localModules,
    modalModulesInInitialJs: modalModules,
    chunks: build.chunks.map(({ file, isEntry, isDynamicEntry, groups }) => ({
      file,
      isEntry,
      isDynamicEntry,
      groups,
      loadsInitially: initial.has(file),
    })),
  }
}

/** Checks the brief's targets against the summaries. */
export function checkTargets(summaries: Record<'demo' | 'reference', PageSummary>): TargetResult[] {
  const { demo, reference } = summaries
  const jsDelta = demo.initialJsGzip.median - reference.initialJsGzip.median
  const requestDelta = demo.loadRequests.median - reference.loadRequests.median
  const external = Math.max(demo.externalRequests.max, reference.externalRequests.max)
  const click = demo.clickToVisibleHoveredMs.median
  return [
    { name: 'initial JS added by Foyer (gzip)', target: '<= 20.0 KiB', actual: `${kib(jsDelta)} KiB`, pass: jsDelta <= 20 * 1024 },
    { name: 'extra requests at page load vs reference', target: '0', actual: String(requestDelta), pass: requestDelta <= 0 },
    { name: 'external requests (any visit)', target: '0', actual: String(external), pass: external === 0 },
    { name: 'click-to-visible, hovered (median)', target: '<= 25 ms', actual: `${ms(click)} ms`, pass: click <= 25 },
  ]
}

/** `median (min-max)` of a summary. */
export function range(summary: Summary, format: (value: number) => string): string {
  return `${format(summary.median)} (${format(summary.min)}-${format(summary.max)})`
}

/** The readable table printed at the end of a run. */
export function formatTable(summaries: Record<'demo' | 'reference', PageSummary>, runs: number): string {
  const { demo, reference } = summaries
  const count = (value: number) => String(value)
  const rows: Array<[string, string, string, string]> = [
    ['metric (median (min-max))', 'demo', 'reference', 'delta'],
    [
      'initial JS gzip, KiB',
      range(demo.initialJsGzip, kib),
      range(reference.initialJsGzip, kib),
      kib(demo.initialJsGzip.median - reference.initialJsGzip.median),
    ],
    ['initial JS raw, KiB', range(demo.initialJsRaw, kib), range(reference.initialJsRaw, kib), kib(demo.initialJsRaw.median - reference.initialJsRaw.median)],
    [
      'initial JS files',
      count(demo.initialJsFiles.length),
      count(reference.initialJsFiles.length),
      count(demo.initialJsFiles.length - reference.initialJsFiles.length),
    ],
    [
      'requests at page load',
      range(demo.loadRequests, count),
      range(reference.loadRequests, count),
      count(demo.loadRequests.median - reference.loadRequests.median),
    ],
    ['external requests', range(demo.externalRequests, count), range(reference.externalRequests, count), ''],
    ['JS loaded on hover+open gzip, KiB', range(demo.openJsGzip, kib), range(reference.openJsGzip, kib), ''],
    ['total JS in build gzip, KiB', kib(demo.totalJsGzip), kib(reference.totalJsGzip), kib(demo.totalJsGzip - reference.totalJsGzip)],
    [
      'click-to-visible hovered, ms',
      range(demo.clickToVisibleHoveredMs, ms),
      range(reference.clickToVisibleHoveredMs, ms),
      ms(demo.clickToVisibleHoveredMs.median - reference.clickToVisibleHoveredMs.median),
    ],
    [
      'click-to-visible cold, ms',
      range(demo.clickToVisibleColdMs, ms),
      range(reference.clickToVisibleColdMs, ms),
      ms(demo.clickToVisibleColdMs.median - reference.clickToVisibleColdMs.median),
    ],
    [
      'JS heap after load + GC, MiB',
      range(demo.heapUsedBytes, mib),
      range(reference.heapUsedBytes, mib),
      mib(demo.heapUsedBytes.median - reference.heapUsedBytes.median),
    ],
    ['load event, ms', range(demo.loadEventMs, ms), range(reference.loadEventMs, ms), ms(demo.loadEventMs.median - reference.loadEventMs.median)],
  ]
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd()
  const header = `${runs} runs per variant (hovered and cold), interleaved demo/reference, fresh context each`
  return [header, line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n')
}

/** Pass/miss lines for the targets. */
export function formatTargets(targets: TargetResult[]): string {
  const lines = targets.map((target) => `${target.pass ? 'PASS' : 'MISS'}  ${target.name}: ${target.actual} (target ${target.target})`)
  const missed = targets.filter((target) => !target.pass).length
  lines.push(missed === 0 ? 'All targets met.' : `${missed} of ${targets.length} targets MISSED.`)
  return lines.join('\n')
}
