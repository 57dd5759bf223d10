import { createServer } from 'node:http'
import type { ServerResponse } from 'node:http'
import { FRAME_PROTOCOL_VERSION } from '../../src/protocol/version'
import { listenHttp } from '../api/listenHttp'
import type { RunningServer } from '../api/listenHttp'
import { LOCAL_ORIGIN_PATTERNS } from '../../src/origins/matchOrigin'
import { framePage } from './framePage'
import { frameScript } from './frameScript'

/** Options for {@link createFrameServer}. */
export type CreateFrameServerOptions = {
  /**
   * Host page origins allowed to embed the frame and receive its messages; `*` wildcards as in
   * `matchOrigin`. Also the page's CSP `frame-ancestors`.
   * @default ['http://127.0.0.1:*', 'http://localhost:*']
   */
  allowedOrigins?: readonly string[]
}

/** A frame server that is configured but not yet listening. */
export type FrameServer = {
  /** Starts listening; `port` 0 picks a free one. Run it on its own port so it has its own origin. */
  listen(port: number, host?: string): Promise<RunningServer>
}

/**
 * Creates the login frame's site: `GET /` (the page, with a strict Content-Security-Policy) and
 * `GET /frame.js`. The real frame (keys, login) comes later; this one only performs the handshake.
 *
 * @throws when an allowed-origin pattern is invalid.
 */
export function createFrameServer(options: CreateFrameServerOptions = {}): FrameServer {
  const allowedOrigins = options.allowedOrigins ?? LOCAL_ORIGIN_PATTERNS
  const page = framePage(allowedOrigins)
  const script = frameScript(FRAME_PROTOCOL_VERSION)
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    // CSP host-sources share matchOrigin's grammar, so the patterns are valid here as written.
    `frame-ancestors ${allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'"}`,
  ].join('; ')

  return {
    listen(port, host) {
      const server = createServer((request, response) => {
        const path = new URL(request.url ?? '/', 'http://frame.invalid').pathname
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return send(response, 405, 'text/plain', 'Method not allowed', { allow: 'GET, HEAD' })
        }
        if (path === '/') {
          return send(response, 200, 'text/html', page, {
            'content-security-policy': csp,
            'referrer-policy': 'no-referrer',
          })
        }
        if (path === '/frame.js') return send(response, 200, 'text/javascript', script, {})
        send(response, 404, 'text/plain', 'Not found', {})
      })
      return listenHttp(server, port, host)
    },
  }
}

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string>,
): void {
  response.writeHead(status, {
    ...headers,
    'content-type': `${type}; charset=utf-8`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  response.end(response.req.method === 'HEAD' ? undefined : body)
}
