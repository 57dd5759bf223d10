import type { PageSummary, TargetResult } from '../report'
import { range } from '../report'
import type { ConsumerApp } from './buildConsumer'

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => value.toFixed(1)
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)
const count = (value: number) => String(value)

// The targets for the package as installed, per Foyer app: initial JS added (gzip; the quick start
// and the app with `authConnector()`), no extra and no external request at load, and a real click
// (pointer onto the button, click at once) showing the dialog, its first actionable wallet row (cold),
// its full wallet list on a first visit (cold) and on a returning visit (registry answer persisted).
const foyerApps = ['quickStart', 'withAuth', 'withSolana'] as const
const jsBudget: Partial<Record<(typeof foyerApps)[number], number>> = { quickStart: 20, withAuth: 25 }
const dialogBudgetMs = 25
const firstRowBudgetMs = 40
const fullListBudgetMs = 120
const returningListBudgetMs = 50

/** Checks the packed-package targets of the Foyer apps against the app without Foyer. */
export function checkConsumerTargets(summaries: Record<ConsumerApp, PageSummary>): TargetResult[] {
  const bare = summaries.bare
  return foyerApps.flatMap((app) => {
    const page = summaries[app]
    const jsDelta = page.initialJsGzip.median - bare.initialJsGzip.median
    const budget = jsBudget[app]
    const requestDelta = page.loadRequests.median - bare.loadRequests.median
    const external = page.externalRequests.max
    const timed = (name: string, value: number, budgetMs: number): TargetResult => ({
      name: `${app}: ${name} (median)`,
      target: `<= ${budgetMs} ms`,
      actual: `${ms(value)} ms`,
      pass: value <= budgetMs,
    })
    return [
      ...(budget === undefined
        ? []
        : [
            {
              name: `${app}: initial JS added (gzip, packed package)`,
              target: `<= ${budget.toFixed(1)} KiB`,
              actual: `${kib(jsDelta)} KiB`,
              pass: jsDelta <= budget * 1024,
            },
          ]),
      { name: `${app}: extra requests at load vs no Foyer`, target: '0', actual: count(requestDelta), pass: requestDelta <= 0 },
      { name: `${app}: external requests (load and open)`, target: '0', actual: count(external), pass: external === 0 },
      timed('real click to dialog visible', page.clickToVisibleColdMs.median, dialogBudgetMs),
      timed('click to the first actionable row, cold', page.clickToFirstRowColdMs.median, firstRowBudgetMs),
      timed('click to the full list, first visit', page.clickToWalletListColdMs.median, fullListBudgetMs),
      {
        ...timed('click to the full list, returning visit', page.returningClickToWalletListMs.median, returningListBudgetMs),
        // A returning visit that found nothing persisted measured a first visit again.
        pass: page.returningClickToWalletListMs.median <= returningListBudgetMs && page.returningPersisted === page.returningClickToWalletListMs.n,
      },
    ]
  })
}

/** One row of the packed-package table: its label, one cell per app, and what the delta column subtracts. */
type ConsumerRow = {
  label: string
  cell: (page: PageSummary) => string
  /** The figure whose Foyer-minus-bare difference the delta column shows, and its format; none leaves the column empty. */
  delta?: [pick: (page: PageSummary) => number, format: (value: number) => string]
}

// The table's metrics, top to bottom.
const consumerRows: ConsumerRow[] = [
  { label: 'initial JS gzip, KiB', cell: (page) => range(page.initialJsGzip, kib), delta: [(page) => page.initialJsGzip.median, kib] },
  { label: 'initial JS files', cell: (page) => count(page.initialJsFiles.length), delta: [(page) => page.initialJsFiles.length, count] },
  { label: 'requests at load', cell: (page) => range(page.loadRequests, count), delta: [(page) => page.loadRequests.median, count] },
  { label: 'external requests (load+open)', cell: (page) => range(page.externalRequests, count) },
  { label: 'total JS in build gzip, KiB', cell: (page) => kib(page.totalJsGzip), delta: [(page) => page.totalJsGzip, kib] },
  { label: 'JS on hover+open gzip, KiB', cell: (page) => range(page.openJsGzip, kib) },
  { label: 'real click to dialog, cold, ms', cell: (page) => range(page.clickToVisibleColdMs, ms) },
  { label: 'real click to first actionable row, cold, ms', cell: (page) => range(page.clickToFirstRowColdMs, ms) },
  { label: 'real click to full list, cold, ms', cell: (page) => range(page.clickToWalletListColdMs, ms) },
  {
    label: 'click to full list, returning visit, ms',
    cell: (page) => `${range(page.returningClickToWalletListMs, ms)} [${page.returningPersisted} persisted]`,
  },
  { label: 'click to first row, returning visit, ms', cell: (page) => range(page.returningClickToFirstRowMs, ms) },
  { label: 'click to dialog, hovered 300 ms, ms', cell: (page) => range(page.clickToVisibleHoveredMs, ms) },
  { label: 'click to first row, hovered, ms', cell: (page) => range(page.clickToFirstRowHoveredMs, ms) },
  { label: 'click to full list, hovered, ms', cell: (page) => range(page.clickToWalletListHoveredMs, ms) },
  { label: 'JS heap after load + GC, MiB', cell: (page) => range(page.heapUsedBytes, mib), delta: [(page) => page.heapUsedBytes.median, mib] },
]

/** The packed-package table: the Foyer apps next to the app without Foyer, with deltas; then what enabling Solana adds. */
export function formatConsumerTable(summaries: Record<ConsumerApp, PageSummary>, runs: number): string {
  const { quickStart, withAuth, withSolana, bare } = summaries
  const delta = ([pick, format]: NonNullable<ConsumerRow['delta']>) => `${format(pick(quickStart) - pick(bare))} / ${format(pick(withAuth) - pick(bare))}`
  const rows: string[][] = [
    ['metric (median (min-max))', 'quickStart', 'withAuth', 'withSolana', 'no Foyer', 'delta quickStart / withAuth'],
    ...consumerRows.map((row) => [row.label, ...[quickStart, withAuth, withSolana, bare].map(row.cell), row.delta ? delta(row.delta) : '']),
  ]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd()
  const header = `Packed package (npm pack, installed in a temporary app): ${runs} runs per kind, apps interleaved, fresh context each`
  const solana =
    `Enabling Solana (withSolana vs quickStart): initial JS ${kib(withSolana.initialJsGzip.median - quickStart.initialJsGzip.median)} KiB gzip, ` +
    `requests at load ${count(withSolana.loadRequests.median - quickStart.loadRequests.median)}, ` +
    `JS on hover+open ${kib(withSolana.openJsGzip.median - quickStart.openJsGzip.median)} KiB gzip, ` +
    `total JS in build ${kib(withSolana.totalJsGzip - quickStart.totalJsGzip)} KiB gzip`
  return [header, line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line), solana].join('\n')
}
