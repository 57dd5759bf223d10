import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { e2ePorts } from './stackPorts'

/**
 * The wait between two code e-mails to one address on the end-to-end stack. The service's default
 * is 30 s (its own tests check that); tests that ask an address for a second code wait this out,
 * so a long one is time spent doing nothing. It only has to outlast the few clicks auth.spec makes
 * between two requests when it checks the throttle's message, with room for a loaded machine.
 */
export const e2eCodeThrottleMs = 8_000

/**
 * The environment of the stack an end-to-end run starts (`npm start`'s stack on the e2e ports).
 * Shared by Playwright's own web server and by the grouped run, which starts the stack itself.
 * The data directory is made once per run and handed down through the environment, so
 * Playwright's workers and the grouped run's processes see the same one.
 */
export function e2eStackEnv(): Record<string, string> {
  process.env.FOYER_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'foyer-e2e-'))
  const logs = e2eLogFiles()
  return {
    // The API's, frame's and relay's log at debug level, and the secrets they handed out: after the
    // run, no line of the one may carry any of the other (logScanTeardown.ts, runE2eGroups.ts).
    FOYER_LOG_FILE: logs.log,
    FOYER_LOG_LEVEL: 'debug',
    FOYER_STACK_SECRETS_FILE: logs.secrets,
    FOYER_CHAIN_PORT: String(e2ePorts.chain),
    FOYER_CHAIN2_PORT: String(e2ePorts.chain2),
    FOYER_API_PORT: String(e2ePorts.api),
    FOYER_FRAME_PORT: String(e2ePorts.frame),
    FOYER_DEMO_PORT: String(e2ePorts.demo),
    FOYER_RELAY_PORT: String(e2ePorts.relay),
    FOYER_SOLANA_PORT: String(e2ePorts.solana),
    // A fresh database per run: tests expect new users where they sign up.
    FOYER_DATA_DIR: process.env.FOYER_E2E_DATA_DIR,
    // A production build of the demo on Vite's preview server: each test's fresh browser context
    // loads a few bundled files instead of hundreds of modules through the dev server, which was
    // most of the run's CPU; and edits made during a run cannot make Vite reload a test's page.
    FOYER_DEMO_BUILD: process.env.FOYER_DEMO_BUILD ?? '1',
    // The demo's dev wallet stays out unless a test asks for it (`?devWallet=on`).
    VITE_FOYER_DEV_WALLET: 'off',
    // The real wallets padded with generated ones to 1,000, so search and scrolling are tested at scale.
    FOYER_REGISTRY_SIZE: process.env.FOYER_REGISTRY_SIZE ?? '1000',
    // Every sign-in of the suite comes from 127.0.0.1: the per-IP limits (30 code e-mails per 10 min
    // by default) would refuse the suite's later ones. Per-project limits stay as they are; the
    // per-address throttle is shorter (auth.spec still sees it refuse a second code).
    FOYER_CODE_THROTTLE_MS: String(e2eCodeThrottleMs),
    FOYER_RATE_LIMITS: JSON.stringify({
      codeSendsPerIp: { limit: 10_000 },
      codeChecksPerIp: { limit: 10_000 },
      signInStartsPerIp: { limit: 10_000 },
    }),
  }
}

/**
 * Where the end-to-end stack writes its services' log and its record of the secrets it handed out:
 * the run's output directory (`FOYER_E2E_OUTPUT_DIR`, else `test-results`), which Playwright empties
 * before it starts the stack.
 */
export function e2eLogFiles(): { log: string; secrets: string; dataDir: string | undefined } {
  const dir = resolve(process.env.FOYER_E2E_OUTPUT_DIR ?? 'test-results')
  return { log: join(dir, 'services.log'), secrets: join(dir, 'stack-secrets.jsonl'), dataDir: process.env.FOYER_E2E_DATA_DIR }
}
