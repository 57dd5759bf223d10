import { InvalidPairingTimingError } from '../errors/walletConnectErrors'

/** How long a pairing lives and how long Foyer waits for one. All values in milliseconds. */
export type PairingTimings = {
  /**
   * Lifetime of a pairing URI (4 minutes).
   * @default 240_000
   */
  lifetime: number
  /**
   * A pairing counts as expired when this much time or less is left (10 s), so a QR is
   * never scanned in its last seconds.
   * @default 10_000
   */
  expiryMargin: number
  /**
   * How long to wait for the pairing URI before showing 'Failed to connect'. The WalletConnect
   * provider neither resolves nor rejects when the relay does not answer, so this is Foyer's own.
   * @default 15_000
   */
  uriTimeout: number
}

/** The default pairing lifetime and margin, and the default URI timeout. */
export const defaultPairingTimings: PairingTimings = { lifetime: 240_000, expiryMargin: 10_000, uriTimeout: 15_000 }

/**
 * Fills in defaults and checks the values: each must be a positive finite number (the margin may
 * be 0) and the margin shorter than the lifetime.
 *
 * @throws {InvalidPairingTimingError} for values that would make every pairing expire at once or never time out.
 * @example
 * resolvePairingTimings({ lifetime: 30_000 }) // { lifetime: 30_000, expiryMargin: 10_000, uriTimeout: 15_000 }
 */
export function resolvePairingTimings(overrides: Partial<PairingTimings> = {}): PairingTimings {
  const timings = { ...defaultPairingTimings, ...definedOnly(overrides) }
  for (const [name, value] of Object.entries(timings)) {
    const allowZero = name === 'expiryMargin'
    if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
      throw new InvalidPairingTimingError(`Pairing timing "${name}" must be a ${allowZero ? 'non-negative' : 'positive'} number of milliseconds, got ${value}.`)
    }
  }
  if (timings.expiryMargin >= timings.lifetime) {
    throw new InvalidPairingTimingError(`Pairing expiryMargin (${timings.expiryMargin} ms) must be shorter than its lifetime (${timings.lifetime} ms).`)
  }
  return timings
}

/**
 * Milliseconds from `now` until a pairing created at `createdAt` counts as expired (0 when it
 * already does): the lifetime minus the margin.
 *
 * @example
 * msUntilPairingExpires(0, 0, defaultPairingTimings) // 230_000
 */
export function msUntilPairingExpires(createdAt: number, now: number, timings: PairingTimings): number {
  return Math.max(0, createdAt + timings.lifetime - timings.expiryMargin - now)
}

/**
 * Whether a pairing created at `createdAt` counts as expired at `now`: 10 s or less left by
 * default.
 *
 * @example
 * isPairingExpired(0, 230_000, defaultPairingTimings) // true (exactly 10 s left)
 */
export function isPairingExpired(createdAt: number, now: number, timings: PairingTimings): boolean {
  return msUntilPairingExpires(createdAt, now, timings) === 0
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>
}
