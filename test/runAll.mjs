// `npm test`: typecheck, library build, unit and component tests (vitest), then the
// end-to-end suite (Playwright in Chromium against the stack `npm start` runs).
// Prints one closing line `N passed, N failed` and exits non-zero on any failure.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const results = 'test-results'
rmSync(`${results}/unit.json`, { force: true })
rmSync(`${results}/e2e.json`, { force: true })
mkdirSync(results, { recursive: true })

const counts = { passed: 0, failed: 0, skipped: 0 }
const steps = []

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  steps.push({ name, status: result.status, seconds })
  return result.status === 0
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

// Whole-tree checks count as one test each.
for (const [name, args] of [
  ['typecheck', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['build', ['npm', 'run', '--silent', 'build']],
]) {
  const ok = run(name, args[0] === 'npm' ? 'npm' : 'npx', args[0] === 'npm' ? args.slice(1) : args)
  counts[ok ? 'passed' : 'failed'] += 1
}

const unitOk = run('unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${results}/unit.json`])
const unit = readJson(`${results}/unit.json`)
if (unit) {
  counts.passed += unit.numPassedTests
  counts.failed += unit.numFailedTests
  counts.skipped += unit.numPendingTests + (unit.numTodoTests ?? 0)
  // A suite that failed to load has no tests to count: count it once.
  if (!unitOk && unit.numFailedTests === 0) counts.failed += 1
} else {
  counts.failed += 1
}

if (process.env.FOYER_SKIP_E2E !== '1') {
  const e2eOk = run('e2e', 'npx', ['playwright', 'test'])
  const e2e = readJson(`${results}/e2e.json`)
  if (e2e?.stats) {
    counts.passed += e2e.stats.expected + e2e.stats.flaky
    counts.failed += e2e.stats.unexpected
    counts.skipped += e2e.stats.skipped
    if (!e2eOk && e2e.stats.unexpected === 0) counts.failed += 1
  } else {
    counts.failed += 1
  }
}

writeFileSync(`${results}/summary.json`, JSON.stringify({ ...counts, steps }, null, 2))
console.log('\nSteps:')
for (const step of steps) console.log(`  ${step.status === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds} s)`)
console.log(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`)
process.exit(counts.failed > 0 || !existsSync(`${results}/summary.json`) ? 1 : 0)
