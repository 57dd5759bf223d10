import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { z } from 'zod'
import { socialProviderSchema } from '../../src/protocol/payloads'
import type { SocialProvider } from '../../src/protocol/payloads'
import { ServerConfigError } from '../http/ServerConfigError'
import { oauthConfigSchema } from '../api/auth/oauthConfig'
import type { OAuthConfig } from '../api/auth/oauthConfig'
import { serverConfigSchema } from './serverConfigSchema'
import type { ServerConfig } from './serverConfigSchema'

/** The configuration cannot be read or is invalid: one error listing every problem, each naming its key. */
function invalidConfiguration(problems: readonly string[]): ServerConfigError {
  return new ServerConfigError(`Invalid Foyer configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`, { problems })
}

/** A variable and the key it sets; its text is read as JSON, as a flag (1/0), or as it is when `kind` is left out. */
type EnvKey = { envVar: string; path: readonly string[]; kind?: 'json' | 'flag' }

// `_SECRET` is the older spelling of `_CLIENT_SECRET`; listed first so the longer name wins. Each
// provider reads the fields its kind of configuration has.
const OAUTH_FIELDS = [
  ['CLIENT_ID', 'clientId'],
  ['SECRET', 'clientSecret'],
  ['CLIENT_SECRET', 'clientSecret'],
] as const
type FieldPairs = readonly (readonly [suffix: string, field: string])[]
const OAUTH2_FIELDS: FieldPairs = [
  ['AUTHORIZATION_ENDPOINT', 'authorizationEndpoint'],
  ['TOKEN_ENDPOINT', 'tokenEndpoint'],
  ['USERINFO_ENDPOINT', 'userinfoEndpoint'],
]
const OAUTH_KIND_FIELDS: Readonly<Record<SocialProvider, FieldPairs>> = {
  google: [['ISSUER', 'issuer']],
  apple: [
    ['TEAM_ID', 'teamId'],
    ['KEY_ID', 'keyId'],
    ['ISSUER', 'issuer'],
  ],
  github: OAUTH2_FIELDS,
  discord: OAUTH2_FIELDS,
  x: OAUTH2_FIELDS,
  facebook: OAUTH2_FIELDS,
  oidc: [
    ['ISSUER', 'issuer'],
    ['NAME', 'name'],
    ['ICON_URL', 'iconUrl'],
  ],
}

/**
 * Every environment variable the services read, and the config-file key it sets. A variable wins
 * over the same key in the file, so a secret can stay out of the file.
 */
export const SERVER_ENV_KEYS: readonly EnvKey[] = [
  { envVar: 'FOYER_DEV', path: ['dev'], kind: 'flag' },
  { envVar: 'FOYER_PROJECTS', path: ['projects'], kind: 'json' },
  { envVar: 'FOYER_HOST', path: ['host'] },
  { envVar: 'FOYER_ALLOWED_HOSTS', path: ['allowedHosts'], kind: 'json' },
  { envVar: 'FOYER_API_PUBLIC_URL', path: ['api', 'publicUrl'] },
  { envVar: 'FOYER_API_PORT', path: ['api', 'port'] },
  { envVar: 'FOYER_FRAME_PUBLIC_URL', path: ['frame', 'publicUrl'] },
  { envVar: 'FOYER_FRAME_PORT', path: ['frame', 'port'] },
  { envVar: 'FOYER_FRAME_MAX_FEE_WEI', path: ['frame', 'maxFeeWei'] },
  { envVar: 'FOYER_CHAINS', path: ['chains'], kind: 'json' },
  { envVar: 'FOYER_SOLANA', path: ['solana'], kind: 'json' },
  { envVar: 'FOYER_TOKEN_LISTS', path: ['tokenLists'], kind: 'json' },
  { envVar: 'FOYER_IMAGES_DIR', path: ['images', 'directory'] },
  { envVar: 'FOYER_SMTP_URL', path: ['smtp', 'url'] },
  { envVar: 'FOYER_SMTP_FROM', path: ['smtp', 'from'] },
  ...socialProviderSchema.options.flatMap((provider) =>
    [...OAUTH_FIELDS, ...OAUTH_KIND_FIELDS[provider]].map(([suffix, field]) => ({
      envVar: `FOYER_OAUTH_${provider.toUpperCase()}_${suffix}`,
      path: ['oauth', provider, field],
    })),
  ),
  { envVar: 'FOYER_RECOVERY_KEY', path: ['recoveryKey'] },
  { envVar: 'FOYER_SESSION_KEY', path: ['sessionKeys', 'current'] },
  { envVar: 'FOYER_SESSION_KEY_PREVIOUS', path: ['sessionKeys', 'previous'] },
  { envVar: 'FOYER_SESSION_KEY_PREVIOUS_UNTIL', path: ['sessionKeys', 'previousUntil'] },
  { envVar: 'FOYER_FARCASTER_RELAY_URL', path: ['farcaster', 'relayUrl'] },
  { envVar: 'FOYER_FARCASTER_OPTIMISM_RPC_URL', path: ['farcaster', 'optimismRpcUrl'] },
  { envVar: 'FOYER_FARCASTER_DOMAIN', path: ['farcaster', 'domain'] },
  { envVar: 'FOYER_FARCASTER_SIWE_URI', path: ['farcaster', 'siweUri'] },
  { envVar: 'FOYER_NAME_GATEWAY_KEY', path: ['names', 'gatewayKey'] },
  { envVar: 'FOYER_DATABASE_URL', path: ['database', 'url'] },
  { envVar: 'FOYER_DATA_DIR', path: ['database', 'dataDir'] },
  { envVar: 'FOYER_TRUST_PROXY', path: ['trustProxy'] },
  { envVar: 'FOYER_LOG_LEVEL', path: ['logLevel'] },
  { envVar: 'FOYER_RATE_LIMITS', path: ['rateLimits'], kind: 'json' },
  { envVar: 'FOYER_CODE_THROTTLE_MS', path: ['codeThrottleMs'] },
  { envVar: 'FOYER_SWAPS', path: ['swaps'], kind: 'json' },
  { envVar: 'FOYER_PRICES', path: ['prices'], kind: 'json' },
  { envVar: 'FOYER_PRICES_API_KEY', path: ['prices', 'http', 'apiKey'] },
  { envVar: 'FOYER_RPC_GATEWAY', path: ['rpcGateway'], kind: 'json' },
  { envVar: 'FOYER_BALANCE_READS_PER_IP', path: ['balanceReadsPerIp'], kind: 'json' },
  { envVar: 'FOYER_ONRAMP_MELD_PUBLIC_KEY', path: ['onramp', 'meld', 'publicKey'] },
  { envVar: 'FOYER_ONRAMP_MELD_URL', path: ['onramp', 'meld', 'url'] },
  { envVar: 'FOYER_MELD_API_KEY', path: ['onramp', 'meld', 'apiKey'] },
  { envVar: 'FOYER_ONRAMP_MELD_API_URL', path: ['onramp', 'meld', 'apiUrl'] },
]

type Env = Readonly<Record<string, string | undefined>>
type Json = Record<string, unknown>

/**
 * Reads the services' configuration: the JSON file named by `FOYER_CONFIG` (if any), then the
 * `FOYER_*` variables of {@link SERVER_ENV_KEYS} over it, validated with zod.
 *
 * @throws {ServerConfigError} listing every problem as `key: message`, e.g.
 *   `projects[0].allowedOrigins[1]: Invalid origin pattern ... (FOYER_PROJECTS)`.
 * @example
 * const config = loadServerConfig(process.env)
 */
export function loadServerConfig(env: Env = process.env): ServerConfig {
  const problems: string[] = []
  const configPath = env.FOYER_CONFIG?.trim() ? resolve(env.FOYER_CONFIG.trim()) : undefined
  let raw: Json = {}
  if (configPath) {
    try {
      // Stryker disable next-line StringLiteral: with no encoding readFileSync gives a Buffer, which JSON.parse reads as UTF-8 text all the same.
      const parsed: unknown = JSON.parse(readFileSync(configPath, 'utf8'))
      if (isObject(parsed)) raw = parsed
      else problems.push(`FOYER_CONFIG (${configPath}): the file must hold a JSON object`)
    } catch (error) {
      problems.push(`FOYER_CONFIG (${configPath}): ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const fromEnv = new Map<string, string>()
  for (const key of SERVER_ENV_KEYS) {
    const text = env[key.envVar]
    if (text === undefined || text.trim() === '') continue
    let value: unknown = text.trim()
    if (key.kind === 'flag') {
      if (!/^(1|0|true|false)$/.test(text.trim())) {
        problems.push(`${key.envVar}: expected 1 or 0`)
        continue
      }
      value = text.trim() === '1' || text.trim() === 'true'
    } else if (key.kind === 'json') {
      try {
        value = JSON.parse(text)
      } catch {
        problems.push(`${key.envVar}: not valid JSON`)
        continue
      }
    }
    setPath(raw, key.path, value)
    fromEnv.set(key.path.join('.'), key.envVar)
  }
  if (problems.length > 0) throw invalidConfiguration(problems)

  const result = serverConfigSchema.safeParse(raw)
  if (!result.success) throw invalidConfiguration(result.error.issues.map((issue) => describeIssue(issue, raw, fromEnv, configPath)))
  return result.data
}

/**
 * The `oauth` configuration from the `FOYER_OAUTH_<PROVIDER>_*` variables alone: how the development
 * stack (`npm start`) tries a real provider while everything else stays local.
 *
 * @throws {ServerConfigError} naming each invalid variable.
 * @example
 * authRoutes({ dev: { oauth: true }, oauth: oauthConfigFromEnv(process.env) })
 */
export function oauthConfigFromEnv(env: Env = process.env): OAuthConfig {
  const raw: Json = {}
  const fromEnv = new Map<string, string>()
  for (const key of SERVER_ENV_KEYS) {
    const text = env[key.envVar]?.trim()
    if (key.path[0] !== 'oauth' || !text) continue
    setPath(raw, key.path, text)
    fromEnv.set(key.path.join('.'), key.envVar)
  }
  const result = oauthConfigSchema.safeParse(raw.oauth ?? {})
  if (!result.success) {
    throw invalidConfiguration(result.error.issues.map((issue) => describeIssue({ ...issue, path: ['oauth', ...issue.path] }, raw, fromEnv, undefined)))
  }
  return result.data
}

/** `projects[0].allowedOrigins[1]: message (FOYER_PROJECTS)`: the key, then where the value came from. */
function describeIssue(issue: z.core.$ZodIssue, raw: unknown, fromEnv: ReadonlyMap<string, string>, configPath: string | undefined): string {
  // Stryker disable next-line ConditionalExpression: keys parsed from JSON are never symbols, so String() leaves every segment as it was.
  const segments = issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment)))
  // An unknown key is reported on its parent; name it in the path so the message points at it.
  if (issue.code === 'unrecognized_keys') segments.push(issue.keys.join(', '))
  const key = segments.reduce<string>((text, segment) => (typeof segment === 'number' ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment), '')
  // A missing value came from nowhere: name the variable that would set it (the last listed, so the
  // current spelling of an OAuth secret rather than the older `_SECRET`).
  const settingVar = SERVER_ENV_KEYS.findLast((envKey) => envKey.path.join('.') === segments.join('.'))?.envVar
  const missing = valueAt(raw, segments) === undefined
  // Without a file, every value, and the parent of every missing one, came from a variable, which the
  // loop below names; so neither the empty source nor the file test decides what an operator reads.
  // Stryker disable next-line StringLiteral: the loop below always replaces an empty source (see above).
  let source = ''
  if (missing && settingVar) source = ` (${settingVar})`
  else {
    // Stryker disable next-line ConditionalExpression: with no file the loop below always replaces this source (see above).
    if (configPath) source = ` (${configPath})`
  }
  // Stryker disable next-line EqualityOperator: a zero-length prefix is the empty key, which no variable sets.
  for (let length = segments.length; length > 0; length--) {
    const envVar = fromEnv.get(segments.slice(0, length).join('.'))
    if (envVar) {
      source = ` (${envVar})`
      break
    }
  }
  const message = issue.code === 'unrecognized_keys' ? 'Unknown key' : issue.message
  // Stryker disable next-line StringLiteral: the parsed configuration is always an object, so zod never reports at the root.
  return `${key || '(root)'}: ${message}${source}`
}

function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let node = value
  for (const segment of path) {
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,StringLiteral: zod reports an issue at a value, never below one that is not an object, so only a missing last step meets one; the guard keeps a future schema's report from throwing.
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string | number, unknown>)[segment]
  }
  return node
}

function setPath(target: Json, path: readonly string[], value: unknown): void {
  let node = target
  for (const segment of path.slice(0, -1)) {
    const next = node[segment]
    if (!isObject(next)) node[segment] = {}
    node = node[segment] as Json
  }
  node[path[path.length - 1]!] = value
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
