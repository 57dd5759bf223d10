import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { ONE_TIME_CODE_ALPHABET, ONE_TIME_CODE_LENGTH } from '../../../src/protocol/oneTimeCode'
import { isDevelopment, modeOf } from '../../http/developmentMode'
import { ServerConfigError } from '../../http/ServerConfigError'

/** Length of the server key from `FOYER_RECOVERY_KEY` (AES-256). */
export const SERVER_KEY_BYTES = 32

/**
 * The auth service's secrets: one server key, from which the recovery-share encryption key and the
 * code-hashing key are derived (HKDF), and helpers for tokens and codes.
 */
export type AuthSecrets = ReturnType<typeof createAuthSecrets>

/**
 * Reads the server key: `FOYER_RECOVERY_KEY` as 64 hex characters or base64 of 32 bytes. Without it a
 * random key per process is used, which is only fit for development (the in-memory store is lost at
 * exit anyway); outside development (`FOYER_DEV=1` with `NODE_ENV` `development` or `test`, read from
 * `env`, else from the process) it is required.
 *
 * @throws when the variable is set but is not 32 bytes, or is missing outside development.
 * @example
 * serverKeyFromEnv({ FOYER_RECOVERY_KEY: 'ab'.repeat(32) })
 */
export function serverKeyFromEnv(env: Readonly<Record<string, string | undefined>>): Uint8Array {
  const raw = env.FOYER_RECOVERY_KEY?.trim()
  if (!raw) {
    // A random key seals recovery shares that no later process can open: fine for tests and
    // `npm start`, never for a production server, where it would lose every wallet's recovery.
    if (!isDevelopment(modeOf(env))) {
      throw new ServerConfigError('FOYER_RECOVERY_KEY is required in production (a random per-process key is only for development, FOYER_DEV=1)')
    }
    return randomBytes(SERVER_KEY_BYTES)
  }
  const bytes = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64')
  if (bytes.length !== SERVER_KEY_BYTES) throw new ServerConfigError('FOYER_RECOVERY_KEY must be 32 bytes (64 hex characters or base64)')
  return bytes
}

/**
 * Builds the secret helpers from the server key.
 *
 * @example
 * const secrets = createAuthSecrets(serverKeyFromEnv(process.env))
 * const sealed = secrets.seal(share, userId)
 */
export function createAuthSecrets(serverKey: Uint8Array) {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), info, 32))
  const recoveryKey = derive('foyer recovery share v1')
  const codeKey = derive('foyer one-time code v1')

  return {
    /** A random bearer token (32 bytes, base64url). */
    newToken: (): string => randomBytes(32).toString('base64url'),
    /** The stored form of a high-entropy token: its sha-256 (hex). */
    hashToken: (token: string): string => createHash('sha256').update(token).digest('hex'),
    /** An 8-character code of Crockford's base32 alphabet, each character uniformly drawn. */
    newCode: (): string =>
      Array.from({ length: ONE_TIME_CODE_LENGTH }, () => ONE_TIME_CODE_ALPHABET.charAt(randomInt(0, ONE_TIME_CODE_ALPHABET.length))).join(''),
    /**
     * The stored form of a code (given normalized). 40 bits are too few for a plain hash (a dump could
     * be brute forced), so it is an HMAC under a key derived from the server key, bound to what the
     * code is for.
     */
    hashCode: (code: string, scope: string): string => createHmac('sha256', codeKey).update(`${scope}\n${code}`).digest('hex'),
    /** Compares two hex digests in constant time. */
    sameDigest(a: string, b: string): boolean {
      const left = Buffer.from(a, 'hex')
      const right = Buffer.from(b, 'hex')
      return left.length === right.length && timingSafeEqual(left, right)
    },
    /** Encrypts a recovery share (AES-256-GCM, bound to the user id): base64 of iv | ciphertext | tag. */
    seal(plain: string, userId: string): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', recoveryKey, iv)
      cipher.setAAD(Buffer.from(userId))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64')
    },
    /** @throws when the sealed value was altered, moved to another user or sealed under another key. */
    open(sealed: string, userId: string): string {
      const bytes = Buffer.from(sealed, 'base64')
      const decipher = createDecipheriv('aes-256-gcm', recoveryKey, bytes.subarray(0, 12))
      decipher.setAAD(Buffer.from(userId))
      decipher.setAuthTag(bytes.subarray(bytes.length - 16))
      return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8')
    },
  }
}
