import { resolve } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../../chromium'

// The production suite: `npx playwright test -c test/e2e/production/playwright.config.ts`. Its test file
// starts the stack it tests (productionHarness.ts: `npm run serve` in production, its own anvils, SMTP
// server and built demo) and scans that server's log itself, so no development stack is started
// here; `npm test` runs it after the other e2e groups (test/e2e/runE2eGroups.ts).
// Relative paths from the working directory (the repository), as the main config reads them;
// Playwright would read them from this file's folder.
const outputDir = resolve(process.env.FOYER_E2E_OUTPUT_DIR ?? 'test-results/e2e-production')
const jsonFile = resolve(process.env.FOYER_E2E_JSON ?? 'test-results/e2e-production.json')

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // As the main suite: no retry unless FOYER_E2E_RETRIES asks for one, and `npm test` lists it.
  retries: Number(process.env.FOYER_E2E_RETRIES ?? 0),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir,
  reporter: [['list'], ['json', { outputFile: jsonFile }]],
  use: {
    browserName: 'chromium',
    headless: true,
    // As the main suite: traces on a retry only, a screenshot of every failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
})
