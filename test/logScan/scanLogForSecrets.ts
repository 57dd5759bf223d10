import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEV_RECOVERY_KEY_FILE } from '../../services/server/devRecoveryKey'

/** A secret to look for: what it is (`code`, `sessionToken`, ...) and its exact text. */
export type KnownSecret = { kind: string; value: string }

/** A log line that carries a secret: its number (from 1), the secret's kind, and the line with it masked. */
export type SecretFinding = { line: number; kind: string; excerpt: string }

// Secrets found by their shape rather than their value. A token of `newToken`'s format (32 random
// bytes in base64url: 43 characters) is told from a Solana address or a base58 id, which have the same
// length, by a `-` or `_`, which base58 lacks. A signed bearer token (`newToken` now: 96 base64url
// characters) is told from a hex digest of that length by holding both upper- and lower-case letters.
const SHAPES: readonly { kind: string; pattern: RegExp }[] = [
  { kind: 'bearer', pattern: /\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/gi },
  { kind: 'token-shaped', pattern: /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9]*[-_])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g },
  {
    kind: 'signed-token-shaped',
    pattern: /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]{0,95}[a-z])(?=[A-Za-z0-9_-]{0,95}[A-Z])[A-Za-z0-9_-]{96}(?![A-Za-z0-9_-])/g,
  },
  { kind: 'private key field', pattern: /\b(?:private_?key|secret_?key|mnemonic|seed_?phrase|recovery_?key)"?\s*[:=]\s*"?[^\s",}]{16,}/gi },
]

// Known values shorter than this are not looked for: a short string matches by chance.
const MIN_LENGTH = 8

/**
 * The variants a known secret may be logged as: itself, and for a one-time code its lower case and its
 * dashed display form (`4KQ7-011Z`), as the e-mail shows it.
 */
function variants(secret: KnownSecret): string[] {
  if (secret.kind !== 'code' && secret.kind !== 'otp') return [secret.value]
  const plain = secret.value.replace(/-/g, '')
  const dashed = plain.length === 8 ? `${plain.slice(0, 4)}-${plain.slice(4)}` : plain
  return [...new Set([secret.value, plain, dashed, plain.toLowerCase(), dashed.toLowerCase()])]
}

/**
 * Every log line that carries a secret: one of `known` (any variant), a Bearer value, a token-shaped
 * string, or a labelled private key. Each line is reported once per kind, with the secret masked.
 *
 * @example
 * findSecrets(['{"msg":"answered","path":"/v1/sessions/…"}'], [{ kind: 'id', value: 's3cr3t-session-id' }]) // []
 */
export function findSecrets(lines: readonly string[], known: readonly KnownSecret[]): SecretFinding[] {
  // Indexed by their first MIN_LENGTH characters, so each line is read once whatever the number of secrets.
  const index = new Map<string, { kind: string; value: string }[]>()
  for (const secret of known) {
    for (const value of variants(secret)) {
      if (value.length < MIN_LENGTH) continue
      const key = value.slice(0, MIN_LENGTH)
      index.set(key, [...(index.get(key) ?? []), { kind: secret.kind, value }])
    }
  }
  const findings: SecretFinding[] = []
  lines.forEach((text, at) => {
    const found = new Map<string, string>()
    for (let i = 0; i + MIN_LENGTH <= text.length; i++) {
      for (const secret of index.get(text.slice(i, i + MIN_LENGTH)) ?? []) {
        if (!found.has(secret.kind) && text.startsWith(secret.value, i)) found.set(secret.kind, secret.value)
      }
    }
    for (const shape of SHAPES) {
      const match = text.match(shape.pattern)?.[0]
      // A known secret of that shape is reported once, by its own kind.
      if (match && !found.has(shape.kind) && ![...found.values()].some((value) => value.includes(match) || match.includes(value))) found.set(shape.kind, match)
    }
    for (const [kind, value] of found) findings.push({ line: at + 1, kind, excerpt: text.split(value).join('<SECRET>').slice(0, 300) })
  })
  return findings
}

/**
 * Reads the secrets an end-to-end stack recorded (`FOYER_STACK_SECRETS_FILE`: `{ kind, value }` lines)
 * and, when the data directory holds one, its development recovery key.
 */
export function recordedSecrets(secretsFile: string, dataDir?: string): KnownSecret[] {
  const secrets: KnownSecret[] = existsSync(secretsFile)
    ? readFileSync(secretsFile, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as KnownSecret)
    : []
  const keyFile = dataDir ? join(dataDir, DEV_RECOVERY_KEY_FILE) : undefined
  if (keyFile && existsSync(keyFile)) secrets.push({ kind: 'recovery key', value: readFileSync(keyFile, 'utf8').trim() })
  return secrets
}

/**
 * Scans a log file for secrets: {@link findSecrets} over its lines, with the recorded secrets.
 *
 * @returns the findings, and how many lines and known secrets were checked (a scan of nothing proves nothing).
 * @throws when the log file does not exist.
 */
export function scanLogFile(logFile: string, known: readonly KnownSecret[]): { findings: SecretFinding[]; lines: number; secrets: number } {
  const lines = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
  return { findings: findSecrets(lines, known), lines: lines.length, secrets: known.length }
}
