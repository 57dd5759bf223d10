import type { Hono } from 'hono'
import { clientIp } from '../http/clientIp'
import type { NodeEnv } from '../http/NodeEnv'

/**
 * The Hono environment of the API's domain sub-apps: node's request and response as `c.env`
 * (Bindings), and what the server sets for every request before a domain runs (Variables).
 */
export type ApiEnv = NodeEnv & {
  Variables: {
    /** How many reverse proxies stand in front of the server; read through {@link clientIpOf}. */
    trustProxy: number
  }
}

/**
 * One domain of the API (wallets, auth, account, ...): a Hono sub-app with its routes, mounted by
 * `createApiServer({ domains })` with `app.route('/', domain.app)`, plus what the server needs to know
 * about it. This is how other modules (e.g. the dev-only `POST /dev/test-wallet`) extend the server.
 *
 * @example
 * const app = new Hono<ApiEnv>().get('/health', (c) => c.json({ ok: true }))
 * createApiServer({ chains, domains: [{ app }] })
 */
export type ApiDomain = {
  /** The routes, with full paths (the server mounts every domain at `/`). */
  app: Hono<ApiEnv>
  /**
   * CAIP-2 ids of non-EVM networks the domain answers for, listed by `GET /v1/supported-chains`
   * (e.g. `solana:…`).
   * @default []
   */
  chainIds?: readonly string[]
  /**
   * Starts what the domain keeps running (e.g. following a chain's new heads); called once when the
   * server starts listening, so the first requests do not pay for it.
   * @default undefined
   */
  open?(): void
  /**
   * Releases what the domain holds open (e.g. a chain subscription); called once when the server closes.
   * @default undefined
   */
  close?(): void
}

/**
 * The client's IP address as the server sees it: the socket's peer, or behind `trustProxy` reverse
 * proxies the `X-Forwarded-For` entry the outermost of them appended (`'unknown'` if that is not an
 * IP address). Per-client rate limits key on it; it is worked out only when asked for.
 *
 * @example
 * app.post('/auth/email/start', (c) => limiter.check(clientIpOf(c)))
 */
export function clientIpOf(context: { env: NodeEnv['Bindings']; var: ApiEnv['Variables'] }): string {
  return clientIp(context.env.incoming, context.var.trustProxy)
}
