import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../HttpError'
import { createAuthSecrets, serverKeyFromEnv } from './authSecrets'

describe('serverKeyFromEnv', () => {
  it('reads 32 bytes as hex or base64, and draws a random key when unset', () => {
    expect(Buffer.from(serverKeyFromEnv({ FOYER_RECOVERY_KEY: 'ab'.repeat(32) })).toString('hex')).toBe('ab'.repeat(32))
    expect(serverKeyFromEnv({ FOYER_RECOVERY_KEY: Buffer.alloc(32, 7).toString('base64') })).toEqual(Buffer.alloc(32, 7))
    const first = serverKeyFromEnv({})
    expect(first).toHaveLength(32)
    expect(serverKeyFromEnv({})).not.toEqual(first)
  })

  it('refuses a key of the wrong length', () => {
    expect(() => serverKeyFromEnv({ FOYER_RECOVERY_KEY: 'abcd' })).toThrow('FOYER_RECOVERY_KEY must be 32 bytes')
  })
})

describe('createAuthSecrets', () => {
  const secrets = createAuthSecrets(Buffer.alloc(32, 1))

  it("draws 8-character codes from all of Crockford's base32 alphabet, and signed tokens (32 random bytes, a key id and an HMAC)", () => {
    const codes = Array.from({ length: 200 }, () => secrets.newCode())
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/)
    expect(new Set(codes).size).toBe(200)
    // Every character of the alphabet turns up (1,600 draws), so none of them is left out.
    expect(new Set(codes.join('')).size).toBe(32)
    expect(Buffer.from(secrets.newToken(), 'base64url')).toHaveLength(72)
  })

  it('hashes codes per scope and key, so a dump cannot be matched against a plain hash table', () => {
    const hash = secrets.hashCode('123456', 'login:a@b.co')
    expect(secrets.sameDigest(hash, secrets.hashCode('123456', 'login:a@b.co'))).toBe(true)
    expect(secrets.sameDigest(hash, secrets.hashCode('123456', 'login:c@d.co'))).toBe(false)
    expect(secrets.sameDigest(hash, createAuthSecrets(Buffer.alloc(32, 2)).hashCode('123456', 'login:a@b.co'))).toBe(false)
    expect(secrets.sameDigest(hash, 'abcd')).toBe(false)
  })

  it('hashes only tokens a session key signed, and stores the hash of the whole token', () => {
    const keys = { current: Buffer.alloc(32, 9) }
    const signed = createAuthSecrets(Buffer.alloc(32, 1), { sessionKeys: keys })
    const token = signed.newToken()
    expect(signed.verifyToken(token)).toBe(true)
    expect(signed.hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'))
    // The same server key with other session keys (another deployment) refuses it.
    const other = createAuthSecrets(Buffer.alloc(32, 1), { sessionKeys: { current: Buffer.alloc(32, 8) } })
    expect(other.verifyToken(token)).toBe(false)
    expect(() => other.hashToken(token)).toThrow(expect.objectContaining({ status: 401, shortMessage: 'invalid_token' }))
    expect(() => other.hashToken(token, () => new HttpError(404, 'unknown_channel'))).toThrow('unknown_channel')
    // Without configured keys, development's are derived from the server key: the same key verifies.
    expect(createAuthSecrets(Buffer.alloc(32, 1)).verifyToken(createAuthSecrets(Buffer.alloc(32, 1)).newToken())).toBe(true)
    expect(secrets.verifyToken(token)).toBe(false)
    expect(secrets.digest('any text')).toBe(createHash('sha256').update('any text').digest('hex'))
  })

  it('seals with a fresh IV each time and detects tampering', () => {
    const one = secrets.seal('share', 'user-1')
    const two = secrets.seal('share', 'user-1')
    expect(one).not.toBe(two)
    expect(secrets.open(one, 'user-1')).toBe('share')
    const bytes = Buffer.from(one, 'base64')
    bytes[14] = (bytes[14] ?? 0) ^ 1
    expect(() => secrets.open(bytes.toString('base64'), 'user-1')).toThrow()
  })
})
