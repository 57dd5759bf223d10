/*
 * kill -9 during a sign-in load loses no wallet: `npm run serve` runs as its own process, three users
 * sign in and store a wallet, new users keep signing up while the process is killed with SIGKILL, and
 * the server started again on the same database still has every wallet it acknowledged: old sessions
 * answer with the same address and shares, and signing in again is a known user with the same wallet.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCrashRecovery } from '../../test/serve/crashRecovery'
import type { CrashRecoveryResult } from '../../test/serve/crashRecovery'
import { startPostgres } from '../../test/postgres/startPostgres'

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-crash-'))
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
  return dir
}

function expectEveryWalletBack(result: CrashRecoveryResult): void {
  expect(result.loadErrorsBeforeKill).toEqual([])
  // The kill must land on a running load, or the drill proves nothing.
  expect(result.loadWalletsAcknowledged).toBeGreaterThan(0)
  expect(result.loadWalletsRecovered).toBe(result.loadWalletsAcknowledged)
  expect(result.users).toHaveLength(3)
  for (const user of result.users) {
    expect(user, user.email).toMatchObject({ sameWithOldSession: true, again: { isNewUser: false, sameAddress: true, sameRecoveryShare: true } })
  }
}

// The users sign in again after the restart once the per-address code throttle has passed: 2 s here
// (FOYER_CODE_THROTTLE_MS) instead of the default 30 s, which would only add waiting to the drill.
const codeThrottleMs = 2_000

// Concurrent: the two back ends share nothing.
describe('kill -9 during a sign-in load, restarted on the same database', () => {
  it.concurrent('embedded database in FOYER_DATA_DIR', { timeout: 180_000 }, async () => {
    expectEveryWalletBack(await runCrashRecovery({ env: { FOYER_DATA_DIR: tempDir() }, codeThrottleMs }))
  })

  it.concurrent('PostgreSQL at FOYER_DATABASE_URL', { timeout: 180_000 }, async () => {
    const postgres = await startPostgres()
    cleanups.push(() => postgres.stop())
    // The data directory holds only the development recovery key here.
    expectEveryWalletBack(
      await runCrashRecovery({ env: { FOYER_DATABASE_URL: await postgres.createDatabase('crash_test'), FOYER_DATA_DIR: tempDir() }, codeThrottleMs }),
    )
  })
})
