import { ServerConfigError } from './ServerConfigError'

// A Host header: a DNS name, IPv4 address or bracketed IPv6 address, then an optional port.
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)*)\.?(?::(\d{1,5}))?$/
// An allow-list entry: the same, where the name may be `*` or start with `*.`, and the port may be `*`.
const HOST_PATTERN = /^(\*|\[[0-9a-f:.]+\]|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/

type HostRule = { name: string; port: string | undefined }

/**
 * Checks allowed-host patterns and returns a matcher for `Host` header values.
 *
 * A pattern is `name` (any port), `name:port` (that port only) or `name:*`; `name` is a DNS name,
 * an IPv4 address, a bracketed IPv6 address, `*.suffix` (any subdomain, not the bare domain) or `*`
 * (any host: for operators whose reverse proxy already checks it). Comparison ignores case.
 *
 * @throws when a pattern is not of that grammar (a scheme, a path, a wildcard elsewhere).
 * @example
 * const allowed = hostMatcher(['api.example.com', 'localhost:8787'])
 * allowed('API.example.com:443') // true
 * allowed('attacker.example') // false
 */
export function hostMatcher(patterns: readonly string[]): (host: string | undefined) => boolean {
  const rules = patterns.map((pattern): HostRule => {
    const parts = HOST_PATTERN.exec(pattern.trim().toLowerCase())
    if (!parts) throw new ServerConfigError(`Invalid allowed-host pattern "${pattern}": expected host[:port], e.g. api.example.com`)
    const port = parts[2] === '*' ? undefined : parts[2]
    // Stryker disable next-line StringLiteral: the name group takes part in every match, so the fallback is never read.
    return { name: parts[1] ?? '', port }
  })
  return (host) => {
    if (host === undefined) return false
    const parts = HOST_HEADER.exec(host.trim().toLowerCase())
    if (!parts) return false
    // Stryker disable next-line StringLiteral: the name group takes part in every match, so the default is never used.
    const [, name = '', port] = parts
    return rules.some(
      (rule) =>
        (rule.port === undefined || rule.port === port) &&
        (rule.name === '*' || rule.name === name || (rule.name.startsWith('*.') && name.endsWith(rule.name.slice(1)))),
    )
  }
}
