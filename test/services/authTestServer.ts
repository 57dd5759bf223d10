import { request as httpRequest } from 'node:http'
import { developmentDatabase } from '../../services/store/developmentDatabase'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { authRoutes } from '../../services/api/auth/authRoutes'
import type { AuthRoutesOptions } from '../../services/api/auth/authRoutes'
import type { AuthStore } from '../../services/api/auth/authStore'
import { createDatabaseAuthStore } from '../../services/api/auth/databaseAuthStore'

/** A running API with the auth routes, a settable clock and small HTTP helpers (tests only). */
export type AuthTestServer = {
  api: RunningServer
  url: string
  /** The injected clock; move it with `clock.now += ms`. */
  clock: { now: number }
  post(path: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }>
  get(path: string, token?: string): Promise<{ status: number; body: Record<string, unknown> }>
  put(path: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }>
  /**
   * The same requests sent from another loopback address (e.g. `127.0.0.2`), so the API sees
   * another client IP.
   */
  from(localAddress: string): Pick<AuthTestServer, 'post' | 'get'>
  /** The latest code the development mailbox holds for an address. */
  latestCode(to: string): Promise<string>
  /** Signs in by e-mail (start, mailbox, verify) and returns the verify answer. */
  signIn(email: string, deviceId: string): Promise<{ sessionToken: string; isNewUser: boolean; newDevice: boolean }>
  /** The token of the latest device-approval link the development mailbox holds for an address. */
  latestLinkToken(to: string): Promise<string>
  /** Approves a code sign-in's new device: asks for the link, reads it from the mailbox and approves it. */
  approveDevice(email: string, sessionToken: string): Promise<void>
  close(): Promise<void>
}

/**
 * Starts the API on a free port with `authRoutes` (development mailbox and OAuth on unless
 * `options.dev` says otherwise) and a clock the test controls.
 */
export async function startAuthTestServer(options: AuthRoutesOptions = {}): Promise<AuthTestServer> {
  const clock = { now: Date.UTC(2026, 0, 1) }
  // A server given no store starts from empty auth tables, as each one had its own store before.
  if (!options.store && !options.database) await createTestAuthStore()
  const auth = authRoutes({ dev: { mailbox: true, oauth: true }, env: {}, now: () => clock.now, ...options })
  const api = await createApiServer({ chains: [], domains: [auth] }).listen(0, '127.0.0.1')
  const call = async (method: string, path: string, body: unknown, token: string | undefined) => {
    const headers: Record<string, string> = {}
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Bearer ${token}`
    const response = await fetch(`${api.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' })
    const text = await response.text()
    const parsed = text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : { text }
    return { status: response.status, body: parsed }
  }
  const callFrom = (localAddress: string, method: string, path: string, body: unknown, token: string | undefined) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const headers: Record<string, string> = {}
      if (body !== undefined) headers['content-type'] = 'application/json'
      if (token) headers.authorization = `Bearer ${token}`
      const target = new URL(path, api.url)
      const outgoing = httpRequest(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers, localAddress },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString()
            const parsed = text && response.headers['content-type']?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : { text }
            resolve({ status: response.statusCode ?? 0, body: parsed })
          })
        },
      )
      outgoing.on('error', reject)
      outgoing.end(body === undefined ? undefined : JSON.stringify(body))
    })
  const server: AuthTestServer = {
    api,
    url: api.url,
    clock,
    post: (path, body, token) => call('POST', path, body, token),
    get: (path, token) => call('GET', path, undefined, token),
    put: (path, body, token) => call('PUT', path, body, token),
    from: (localAddress) => ({
      post: (path, body, token) => callFrom(localAddress, 'POST', path, body, token),
      get: (path, token) => callFrom(localAddress, 'GET', path, undefined, token),
    }),
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
    async latestLinkToken(to) {
      const { body } = await call('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`, undefined, undefined)
      const link = (body.messages as { link?: string }[]).findLast((message) => message.link)?.link
      if (!link) throw new Error(`no link for ${to}`)
      return new URL(link).hash.slice(1)
    },
    async approveDevice(email, sessionToken) {
      const asked = await server.post('/auth/v1/device/verification', { projectId: 'foyer-local' }, sessionToken)
      if (asked.status !== 202) throw new Error(`device verification: ${asked.status} ${JSON.stringify(asked.body)}`)
      const approved = await server.post('/auth/v1/device/approve', { token: await server.latestLinkToken(email) })
      if (approved.status !== 204) throw new Error(`device approval: ${approved.status} ${JSON.stringify(approved.body)}`)
    },
    close: () => api.close(),
  }
  return server
}

/**
 * An auth store over the process's development database with its auth tables emptied first (tests
 * only: one database per test file, wiped rather than reopened, since opening one takes a second).
 */
export async function createTestAuthStore(): Promise<AuthStore> {
  const database = await developmentDatabase()
  await database.exec('TRUNCATE identities, users, devices, sessions, wallets, recovery_shares, records, code_throttle, counters')
  return createDatabaseAuthStore(database)
}
