import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { devRecoveryKey } from './devRecoveryKey'

describe('devRecoveryKey', () => {
  it('creates a key readable by the owner only, then returns the same key', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'foyer-devkey-')), 'nested')
    const key = devRecoveryKey(dataDir)
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(statSync(join(dataDir, 'dev-recovery-key')).mode & 0o777).toBe(0o600)
    expect(devRecoveryKey(dataDir)).toBe(key)
    expect(devRecoveryKey(mkdtempSync(join(tmpdir(), 'foyer-devkey-')))).not.toBe(key)
  })

  it('replaces a damaged key file', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'foyer-devkey-'))
    writeFileSync(join(dataDir, 'dev-recovery-key'), 'not a key')
    const key = devRecoveryKey(dataDir)
    expect(readFileSync(join(dataDir, 'dev-recovery-key'), 'utf8').trim()).toBe(key)
  })
})
