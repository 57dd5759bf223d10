import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { authRoutes } from './authRoutes'
import type { AuthRoutesOptions } from './authRoutes'

/** A running API with the auth routes, a settable clock and small HTTP helpers (tests only). */
export type AuthTestServer = {
  api: RunningServer
  url: string
  /** The injected clock; move it with `clock.now += ms`. */
  clock: { now: number }
  post(path: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }>
  get(path: string, token?: string): Promise<{ status: number; body: Record<string, unknown> }>
  put(path: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }>
  /** The latest code the development mailbox holds for an address. */
  latestCode(to: string): Promise<string>
  /** Signs in by e-mail (start, mailbox, verify) and returns the verify answer. */
  signIn(email: string, deviceId: string): Promise<{ sessionToken: string; isNewUser: boolean; newDevice: boolean }>
  close(): Promise<void>
}

/**
 * Starts the API on a free port with `authRoutes` (development mailbox, OAuth and Farcaster on unless
 * `options.dev` says otherwise) and a clock the test controls.
 */
export async function startAuthTestServer(options: AuthRoutesOptions = {}): Promise<AuthTestServer> {
  const clock = { now: Date.UTC(2026, 0, 1) }
  const routes = authRoutes({ dev: { mailbox: true, oauth: true, farcaster: true }, env: {}, now: () => clock.now, ...options })
  const api = await createApiServer({ chains: [], routes }).listen(0, '127.0.0.1')
  const call = async (method: string, path: string, body: unknown, token: string | undefined) => {
    const headers: Record<string, string> = {}
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Bearer ${token}`
    const response = await fetch(`${api.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' })
    const text = await response.text()
    const parsed = text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : { text }
    return { status: response.status, body: parsed }
  }
  const server: AuthTestServer = {
    api,
    url: api.url,
    clock,
    post: (path, body, token) => call('POST', path, body, token),
    get: (path, token) => call('GET', path, undefined, token),
    put: (path, body, token) => call('PUT', path, body, token),
    async latestCode(to) {
      const { body } = await call('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`, undefined, undefined)
      const messages = body.messages as { code: string }[]
      const last = messages.at(-1)
      if (!last) throw new Error(`no mail for ${to}`)
      return last.code
    },
    async signIn(email, deviceId) {
      const start = await server.post('/auth/v1/email/start', { projectId: 'foyer-local', email, deviceId })
      if (start.status !== 200) throw new Error(`start: ${start.status} ${JSON.stringify(start.body)}`)
      const verify = await server.post('/auth/v1/email/verify', { email, otp: await server.latestCode(email), deviceId })
      if (verify.status !== 200) throw new Error(`verify: ${verify.status} ${JSON.stringify(verify.body)}`)
      return verify.body as { sessionToken: string; isNewUser: boolean; newDevice: boolean }
    },
    close: () => api.close(),
  }
  return server
}
