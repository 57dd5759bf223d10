import { describe, expect, it } from 'vitest'
import { InvalidPairingTimingError } from '../errors/walletConnectErrors'
import { defaultPairingTimings, isPairingExpired, msUntilPairingExpires, resolvePairingTimings } from './pairingTimings'

describe('pairing lifetime (4 minutes, expired at 10 s or less left)', () => {
  it.each([
    // [ms since creation, ms until expired, expired]
    [0, 230_000, false],
    [229_999, 1, false],
    [230_000, 0, true],
    [235_000, 0, true],
    [240_000, 0, true],
    [300_000, 0, true],
  ])('%i ms after creation: %i ms left before expiry, expired %s', (elapsed, left, expired) => {
    const createdAt = 1_000_000
    expect(msUntilPairingExpires(createdAt, createdAt + elapsed, defaultPairingTimings)).toBe(left)
    expect(isPairingExpired(createdAt, createdAt + elapsed, defaultPairingTimings)).toBe(expired)
  })

  it('uses injected lifetimes', () => {
    const timings = resolvePairingTimings({ lifetime: 3_000, expiryMargin: 1_000 })
    expect(msUntilPairingExpires(0, 500, timings)).toBe(1_500)
    expect(isPairingExpired(0, 2_000, timings)).toBe(true)
  })
})

describe('resolvePairingTimings', () => {
  it('defaults to a 4 min lifetime, a 10 s margin and a 15 s URI timeout', () => {
    expect(resolvePairingTimings()).toEqual({ lifetime: 240_000, expiryMargin: 10_000, uriTimeout: 15_000 })
    expect(resolvePairingTimings({ uriTimeout: undefined })).toEqual(defaultPairingTimings)
  })

  it.each([
    [{ lifetime: 0 }, 'Pairing timing "lifetime" must be a positive number of milliseconds, got 0.'],
    [{ uriTimeout: Number.NaN }, 'Pairing timing "uriTimeout" must be a positive number of milliseconds, got NaN.'],
    [{ expiryMargin: -1 }, 'Pairing timing "expiryMargin" must be a non-negative number of milliseconds, got -1.'],
    [{ lifetime: 5_000 }, 'Pairing expiryMargin (10000 ms) must be shorter than its lifetime (5000 ms).'],
  ])('refuses %o', (overrides, message) => {
    expect(() => resolvePairingTimings(overrides)).toThrow(new InvalidPairingTimingError(message))
  })

  it('accepts a zero margin', () => {
    expect(resolvePairingTimings({ expiryMargin: 0 }).expiryMargin).toBe(0)
  })
})
