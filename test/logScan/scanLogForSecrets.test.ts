import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEV_RECOVERY_KEY_FILE } from '../../services/server/devRecoveryKey'
import { findSecrets, recordedSecrets, scanLogFile } from './scanLogForSecrets'

const line = (fields: Record<string, unknown>) => JSON.stringify({ level: 20, time: 1, name: 'foyer-api', ...fields })
// Lines a clean run writes: redacted paths, addresses, hashes, a Solana address, a relay client id.
const clean = [
  line({ msg: 'answered', method: 'GET', path: '/v1/sessions/…', status: 200, ms: 1.2 }),
  line({ msg: 'answered', method: 'GET', path: '/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance', status: 200 }),
  line({ msg: 'route failed', error: { message: 'tx 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060 reverted' } }),
  line({ msg: 'relay: did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK connected (#3)' }),
  line({ msg: 'balance of 7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', status: 200 }),
  line({ event: 'limit', reason: 'rate_limited', client: '2001:db8:0:1::/64', route: '/auth/v1/email/start' }),
]
const known = [
  { kind: 'code', value: '4KQ7011Z' },
  { kind: 'sessionToken', value: 'Zk3_q9-PvX1mN2bC3dE4fG5hI6jK7lM8nO9pQ0rS1tU' },
  { kind: 'authShare', value: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyA=' },
]

describe('findSecrets', () => {
  it('finds nothing in the lines of a clean run', () => {
    expect(findSecrets(clean, known)).toEqual([])
  })

  it.each([
    ['a code as sent', line({ msg: 'mail', text: 'Your code is 4KQ7011Z' }), 'code'],
    ['a code in its dashed, lower-case form', line({ msg: 'typed 4kq7-011z' }), 'code'],
    ['a session token in a path', line({ msg: 'answered', path: '/v1/sessions/Zk3_q9-PvX1mN2bC3dE4fG5hI6jK7lM8nO9pQ0rS1tU' }), 'sessionToken'],
    ['a share', line({ body: { authShare: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyA=' } }), 'authShare'],
    ['a Bearer value', line({ headers: { authorization: 'Bearer abcdefghijkl' } }), 'bearer'],
    ['an unrecorded token of the same shape', line({ path: '/auth/v1/farcaster/channel/Q9-PvX1mN2bC3dE4fG5hI6jK7lM8nO9pQ0rS1tUZk3_' }), 'token-shaped'],
    [
      'an unrecorded signed token',
      line({ path: `/v1/sessions/${Buffer.from(Array.from({ length: 72 }, (_, index) => (index * 37 + 11) % 256)).toString('base64url')}` }),
      'signed-token-shaped',
    ],
    ['a labelled private key', line({ privateKey: `0x${'ab'.repeat(32)}` }), 'private key field'],
  ])('finds %s, masked in the excerpt', (_, planted, kind) => {
    const findings = findSecrets([...clean, planted], known)
    expect(findings).toEqual([expect.objectContaining({ line: clean.length + 1, kind })])
    expect(findings[0]?.excerpt).toContain('<SECRET>')
  })
})

describe('scanLogFile with recorded secrets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-log-scan-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reads the recording and the recovery key, and reports a line carrying either', () => {
    const recovery = 'cd'.repeat(32)
    writeFileSync(join(dir, DEV_RECOVERY_KEY_FILE), `${recovery}\n`)
    writeFileSync(join(dir, 'secrets.jsonl'), `${known.map((secret) => JSON.stringify(secret)).join('\n')}\n`)
    writeFileSync(join(dir, 'services.log'), `${[...clean, line({ msg: `key ${recovery}` }), line({ msg: 'code 4KQ7011Z' })].join('\n')}\n`)
    const secrets = recordedSecrets(join(dir, 'secrets.jsonl'), dir)
    expect(secrets).toHaveLength(4)
    const scan = scanLogFile(join(dir, 'services.log'), secrets)
    expect(scan).toMatchObject({ lines: clean.length + 2, secrets: 4 })
    expect(scan.findings.map((finding) => [finding.line, finding.kind])).toEqual([
      [clean.length + 1, 'recovery key'],
      [clean.length + 2, 'code'],
    ])
  })
})
