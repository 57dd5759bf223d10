import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { isDevelopment, modeOf } from '../../http/developmentMode'
import type { ModeEnv } from '../../http/developmentMode'
import { ServerConfigError } from '../../http/ServerConfigError'

/** Length of a session key (HMAC-SHA256 key), and of the recovery key. */
export const KEY_BYTES = 32

/** Length of a signed bearer token: base64url of 32 random bytes, an 8-byte key id and a 32-byte HMAC. */
export const SIGNED_TOKEN_LENGTH = 96

/**
 * The keys the API signs its bearer tokens with (sessions, social sign-in results, Farcaster channels,
 * device-approval links, SIWX sessions). New tokens are always signed with `current`; a token signed
 * with `previous` is still accepted before `previous.until` (ms since the epoch), so a rotation signs
 * nobody out during the overlap.
 */
export type SessionKeys = {
  /** 32 bytes. */
  current: Uint8Array
  /** The key being retired and the moment its tokens stop being accepted. @default none */
  previous?: { key: Uint8Array; until: number }
}

/** Mints and checks signed bearer tokens. */
export type TokenSigner = {
  /** A new token: 32 random bytes, the current key's id and their HMAC under that key, in base64url. */
  mint(): string
  /**
   * Whether `token` was minted under one of the keys still accepted (the previous one only before its
   * end). Pure computation: a caller checks this before any lookup, so a forged token costs no query.
   */
  verify(token: string): boolean
}

/** Reads a 32-byte key written as 64 hex characters or base64; `undefined` when it is not one. */
export function keyFromText(raw: string): Uint8Array | undefined {
  const text = raw.trim()
  if (!text) return undefined
  const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64')
  return bytes.length === KEY_BYTES ? bytes : undefined
}

const keyHex = (raw: string) => Buffer.from(keyFromText(raw) ?? []).toString('hex')

const keyTextSchema = z.string().refine((raw) => keyFromText(raw) !== undefined, 'Must be 32 bytes, as 64 hex characters or base64')

/**
 * `sessionKeys` as the configuration writes them: `current`, and while rotating, `previous` with the
 * ISO-8601 date-time (with its offset, e.g. `2026-12-01T00:00:00Z`) until which its tokens are accepted.
 */
export const sessionKeysConfigSchema = z
  .strictObject({
    current: keyTextSchema,
    previous: keyTextSchema.optional(),
    previousUntil: z.iso.datetime({ offset: true, error: 'Expected an ISO-8601 date-time with its offset, e.g. 2026-12-01T00:00:00Z' }).optional(),
  })
  .refine((keys) => keys.previous === undefined || keys.previousUntil !== undefined, {
    path: ['previousUntil'],
    message: 'Required with previous: until when tokens signed with the previous key are accepted',
  })
  .refine((keys) => keys.previousUntil === undefined || keys.previous !== undefined, {
    path: ['previous'],
    message: 'previousUntil is set but previous is not',
  })
  .refine((keys) => keys.previous === undefined || keyHex(keys.previous) !== keyHex(keys.current), {
    path: ['previous'],
    message: 'Must differ from current',
  })

/** `sessionKeys` as written in the configuration. */
export type SessionKeysConfig = z.output<typeof sessionKeysConfigSchema>

/**
 * The keys of a validated `sessionKeys` configuration.
 *
 * @example
 * sessionKeysFromConfig({ current: 'ab'.repeat(32), previous: 'cd'.repeat(32), previousUntil: '2026-12-01T00:00:00Z' })
 */
export function sessionKeysFromConfig(config: SessionKeysConfig): SessionKeys {
  const current = keyFromText(config.current)
  const previous = config.previous === undefined ? undefined : keyFromText(config.previous)
  if (!current || (config.previous !== undefined && !previous))
    throw new ServerConfigError('sessionKeys: each key must be 32 bytes (64 hex characters or base64)')
  if (!previous) return { current }
  const until = Date.parse(config.previousUntil ?? '')
  if (Number.isNaN(until)) throw new ServerConfigError('sessionKeys.previousUntil is required with sessionKeys.previous (an ISO-8601 date-time)')
  return { current, previous: { key: previous, until } }
}

/**
 * Development's keys when none are configured: derived from the recovery key when one is given (the
 * development stack keeps that one beside its data, so sessions outlive a restart), else random for
 * this process.
 */
export function developmentSessionKeys(recoveryKey?: Uint8Array): SessionKeys {
  if (!recoveryKey) return { current: randomBytes(KEY_BYTES) }
  return { current: Buffer.from(hkdfSync('sha256', recoveryKey, Buffer.alloc(0), 'foyer development session key v1', KEY_BYTES)) }
}

/**
 * Reads `FOYER_SESSION_KEY`, `FOYER_SESSION_KEY_PREVIOUS` and `FOYER_SESSION_KEY_PREVIOUS_UNTIL`. Without
 * them, development (`FOYER_DEV=1` with `NODE_ENV` `development` or `test`) uses
 * {@link developmentSessionKeys}; anywhere else they are required: a per-process key would sign every
 * user out at each restart and split users between instances.
 *
 * @throws {ServerConfigError} when a variable is invalid, or the key is missing outside development.
 * @example
 * sessionKeysFromEnv({ FOYER_SESSION_KEY: 'ab'.repeat(32) })
 */
export function sessionKeysFromEnv(env: Readonly<Record<string, string | undefined>>, recoveryKey?: Uint8Array): SessionKeys {
  const read = (name: string) => env[name]?.trim() || undefined
  const input = { current: read('FOYER_SESSION_KEY'), previous: read('FOYER_SESSION_KEY_PREVIOUS'), previousUntil: read('FOYER_SESSION_KEY_PREVIOUS_UNTIL') }
  if (input.current === undefined) {
    if (input.previous !== undefined) throw new ServerConfigError('FOYER_SESSION_KEY_PREVIOUS is set without FOYER_SESSION_KEY')
    if (isDevelopment(modeOf(env))) return developmentSessionKeys(recoveryKey)
    throw new ServerConfigError(
      'FOYER_SESSION_KEY is required in production (a per-process key is only for development, FOYER_DEV=1): 32 bytes, e.g. `openssl rand -hex 32`',
    )
  }
  const parsed = sessionKeysConfigSchema.safeParse(input)
  if (!parsed.success) {
    const names: Record<string, string> = {
      current: 'FOYER_SESSION_KEY',
      previous: 'FOYER_SESSION_KEY_PREVIOUS',
      previousUntil: 'FOYER_SESSION_KEY_PREVIOUS_UNTIL',
    }
    const problems = parsed.error.issues.map((issue) => `${names[String(issue.path[0])] ?? 'FOYER_SESSION_KEY'}: ${issue.message}`)
    throw new ServerConfigError(`Invalid session keys: ${problems.join('; ')}`, { problems })
  }
  return sessionKeysFromConfig(parsed.data)
}

/**
 * The keys given, else development's random ones; outside development a missing value throws.
 *
 * @throws {ServerConfigError} naming `option` when `keys` is missing outside development.
 */
export function sessionKeysOrDevelopment(keys: SessionKeys | undefined, option: string, env: ModeEnv = process.env): SessionKeys {
  if (keys) return keys
  if (isDevelopment(modeOf(env))) return developmentSessionKeys()
  throw new ServerConfigError(`${option} is required in production (a per-process key is only for development, FOYER_DEV=1)`)
}

/**
 * Why the configured keys deserve a look at start-up, as sentences (empty when nothing does): an
 * overlap that has already ended accepts nothing more than `current` alone, so `previous` can go.
 */
export function sessionKeysWarnings(config: SessionKeysConfig | undefined, now: number): string[] {
  if (config?.previousUntil === undefined || Date.parse(config.previousUntil) > now) return []
  return [
    `sessionKeys.previousUntil (FOYER_SESSION_KEY_PREVIOUS_UNTIL) ${config.previousUntil} has passed: tokens of the previous key are refused; remove sessionKeys.previous`,
  ]
}

type SigningKey = { id: Buffer; macKey: Buffer }

// The id and the MAC key are derived apart, so the id a token shows tells nothing of the MAC key.
function signingKey(key: Uint8Array): SigningKey {
  const derive = (info: string, length: number) => Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), info, length))
  return { id: derive('foyer bearer token key id v1', 8), macKey: derive('foyer bearer token mac v1', 32) }
}

const mac = (key: SigningKey, body: Buffer) => createHmac('sha256', key.macKey).update(body).digest()

/**
 * A signer over `keys`: tokens are base64url of `random(32) | keyId(8) | HMAC-SHA256(random | keyId)`,
 * 96 URL-safe characters. The key id is public (every token shows it), so picking the key by it needs
 * no constant time; the MAC is compared in constant time.
 *
 * @example
 * const signer = createTokenSigner(sessionKeysFromEnv(process.env), Date.now)
 * signer.verify(signer.mint()) // true
 */
export function createTokenSigner(keys: SessionKeys, now: () => number): TokenSigner {
  const current = signingKey(keys.current)
  const previous = keys.previous ? { ...signingKey(keys.previous.key), until: keys.previous.until } : undefined
  return {
    mint() {
      const body = Buffer.concat([randomBytes(32), current.id])
      return Buffer.concat([body, mac(current, body)]).toString('base64url')
    },
    verify(token) {
      if (token.length !== SIGNED_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return false
      const bytes = Buffer.from(token, 'base64url')
      const id = bytes.subarray(32, 40)
      const key = current.id.equals(id) ? current : previous?.id.equals(id) && now() < previous.until ? previous : undefined
      if (!key) return false
      return timingSafeEqual(mac(key, bytes.subarray(0, 40)), bytes.subarray(40))
    },
  }
}
