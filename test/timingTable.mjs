// Where a run's seconds went: per-file and per-test times from the vitest and Playwright JSON
// reports, printed at the end of `npm test` and kept in test-results/timings.json, so the slowest
// parts can be found from a CI log without running anything again.

/**
 * Times of the unit run by file, from vitest's JSON report (`testResults[].startTime/endTime`).
 *
 * @param {{ testResults?: { name: string; startTime?: number; endTime?: number; assertionResults?: unknown[] }[] } | undefined} report
 * @returns {{ file: string; seconds: number; tests: number }[]} slowest first
 */
export function unitFileTimes(report, root = process.cwd()) {
  return (report?.testResults ?? [])
    .map((file) => ({
      file: file.name.replace(`${root}/`, ''),
      seconds: Math.max(0, ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000),
      tests: file.assertionResults?.length ?? 0,
    }))
    .sort((a, b) => b.seconds - a.seconds)
}

/**
 * Times of the end-to-end run from Playwright's JSON report: every attempt of every test (a retry
 * counts, as it cost time), and their sums by spec file.
 *
 * @param {{ suites?: unknown[] } | undefined} report
 * @returns {{ tests: { test: string; file: string; seconds: number; attempts: number }[]; files: { file: string; seconds: number; tests: number }[] }}
 */
export function e2eTimes(report) {
  const tests = []
  const walk = (suites, titles) => {
    for (const suite of suites ?? []) {
      const inner = suite.file === suite.title ? titles : [...titles, suite.title]
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const results = test.results ?? []
          const ms = results.reduce((sum, result) => sum + (result.duration ?? 0), 0)
          tests.push({
            test: `${spec.file}:${spec.line} › ${[...inner, spec.title].join(' › ')}`,
            file: spec.file,
            seconds: ms / 1000,
            attempts: results.length,
          })
        }
      }
      walk(suite.suites, inner)
    }
  }
  walk(report?.suites, [])
  const byFile = new Map()
  for (const { file, seconds } of tests) {
    const entry = byFile.get(file) ?? { file, seconds: 0, tests: 0 }
    entry.seconds += seconds
    entry.tests += 1
    byFile.set(file, entry)
  }
  return { tests: tests.sort((a, b) => b.seconds - a.seconds), files: [...byFile.values()].sort((a, b) => b.seconds - a.seconds) }
}

/**
 * The table printed at the end of the run: the slowest `limit` rows of each list.
 *
 * @param {{ unitFiles: ReturnType<typeof unitFileTimes>; e2e: ReturnType<typeof e2eTimes> }} times
 * @returns {string}
 */
export function formatTimingTable({ unitFiles, e2e }, limit = 15) {
  const row = (seconds, text) => `  ${seconds.toFixed(1).padStart(7)} s  ${text}`
  const total = (rows) => rows.reduce((sum, entry) => sum + entry.seconds, 0)
  const lines = []
  if (unitFiles.length > 0) {
    lines.push(`\nSlowest unit files (${unitFiles.length} files, ${total(unitFiles).toFixed(0)} s summed over workers):`)
    for (const entry of unitFiles.slice(0, limit)) lines.push(row(entry.seconds, `${entry.file} (${entry.tests} tests)`))
  }
  if (e2e.files.length > 0) {
    lines.push(`\nEnd-to-end time by spec file (${e2e.tests.length} tests, ${total(e2e.files).toFixed(0)} s in tests):`)
    for (const entry of e2e.files.slice(0, limit)) lines.push(row(entry.seconds, `${entry.file} (${entry.tests} tests)`))
    lines.push('\nSlowest end-to-end tests:')
    for (const entry of e2e.tests.slice(0, limit)) lines.push(row(entry.seconds, `${entry.test}${entry.attempts > 1 ? ` (${entry.attempts} attempts)` : ''}`))
  }
  return lines.join('\n')
}
