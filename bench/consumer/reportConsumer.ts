import type { PageSummary, TargetResult } from '../report'
import { range } from '../report'
import type { ConsumerApp } from './buildConsumer'

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => value.toFixed(1)
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)
const count = (value: number) => String(value)

// The targets for the package as installed: initial JS added (gzip) per app, no extra and
// no external request at load, and a real click (pointer onto the button, click at once) showing
// the dialog within 25 ms and the Connect view's wallet list within 60 ms.
const jsBudget: Record<'quickStart' | 'withAuth', number> = { quickStart: 20, withAuth: 25 }
const dialogBudgetMs = 25
const walletListBudgetMs = 60

/** Checks the packed-package targets of both Foyer apps against the app without Foyer. */
export function checkConsumerTargets(summaries: Record<ConsumerApp, PageSummary>): TargetResult[] {
  const bare = summaries.bare
  return (['quickStart', 'withAuth'] as const).flatMap((app) => {
    const page = summaries[app]
    const jsDelta = page.initialJsGzip.median - bare.initialJsGzip.median
    const requestDelta = page.loadRequests.median - bare.loadRequests.median
    const external = page.externalRequests.max
    const dialog = page.clickToVisibleColdMs.median
    const list = page.clickToWalletListColdMs.median
    return [
      {
        name: `${app}: initial JS added (gzip, packed package)`,
        target: `<= ${jsBudget[app].toFixed(1)} KiB`,
        actual: `${kib(jsDelta)} KiB`,
        pass: jsDelta <= jsBudget[app] * 1024,
      },
      { name: `${app}: extra requests at load vs no Foyer`, target: '0', actual: count(requestDelta), pass: requestDelta <= 0 },
      { name: `${app}: external requests (load and open)`, target: '0', actual: count(external), pass: external === 0 },
      { name: `${app}: real click to dialog visible (median)`, target: `<= ${dialogBudgetMs} ms`, actual: `${ms(dialog)} ms`, pass: dialog <= dialogBudgetMs },
      {
        name: `${app}: real click to wallet list visible (median)`,
        target: `<= ${walletListBudgetMs} ms`,
        actual: `${ms(list)} ms`,
        pass: list <= walletListBudgetMs,
      },
    ]
  })
}

/** The packed-package table: the Foyer apps next to the app without Foyer, with deltas; then what enabling Solana adds. */
export function formatConsumerTable(summaries: Record<ConsumerApp, PageSummary>, runs: number): string {
  const { quickStart, withAuth, withSolana, bare } = summaries
  const delta = (pick: (summary: PageSummary) => number, format: (value: number) => string) =>
    `${format(pick(quickStart) - pick(bare))} / ${format(pick(withAuth) - pick(bare))}`
  const rows: string[][] = [
    ['metric (median (min-max))', 'quickStart', 'withAuth', 'withSolana', 'no Foyer', 'delta quickStart / withAuth'],
    [
      'initial JS gzip, KiB',
      range(quickStart.initialJsGzip, kib),
      range(withAuth.initialJsGzip, kib),
      range(withSolana.initialJsGzip, kib),
      range(bare.initialJsGzip, kib),
      delta((s) => s.initialJsGzip.median, kib),
    ],
    [
      'initial JS files',
      count(quickStart.initialJsFiles.length),
      count(withAuth.initialJsFiles.length),
      count(withSolana.initialJsFiles.length),
      count(bare.initialJsFiles.length),
      delta((s) => s.initialJsFiles.length, count),
    ],
    [
      'requests at load',
      range(quickStart.loadRequests, count),
      range(withAuth.loadRequests, count),
      range(withSolana.loadRequests, count),
      range(bare.loadRequests, count),
      delta((s) => s.loadRequests.median, count),
    ],
    [
      'external requests (load+open)',
      range(quickStart.externalRequests, count),
      range(withAuth.externalRequests, count),
      range(withSolana.externalRequests, count),
      range(bare.externalRequests, count),
      '',
    ],
    [
      'total JS in build gzip, KiB',
      kib(quickStart.totalJsGzip),
      kib(withAuth.totalJsGzip),
      kib(withSolana.totalJsGzip),
      kib(bare.totalJsGzip),
      delta((s) => s.totalJsGzip, kib),
    ],
    [
      'JS on hover+open gzip, KiB',
      range(quickStart.openJsGzip, kib),
      range(withAuth.openJsGzip, kib),
      range(withSolana.openJsGzip, kib),
      range(bare.openJsGzip, kib),
      '',
    ],
    [
      'real click to dialog, cold, ms',
      range(quickStart.clickToVisibleColdMs, ms),
      range(withAuth.clickToVisibleColdMs, ms),
      range(withSolana.clickToVisibleColdMs, ms),
      range(bare.clickToVisibleColdMs, ms),
      '',
    ],
    [
      'real click to wallet list, cold, ms',
      range(quickStart.clickToWalletListColdMs, ms),
      range(withAuth.clickToWalletListColdMs, ms),
      range(withSolana.clickToWalletListColdMs, ms),
      range(bare.clickToWalletListColdMs, ms),
      '',
    ],
    [
      'click to dialog, hovered 300 ms, ms',
      range(quickStart.clickToVisibleHoveredMs, ms),
      range(withAuth.clickToVisibleHoveredMs, ms),
      range(withSolana.clickToVisibleHoveredMs, ms),
      range(bare.clickToVisibleHoveredMs, ms),
      '',
    ],
    [
      'click to wallet list, hovered, ms',
      range(quickStart.clickToWalletListHoveredMs, ms),
      range(withAuth.clickToWalletListHoveredMs, ms),
      range(withSolana.clickToWalletListHoveredMs, ms),
      range(bare.clickToWalletListHoveredMs, ms),
      '',
    ],
    [
      'JS heap after load + GC, MiB',
      range(quickStart.heapUsedBytes, mib),
      range(withAuth.heapUsedBytes, mib),
      range(withSolana.heapUsedBytes, mib),
      range(bare.heapUsedBytes, mib),
      delta((s) => s.heapUsedBytes.median, mib),
    ],
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
