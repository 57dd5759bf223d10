import { InvalidOriginPatternError } from '../errors/originErrors'

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

// scheme://host[:port], the grammar of a CSP host-source minus paths, so one list can feed both
// CORS checks and `frame-ancestors`. Host: '*', '*.suffix', a name, IPv4 or [IPv6]. Port: digits or '*'.
const PATTERN = /^([a-z][a-z0-9+.-]*):\/\/(\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/

/**
 * Turns one allowed-origin pattern into an anchored RegExp over serialized origins.
 * `*` alone allows every http(s) origin; `http://127.0.0.1:*` any port; `https://*.example.com` any
 * subdomain (not the bare domain). A port equal to the scheme's default matches the origin without one,
 * as browsers serialize it.
 *
 * @throws when the pattern is not of that grammar (a path, a trailing slash, a wildcard elsewhere).
 */
export function originPatternToRegExp(pattern: string): RegExp {
  const normalized = pattern.trim().toLowerCase()
  if (normalized === '*') return /^https?:\/\/(?:\[[0-9a-f:.]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::\d{1,5})?$/
  const parts = PATTERN.exec(normalized)
  if (!parts) throw new InvalidOriginPatternError({ pattern })
  // Stryker disable next-line StringLiteral: both groups always take part in a match of PATTERN.
  const [, scheme = '', host = '', port] = parts
  const hostSource =
    host === '*'
      ? '(?:\\[[0-9a-f:.]+\\]|[a-z0-9-]+(?:\\.[a-z0-9-]+)*)'
      : host.startsWith('*.')
        ? `(?:[a-z0-9-]+\\.)+${escapeRegExp(host.slice(2))}`
        : escapeRegExp(host)
  const portSource = port === '*' ? '(?::\\d{1,5})?' : port === undefined || port === DEFAULT_PORTS[`${scheme}:`] ? '' : `:${port}`
  return new RegExp(`^${escapeRegExp(scheme)}:\\/\\/${hostSource}${portSource}$`)
}

/**
 * Whether `origin` (an `Origin` header or `location.origin`) is allowed by any of `patterns`
 * (see {@link originPatternToRegExp}). Anything that is not a serialized origin, including `null`
 * from sandboxed frames and file pages, is never allowed.
 *
 * @example
 * matchOrigin('http://127.0.0.1:5173', ['http://127.0.0.1:*']) // true
 */
export function matchOrigin(origin: string | undefined | null, patterns: readonly string[]): boolean {
  if (!origin || !isSerializedOrigin(origin)) return false
  return patterns.some((pattern) => originPatternToRegExp(pattern).test(origin))
}

/**
 * Browsers send origins already serialized; a path, credentials, upper case, a default or
 * zero-padded port or a numeric IPv4 host mean a forged header. An opaque origin serializes to
 * 'null', which never equals a string that parses as a URL.
 */
function isSerializedOrigin(value: string): boolean {
  return URL.canParse(value) && new URL(value).origin === value
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Any port on this machine: the default allowed origins of the local API and frame. */
export const LOCAL_ORIGIN_PATTERNS: readonly string[] = ['http://127.0.0.1:*', 'http://localhost:*']
