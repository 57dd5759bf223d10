import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import type { Hono } from 'hono'
import type { Logger } from 'pino'
import { listenHttp } from '../api/listenHttp'
import type { RunningServer } from '../api/listenHttp'
import { requesterKey } from '../api/auth/rateLimits'
import type { HttpServerOptions } from './HttpServerOptions'
import { HTTP_SERVER_DEFAULTS } from './HttpServerOptions'
import type { NodeEnv } from './NodeEnv'
import { ServerConfigError } from './ServerConfigError'

type Limits = Required<Pick<HttpServerOptions, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs' | 'maxConnections' | 'ownsProcess'>> & {
  /** Connections at most from one client address; `undefined` behind a proxy, where the peer is the proxy. */
  maxConnectionsPerClient: number | undefined
}

/**
 * Fills in and checks the limits of {@link HttpServerOptions} (and whether the server owns its process).
 *
 * @throws when a limit is not a positive integer or `requestTimeoutMs` is below `headersTimeoutMs`.
 */
export function resolveLimits(options: HttpServerOptions): Limits {
  const counts = {
    headersTimeoutMs: options.headersTimeoutMs ?? HTTP_SERVER_DEFAULTS.headersTimeoutMs,
    requestTimeoutMs: options.requestTimeoutMs ?? HTTP_SERVER_DEFAULTS.requestTimeoutMs,
    keepAliveTimeoutMs: options.keepAliveTimeoutMs ?? HTTP_SERVER_DEFAULTS.keepAliveTimeoutMs,
    maxConnections: options.maxConnections ?? HTTP_SERVER_DEFAULTS.maxConnections,
    maxConnectionsPerClient: options.maxConnectionsPerClient ?? HTTP_SERVER_DEFAULTS.maxConnectionsPerClient,
  }
  const behindProxy = (options.trustProxy ?? HTTP_SERVER_DEFAULTS.trustProxy) > 0
  const limits: Limits = {
    ...counts,
    maxConnectionsPerClient: behindProxy ? undefined : counts.maxConnectionsPerClient,
    ownsProcess: options.ownsProcess ?? HTTP_SERVER_DEFAULTS.ownsProcess,
  }
  for (const [key, value] of Object.entries(counts)) {
    if (!Number.isSafeInteger(value) || value <= 0) throw new ServerConfigError(`Invalid ${key}: expected a positive integer, got ${value}`)
  }
  if (limits.requestTimeoutMs < limits.headersTimeoutMs) {
    throw new ServerConfigError('Invalid requestTimeoutMs: it must not be below headersTimeoutMs')
  }
  return limits
}

// Connections dropped at the cap are logged at most this often, so a flood does not flood the log.
const DROP_LOG_INTERVAL_MS = 10_000

/**
 * Starts a Hono app on node's HTTP server with Foyer's limits: header and request timeouts, the
 * keep-alive timeout, a connection cap and a cap per client address.
 *
 * @param port 0 picks a free port.
 * @throws the listen error (e.g. `EADDRINUSE`).
 */
export function serveApp<E extends NodeEnv>(app: Hono<E>, limits: Limits, logger: Logger, port: number, host?: string): Promise<RunningServer> {
  const server = createAdaptorServer({
    fetch: app.fetch,
    // Only a server alone in its process may swap the global Request and Response: tests, the dev
    // stack and Vite share theirs.
    overrideGlobalObjects: limits.ownsProcess,
    serverOptions: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node checks the two timeouts on this interval (30 s by default), which would let a slow client
      // overstay a short timeout by that much.
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  }) as Server
  server.maxConnections = limits.maxConnections
  let lastDropLog = -Infinity
  let dropped = 0
  server.on('drop', () => {
    dropped += 1
    if (performance.now() - lastDropLog < DROP_LOG_INTERVAL_MS) return
    lastDropLog = performance.now()
    logger.warn({ event: 'limit', reason: 'connections', maxConnections: limits.maxConnections, dropped }, 'connection cap reached: closing new connections')
    dropped = 0
  })
  if (limits.maxConnectionsPerClient !== undefined) capPerClient(server, limits.maxConnectionsPerClient, logger)
  return listenHttp(server, port, host)
}

// Counts open connections per client address and closes those past the cap as they arrive, so one
// host holding idle connections leaves the process's cap to everyone else.
function capPerClient(server: Server, cap: number, logger: Logger): void {
  const open = new Map<string, number>()
  let lastLog = -Infinity
  let refused = 0
  server.on('connection', (socket: Socket) => {
    const client = requesterKey(socket.remoteAddress ?? 'unknown')
    const count = (open.get(client) ?? 0) + 1
    if (count > cap) {
      socket.destroy()
      refused += 1
      if (performance.now() - lastLog >= DROP_LOG_INTERVAL_MS) {
        lastLog = performance.now()
        // The client's key (an IPv6 address by /64) names who is held off; `refused` counts every
        // client's refusals since the last line.
        logger.warn(
          { event: 'limit', reason: 'connections_per_client', client, maxConnectionsPerClient: cap, refused },
          'per-client connection cap reached: closing new connections from one client',
        )
        refused = 0
      }
      return
    }
    open.set(client, count)
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1
      if (left <= 0) open.delete(client)
      else open.set(client, left)
    })
  })
}
