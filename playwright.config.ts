import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './test/chromium'
import { e2eStackEnv } from './test/e2e/stackEnv'
import { e2eUrls } from './test/e2e/stackPorts'

// Made once by the main process; the workers inherit the variables instead of making their own.
const stackEnv = e2eStackEnv()
// `npm test` runs groups of spec files side by side against one stack it starts itself
// (test/e2e/runE2eGroups.ts); each group is a Playwright run with its own output.
const sharedStack = process.env.FOYER_E2E_SHARED_STACK === '1'
const outputDir = process.env.FOYER_E2E_OUTPUT_DIR ?? 'test-results'
const jsonFile = process.env.FOYER_E2E_JSON ?? 'test-results/e2e.json'

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // The production suite starts its own stack and has its own config (test/e2e/production/).
  testIgnore: 'production/**',
  fullyParallel: false,
  workers: 1,
  // No retry, in CI too: a test that needs a second try is a bug to fix. FOYER_E2E_RETRIES=1 gives
  // one while a flaky test is looked into; `npm test` then lists every test that needed it.
  retries: Number(process.env.FOYER_E2E_RETRIES ?? 0),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir,
  reporter: [['list'], ['json', { outputFile: jsonFile }]],
  // After the tests: no line of the stack's services log may carry a secret they handed out.
  globalTeardown: './test/e2e/logScanTeardown.ts',
  use: {
    baseURL: e2eUrls.demo,
    browserName: 'chromium',
    headless: true,
    // A trace records a screencast and DOM snapshots of every action: recorded for every test, it took
    // a third of the browser's CPU time (issue 32's measurements in bench/README.md). A failure keeps
    // a screenshot; the trace is recorded when a test is tried again (CI's retry), and
    // `npx playwright test --trace on` records it for a failure being looked into.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  // The same stack `npm start` runs, on its own ports, started and stopped by the run.
  ...(sharedStack
    ? {}
    : {
        webServer: {
          command: 'node --import tsx devstack/stack/cli.ts',
          url: e2eUrls.demo,
          timeout: 120_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
          env: stackEnv,
        },
      }),
})
