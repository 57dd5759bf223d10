import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { ONE_TIME_CODE_ALPHABET, ONE_TIME_CODE_LENGTH } from '../../../src/protocol/oneTimeCode'
import { isDevelopment, modeOf } from '../../http/developmentMode'
import { ServerConfigError } from '../../http/ServerConfigError'
import { HttpError } from '../HttpError'
import { KEY_BYTES, createTokenSigner, developmentSessionKeys, keyFromText } from './sessionKeys'
import type { SessionKeys } from './sessionKeys'

/** Length of the server key from `FOYER_RECOVERY_KEY` (AES-256). */
export const SERVER_KEY_BYTES = KEY_BYTES

/**
 * The auth service's secrets: the server key (`FOYER_RECOVERY_KEY`), from which the recovery-share
 * encryption key and the code-hashing key are derived (HKDF), and the session keys
 * (`FOYER_SESSION_KEY`, rotated with an overlap), which sign every bearer token; helpers for tokens
 * and codes.
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
  const bytes = keyFromText(raw)
  if (!bytes) throw new ServerConfigError('FOYER_RECOVERY_KEY must be 32 bytes (64 hex characters or base64)')
  return bytes
}

/** Options of {@link createAuthSecrets}. */
export type AuthSecretsOptions = {
  /**
   * The keys bearer tokens are signed with (see `sessionKeysFromEnv`).
   * @default development's keys derived from the server key
   */
  sessionKeys?: SessionKeys
  /** The clock that ends the previous session key's overlap. @default Date.now */
  now?: () => number
}

/** The answer to a bearer token that no accepted session key signed, unless the caller names its own. */
const refusedToken = () => new HttpError(401, 'invalid_token')

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

/**
 * Builds the secret helpers from the server key and the session keys.
 *
 * The one-time-code key stays derived from the server key rather than from the session keys: a code
 * lives minutes and is never held by a client in signed form, so rotating the session keys has nothing
 * to revoke there, while an HMAC under a rotating key would need the previous key's overlap checked for
 * every pending code. The server key never rotates (it also seals the recovery shares), so code hashes
 * stay valid for their short life whatever the session keys do.
 *
 * @example
 * const secrets = createAuthSecrets(serverKeyFromEnv(process.env), { sessionKeys: sessionKeysFromEnv(process.env) })
 * const sealed = secrets.seal(share, userId)
 */
export function createAuthSecrets(serverKey: Uint8Array, options: AuthSecretsOptions = {}) {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), info, 32))
  const recoveryKey = derive('foyer recovery share v1')
  const codeKey = derive('foyer one-time code v1')
  const signer = createTokenSigner(options.sessionKeys ?? developmentSessionKeys(serverKey), options.now ?? Date.now)

  return {
    /** A new bearer token, signed with the current session key (96 base64url characters). */
    newToken: (): string => signer.mint(),
    /** Whether a bearer token was signed with a session key still accepted; no lookup needed. */
    verifyToken: (token: string): boolean => signer.verify(token),
    /**
     * The stored form of a bearer token: the sha-256 (hex) of the whole token, computed only once its
     * signature checks, so a forged, altered or expired-key token never reaches the store.
     *
     * @param refusal the error to throw for a token that does not verify. @default HttpError 401 `invalid_token`
     * @throws what `refusal` returns when no accepted session key signed the token.
     */
    hashToken(token: string, refusal: () => Error = refusedToken): string {
      if (!signer.verify(token)) throw refusal()
      return sha256(token)
    },
    /** The sha-256 (hex) of any text, for comparing secrets through {@link sameDigest} in constant time. */
    digest: sha256,
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
