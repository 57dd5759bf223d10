import { describe, expect, it } from 'vitest'
import { ServerConfigError } from '../../http/ServerConfigError'
import {
  SIGNED_TOKEN_LENGTH,
  createTokenSigner,
  developmentSessionKeys,
  keyFromText,
  sessionKeysConfigSchema,
  sessionKeysFromConfig,
  sessionKeysFromEnv,
  sessionKeysOrDevelopment,
  sessionKeysWarnings,
} from './sessionKeys'

const OLD = Buffer.alloc(32, 1)
const NEW = Buffer.alloc(32, 2)
const UNTIL = Date.UTC(2026, 11, 1)
const DAY_MS = 24 * 60 * 60_000

describe('createTokenSigner', () => {
  it('mints 96-character URL-safe tokens that verify under their key only', () => {
    const signer = createTokenSigner({ current: NEW }, () => 0)
    const tokens = Array.from({ length: 50 }, () => signer.mint())
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{96}$/)
      expect(signer.verify(token)).toBe(true)
    }
    expect(new Set(tokens).size).toBe(50)
    expect(SIGNED_TOKEN_LENGTH).toBe(96)
    const other = createTokenSigner({ current: OLD }, () => 0)
    expect(tokens.some((token) => other.verify(token))).toBe(false)
  })

  it('refuses a token with any character changed, cut, extended or not base64url', () => {
    const signer = createTokenSigner({ current: NEW }, () => 0)
    const token = signer.mint()
    // Each part of the token: the random bytes, the key id and the MAC.
    for (const at of [0, 20, 43, 50, 60, 95]) {
      const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`
      expect(signer.verify(changed), `character ${at}`).toBe(false)
    }
    expect(signer.verify(token.slice(0, 95))).toBe(false)
    expect(signer.verify(`${token}A`)).toBe(false)
    expect(signer.verify(`${token.slice(0, 95)}=`)).toBe(false)
    expect(signer.verify(`${token.slice(0, 95)}+`)).toBe(false)
    expect(signer.verify('')).toBe(false)
  })

  it('accepts the previous key until its end and never signs with it', () => {
    const clock = { now: UNTIL - 1 }
    const before = createTokenSigner({ current: OLD }, () => clock.now)
    const oldToken = before.mint()
    const rotated = createTokenSigner({ current: NEW, previous: { key: OLD, until: UNTIL } }, () => clock.now)
    expect(rotated.verify(oldToken)).toBe(true)
    const newToken = rotated.mint()
    expect(before.verify(newToken)).toBe(false)
    expect(createTokenSigner({ current: NEW }, () => clock.now).verify(newToken)).toBe(true)
    clock.now = UNTIL
    expect(rotated.verify(oldToken)).toBe(false)
    expect(rotated.verify(newToken)).toBe(true)
  })
})

describe('a rolling rotation over several instances', () => {
  it('lets instances still signing with the old key accept the new one first, then swap', () => {
    const now = () => UNTIL - DAY_MS
    // Step 1: every instance accepts the new key while it still signs with the old one.
    const staged = createTokenSigner({ current: OLD, previous: { key: NEW, until: UNTIL } }, now)
    // Step 2: instances restarted one by one sign with the new key and accept the old one.
    const swapped = createTokenSigner({ current: NEW, previous: { key: OLD, until: UNTIL } }, now)
    expect(staged.verify(swapped.mint())).toBe(true)
    expect(swapped.verify(staged.mint())).toBe(true)
    // Without step 1 an instance still on the old key alone refuses what a swapped one signs.
    expect(createTokenSigner({ current: OLD }, now).verify(swapped.mint())).toBe(false)
  })
})

describe('reading the keys', () => {
  it('reads hex and base64 keys, and nothing else', () => {
    expect(keyFromText('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab))
    expect(keyFromText(Buffer.alloc(32, 7).toString('base64'))).toEqual(Buffer.alloc(32, 7))
    expect(keyFromText('ab'.repeat(31))).toBeUndefined()
    expect(keyFromText('  ')).toBeUndefined()
  })

  it('parses the configuration, requiring previousUntil with previous and an offset in it', () => {
    const parse = (input: unknown) => sessionKeysConfigSchema.safeParse(input)
    const issues = (input: unknown) => parse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    const config = { current: NEW.toString('hex'), previous: OLD.toString('base64'), previousUntil: '2026-12-01T00:00:00Z' }
    expect(sessionKeysFromConfig(sessionKeysConfigSchema.parse(config))).toEqual({ current: NEW, previous: { key: OLD, until: UNTIL } })
    expect(sessionKeysFromConfig(sessionKeysConfigSchema.parse({ current: NEW.toString('hex') }))).toEqual({ current: NEW })
    expect(issues({ current: config.current, previous: config.previous })).toEqual([expect.stringMatching(/^previousUntil: Required with previous/)])
    expect(issues({ current: config.current, previousUntil: config.previousUntil })).toEqual(['previous: previousUntil is set but previous is not'])
    expect(issues({ ...config, previousUntil: '2026-12-01T00:00:00' })).toEqual([expect.stringMatching(/^previousUntil: Expected an ISO-8601 date-time/)])
    expect(issues({ ...config, previous: NEW.toString('base64') })).toEqual(['previous: Must differ from current'])
    expect(issues({ current: 'short' })).toEqual(['current: Must be 32 bytes, as 64 hex characters or base64'])
    expect(issues({ current: config.current, other: 1 })?.[0]).toMatch(/other/)
  })

  it('reads the variables, naming the one at fault', () => {
    const env = {
      FOYER_SESSION_KEY: NEW.toString('hex'),
      FOYER_SESSION_KEY_PREVIOUS: OLD.toString('hex'),
      FOYER_SESSION_KEY_PREVIOUS_UNTIL: '2026-12-01T01:00:00+01:00',
    }
    expect(sessionKeysFromEnv(env)).toEqual({ current: NEW, previous: { key: OLD, until: UNTIL } })
    expect(() => sessionKeysFromEnv({ ...env, FOYER_SESSION_KEY_PREVIOUS_UNTIL: '' })).toThrow(/FOYER_SESSION_KEY_PREVIOUS_UNTIL: Required with previous/)
    expect(() => sessionKeysFromEnv({ ...env, FOYER_SESSION_KEY: 'abcd' })).toThrow(/FOYER_SESSION_KEY: Must be 32 bytes/)
    expect(() => sessionKeysFromEnv({ FOYER_SESSION_KEY_PREVIOUS: env.FOYER_SESSION_KEY_PREVIOUS })).toThrow(
      'FOYER_SESSION_KEY_PREVIOUS is set without FOYER_SESSION_KEY',
    )
  })

  it('requires the key outside development, and derives development keys from the recovery key', () => {
    const production = { NODE_ENV: 'production', FOYER_DEV: undefined }
    expect(() => sessionKeysFromEnv(production)).toThrow(ServerConfigError)
    expect(() => sessionKeysFromEnv(production)).toThrow(/FOYER_SESSION_KEY is required in production/)
    expect(() => sessionKeysOrDevelopment(undefined, 'siwxRoutes({ sessionKeys })', production)).toThrow(
      /siwxRoutes\(\{ sessionKeys \}\) is required in production/,
    )
    expect(sessionKeysOrDevelopment({ current: NEW }, 'x', production)).toEqual({ current: NEW })

    const development = { NODE_ENV: 'test', FOYER_DEV: '1' }
    const derived = sessionKeysFromEnv(development, OLD)
    expect(derived).toEqual(developmentSessionKeys(OLD))
    expect(derived.current).not.toEqual(OLD)
    expect(developmentSessionKeys(NEW).current).not.toEqual(derived.current)
    expect(sessionKeysFromEnv(development).current).not.toEqual(sessionKeysFromEnv(development).current)
    expect(sessionKeysOrDevelopment(undefined, 'x', development).current).toHaveLength(32)
  })

  it('warns at start about an overlap that has ended', () => {
    const config = { current: NEW.toString('hex'), previous: OLD.toString('hex'), previousUntil: '2026-12-01T00:00:00Z' }
    expect(sessionKeysWarnings(config, UNTIL - 1)).toEqual([])
    expect(sessionKeysWarnings(config, UNTIL)).toEqual([
      expect.stringMatching(/^sessionKeys\.previousUntil \(FOYER_SESSION_KEY_PREVIOUS_UNTIL\) .* has passed/),
    ])
    expect(sessionKeysWarnings({ current: config.current }, UNTIL)).toEqual([])
    expect(sessionKeysWarnings(undefined, UNTIL)).toEqual([])
  })
})
