import type { Logger } from 'pino'
import { LOOPBACK_HOSTS } from './loopbackUrl'

/**
 * What every Foyer HTTP service (the API, the login frame) accepts besides its own options: which
 * hosts it answers for, the reverse proxies in front of it, its log, and limits that keep slow or
 * numerous clients from holding it.
 */
export type HttpServerOptions = {
  /**
   * `Host` header values the server answers for; any other host gets 421 before a route runs (a
   * DNS-rebinding page or a misrouted proxy then reaches nothing). `name` allows any port, `name:port`
   * that port only, `*.suffix` any subdomain, `*` any host. Use the hosts of the public URLs.
   * @default ['127.0.0.1', 'localhost', '[::1]'] (this machine only, any port)
   * @example ['api.example.com']
   */
  allowedHosts?: readonly string[]
  /**
   * How many reverse proxies stand in front of the server. With N > 0, the client's IP is the entry
   * the outermost proxy appended to `X-Forwarded-For` (the Nth from the right) and `X-Forwarded-Proto`
   * tells https; with 0 both headers are ignored (any client can forge them).
   * @default 0
   */
  trustProxy?: number
  /**
   * Structured log (pino): a client leaving mid-request is one `info` line, a route failing one `error`
   * line with method and path (never bodies, query strings or Authorization headers); each answer is a
   * `debug` line.
   * @default pino at level `info` to stdout
   */
  logger?: Logger
  /**
   * Time a client has to send a request's headers before the connection is closed (node answers 408).
   * @default 10_000
   */
  headersTimeoutMs?: number
  /**
   * Time a client has to send a whole request, body included, before the connection is closed.
   * Must not be below `headersTimeoutMs`.
   * @default 30_000
   */
  requestTimeoutMs?: number
  /**
   * How long an idle keep-alive connection stays open. Behind a proxy that reuses connections, make it
   * longer than the proxy's own idle timeout.
   * @default 5_000
   */
  keepAliveTimeoutMs?: number
  /**
   * Open connections at most; further ones are closed as they arrive (and logged at `warn`).
   * @default 1_000
   */
  maxConnections?: number
  /**
   * Open connections at most from one client address (IPv6 by /64), so one host cannot take the whole
   * `maxConnections`; further ones from it are closed as they arrive (and logged at `warn`). Applies
   * only without a proxy (`trustProxy` 0): behind one, every connection comes from the proxy, which
   * must limit its clients itself.
   * @default 100
   */
  maxConnectionsPerClient?: number
  /**
   * The server runs alone in its process (`npm run serve`): the Node adapter may then replace the
   * process's global `Request` and `Response` with its lighter ones, whose answers it writes at once
   * instead of reading their bodies as streams (less CPU per request). Leave it off
   * where other code shares the process (tests, the development stack with Vite).
   * @default false
   */
  ownsProcess?: boolean
}

/** The defaults of {@link HttpServerOptions}, filled in. */
export const HTTP_SERVER_DEFAULTS = {
  allowedHosts: LOOPBACK_HOSTS,
  trustProxy: 0,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
  maxConnectionsPerClient: 100,
  ownsProcess: false,
} as const satisfies Omit<Required<HttpServerOptions>, 'logger'>
