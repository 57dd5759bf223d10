// `npm test`: the end-to-end suite (Playwright in Chromium against the stack `npm start` runs) and,
// beside it, lint and format check (Biome), typecheck, library build, docs site build, then the unit
// and component tests (vitest).
// Prints one closing line `N passed, N failed` and exits non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { e2eTimes, formatTimingTable, unitFileTimes } from './timingTable.mjs'

const results = 'test-results'
rmSync(`${results}/unit.json`, { force: true })
rmSync(`${results}/e2e.json`, { force: true })
mkdirSync(results, { recursive: true })

const counts = { passed: 0, failed: 0, skipped: 0 }
const steps = []
// Names of failed tests, repeated at the end: CI keeps only the tail of the log.
const failures = []
// Tests that failed and then passed on CI's retry: listed so they get fixed.
const flaky = []

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  steps.push({ name, status: result.status, seconds })
  return result.status === 0
}

/**
 * Starts a step beside the ones that follow, its output kept in a file and printed once it ends (two
 * outputs interleaved line by line could not be read). For steps whose result nothing else needs.
 */
function runBeside(name, command, args) {
  const started = Date.now()
  const logPath = `${results}/${name}.log`
  const log = openSync(logPath, 'w')
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')} (started beside the next steps; its output follows them, live in ${logPath})`)
  const child = spawn(command, args, { stdio: ['ignore', log, log], env: process.env })
  return new Promise((resolve) => {
    const done = (status) => {
      closeSync(log)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      resolve({ name, command, args, status, seconds, output: readFileSync(logPath, 'utf8') })
    }
    child.once('error', () => done(1))
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

/** Prints a step started with `runBeside` once it has ended, and records it; returns whether it passed. */
async function awaitBeside(pending) {
  const step = await pending
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')} (ran beside the steps above)`)
  process.stdout.write(step.output)
  steps.push({ name: step.name, status: step.status, seconds: step.seconds })
  return step.status === 0
}

/** A whole-tree check started with `runBeside`: printed and counted as one test. */
async function finishBeside(pending) {
  counts[(await awaitBeside(pending)) ? 'passed' : 'failed'] += 1
}

/** A message's non-empty lines without the colour codes reporters add: the log tail should be plain text. */
function plainLines(text) {
  return String(text ?? '')
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
}

/**
 * A failure's first line and, below it, the few lines that say what was seen: the values a
 * comparison got (`Expected`/`Received` and the diff's lines) and what a timed-out action waited for.
 * CI's log shows its tail, where the first line alone ("deep equality") did not say which axe rule
 * or which element failed. A file that failed as a whole (an error while loading it, a hook) gets
 * the same digest.
 */
function failureDigest(text) {
  const [first = '', ...rest] = plainLines(text)
  const telling = rest
    .filter((line) => /^\s*([-+] |Expected|Received|Locator:|- waiting for)/.test(line) && !/^[-+] (Expected|Received)\s+[-+] \d+$/.test(line))
    .slice(0, 6)
    .map((line) => `      ${line.trim().slice(0, 200)}`)
  return [first.trim().slice(0, 300), ...telling].join('\n')
}

function collectE2eFailures(suites, titles) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') flaky.push(`e2e ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`)
        if (test.status !== 'unexpected') continue
        const error = test.results?.at(-1)?.error?.message
        failures.push(`e2e ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${failureDigest(error)}`)
      }
    }
    collectE2eFailures(suite.suites ?? [], suite.file === suite.title ? titles : [...titles, suite.title])
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

// The end-to-end suite is the longest step, and it needs neither the library build nor the pack (the
// stack serves the sources), so it starts first and everything else runs beside it: most of an
// end-to-end test's time is spent waiting (on the chain, the relay, a timeout under test), and the
// browser and the stack leave much of two cores to the other steps (bench/README.md, "CI time").
// One stack for the whole suite; FOYER_E2E_GROUPS=2 runs two groups side by side (test/e2e/runE2eGroups.ts).
const e2eRun = process.env.FOYER_SKIP_E2E === '1' ? undefined : runBeside('e2e', 'node', ['--import', 'tsx', 'test/e2e/runE2eGroups.ts'])

// Whole-tree checks count as one test each. The linter and the type checker read the sources only,
// so they run beside the build and the docs; their results are counted before the unit step.
const beside = [
  // Biome: the formatter's layout and the lint rules chosen in biome.jsonc; `npm run format` fixes layout.
  runBeside('lint', 'npx', ['biome', 'ci', '.', '--max-diagnostics=50']),
  // TypeScript's native compiler (tsgo, TypeScript 7): the same errors as TypeScript 6's tsc in about
  // a quarter of its CPU time; one thread, since the other steps already keep both cores busy.
  runBeside('typecheck', 'npx', ['tsgo', '--noEmit', '-p', 'tsconfig.json', '--singleThreaded']),
]
for (const [name, args] of [
  ['build', ['run', '--silent', 'build']],
  // The docs site (VitePress) must build: a dead link or a page Vue cannot compile fails it.
  ['docs', ['run', '--silent', 'docs:build']],
]) {
  const ok = run(name, 'npm', args)
  counts[ok ? 'passed' : 'failed'] += 1
}

// The package as `npm pack` ships it, packed once from the build above: every test that installs it
// in a fresh app (test/consumers/packFoyer.ts) takes this tarball instead of building its own.
const packDir = `${results}/pack`
rmSync(packDir, { recursive: true, force: true })
mkdirSync(packDir, { recursive: true })
const packed = spawnSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', packDir], { encoding: 'utf8' })
const tarballName = packed.status === 0 ? packed.stdout.trim().split('\n').pop() : undefined
steps.push({ name: 'pack', status: tarballName?.endsWith('.tgz') ? 0 : 1, seconds: '0.0' })
if (tarballName?.endsWith('.tgz')) {
  process.env.FOYER_PACKED_TARBALL = `${process.cwd()}/${packDir}/${tarballName}`
  counts.passed += 1
} else {
  console.log(`npm pack failed: ${packed.stderr}`)
  counts.failed += 1
}

for (const pending of beside) await finishBeside(pending)

let e2eReport
const unitOk = run('unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${results}/unit.json`])
const unit = readJson(`${results}/unit.json`)
if (unit) {
  counts.passed += unit.numPassedTests
  counts.failed += unit.numFailedTests
  counts.skipped += unit.numPendingTests + (unit.numTodoTests ?? 0)
  // A suite that failed to load has no tests to count: count it once.
  if (!unitOk && unit.numFailedTests === 0) counts.failed += 1
  for (const file of unit.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failed)
      failures.push(`unit ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${failureDigest(test.failureMessages?.[0])}`)
    if (file.status === 'failed' && failed.length === 0) failures.push(`unit ${file.name.replace(`${process.cwd()}/`, '')}: ${failureDigest(file.message)}`)
  }
} else {
  counts.failed += 1
}

if (e2eRun) {
  const e2eOk = await awaitBeside(e2eRun)
  const e2e = readJson(`${results}/e2e.json`)
  e2eReport = e2e
  if (e2e?.stats) {
    counts.passed += e2e.stats.expected + e2e.stats.flaky
    counts.failed += e2e.stats.unexpected
    counts.skipped += e2e.stats.skipped
    if (!e2eOk && e2e.stats.unexpected === 0) counts.failed += 1
    collectE2eFailures(e2e.suites ?? [], [])
  } else {
    counts.failed += 1
  }
}

// `retried`: the tests that passed only on a retry, so a series of runs can show none was needed.
writeFileSync(`${results}/summary.json`, JSON.stringify({ ...counts, retried: flaky, steps }, null, 2))
const times = { unitFiles: unitFileTimes(unit), e2e: e2eTimes(e2eReport) }
writeFileSync(`${results}/timings.json`, JSON.stringify(times, null, 2))
console.log(formatTimingTable(times))
console.log('\nSteps:')
for (const step of steps) console.log(`  ${step.status === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds} s)`)
if (flaky.length > 0) {
  console.log('\nPassed only on the retry (flaky, to fix):')
  for (const test of flaky) console.log(`  ${test}`)
}
if (failures.length > 0) {
  console.log('\nFailed:')
  for (const failure of failures) console.log(`  ${failure}`)
}
console.log(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`)
process.exit(counts.failed > 0 || !existsSync(`${results}/summary.json`) ? 1 : 0)
