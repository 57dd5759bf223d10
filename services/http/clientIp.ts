import { isIP } from 'node:net'
import type { IncomingMessage } from 'node:http'

/**
 * The client's IP address: the socket's peer, or, behind `trustProxy` reverse proxies, the address the
 * outermost of them saw. Each proxy appends the address it received the request from to
 * `X-Forwarded-For`, so only the last `trustProxy` entries were written by machines the operator runs;
 * anything left of them came from the client and may be forged.
 *
 * @param trustProxy how many reverse proxies stand in front of this server (0: none, use the socket).
 * @returns the address, `'unknown'` when the socket has none or the trusted entry is not an IP address.
 * @example
 * // Behind one proxy, "X-Forwarded-For: 6.6.6.6, 203.0.113.7" from the proxy at 10.0.0.2:
 * clientIp(incoming, 1) // '203.0.113.7'
 */
export function clientIp(incoming: IncomingMessage, trustProxy: number): string {
  const peer = incoming.socket.remoteAddress ?? 'unknown'
  if (trustProxy <= 0) return peer
  const forwarded = [incoming.headers['x-forwarded-for'] ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  // The chain as the last proxy sees it: every forwarded hop, then the proxy itself (the socket peer).
  const chain = [...forwarded, peer]
  const candidate = chain[Math.max(0, chain.length - 1 - trustProxy)] ?? 'unknown'
  return isIP(candidate) ? candidate : 'unknown'
}

/** Whether the request reached the outermost trusted proxy (or this server) over https. */
export function isHttps(incoming: IncomingMessage, trustProxy: number): boolean {
  if ('encrypted' in incoming.socket && incoming.socket.encrypted === true) return true
  if (trustProxy <= 0) return false
  const proto = [incoming.headers['x-forwarded-proto'] ?? []].flat().join(',').split(',')
  // Proxies that append (rather than replace) the scheme list it left to right like X-Forwarded-For.
  const entry = proto[Math.max(0, proto.length - trustProxy)]?.trim().toLowerCase()
  return entry === 'https'
}
