import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './test/chromium'
import { e2ePorts, e2eUrls } from './test/e2e/stackPorts'

// Made once by the main process; the workers inherit the variable instead of making their own.
process.env.FOYER_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'foyer-e2e-'))
const e2eDataDir = process.env.FOYER_E2E_DATA_DIR

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: e2eUrls.demo,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  // The same stack `npm start` runs, on its own ports, started and stopped by the run.
  webServer: {
    command: 'node --import tsx services/stack/cli.ts',
    url: e2eUrls.demo,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      FOYER_CHAIN_PORT: String(e2ePorts.chain),
      FOYER_CHAIN2_PORT: String(e2ePorts.chain2),
      FOYER_API_PORT: String(e2ePorts.api),
      FOYER_FRAME_PORT: String(e2ePorts.frame),
      FOYER_DEMO_PORT: String(e2ePorts.demo),
      FOYER_RELAY_PORT: String(e2ePorts.relay),
      // A fresh database per run: tests expect new users where they sign up.
      FOYER_DATA_DIR: e2eDataDir,
      // The demo's dev wallet stays out unless a test asks for it (`?devWallet=on`).
      VITE_FOYER_DEV_WALLET: 'off',
      // The real wallets padded with generated ones to 1,000, so search and scrolling are tested at scale.
      FOYER_REGISTRY_SIZE: process.env.FOYER_REGISTRY_SIZE ?? '1000',
    },
  },
})
