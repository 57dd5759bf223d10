import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SERVER_KEY_BYTES } from '../api/auth/authSecrets'

/** The file in a data directory that holds the development recovery key. */
export const DEV_RECOVERY_KEY_FILE = 'dev-recovery-key'

/**
 * Development only: the recovery key kept beside the embedded database in `dataDir` (created on first
 * use, readable by the owner only), so recovery shares sealed before a restart open after it. In
 * production the key comes from the configuration and is never stored next to the data it protects.
 *
 * @returns 64 hex characters.
 * @example
 * const recoveryKey = config.recoveryKey ?? devRecoveryKey('.foyer')
 */
export function devRecoveryKey(dataDir: string): string {
  const path = join(dataDir, DEV_RECOVERY_KEY_FILE)
  try {
    const stored = readFileSync(path, 'utf8').trim()
    if (/^[0-9a-f]{64}$/.test(stored)) return stored
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(dataDir, { recursive: true })
  const key = randomBytes(SERVER_KEY_BYTES).toString('hex')
  writeFileSync(path, `${key}\n`, { mode: 0o600 })
  return key
}
