import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestAuthStore, startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { captureLogger } from '../../../test/services/captureLogger'
import { createAuthSecrets } from './authSecrets'

const OWNER_DEVICE = 'device-owner-0001'
const NEW_DEVICE = 'device-new-0002'
const WALLET = { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', authShare: 'YXV0aC1zaGFyZQ==', recoveryShare: 'cmVjb3Zlcnktc2hhcmU=' }
const EMAIL = 'owner@example.com'
const CHROME_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

let server: AuthTestServer
let logs: ReturnType<typeof captureLogger>
beforeEach(async () => {
  logs = captureLogger('debug')
  const store = await createTestAuthStore()
  server = await startAuthTestServer({ store: async () => store, env: { FOYER_RECOVERY_KEY: '33'.repeat(32) } })
})
afterEach(async () => {
  await server.close()
})

/** The owner made the wallet on their device; then a code sign-in on a new device (30 s later). */
async function newDeviceSession(): Promise<string> {
  const owner = await server.signIn(EMAIL, OWNER_DEVICE)
  expect((await server.put('/auth/v1/wallet', WALLET, owner.sessionToken)).status).toBe(201)
  server.clock.now += 31_000
  const login = await server.signIn(EMAIL, NEW_DEVICE)
  expect(login).toMatchObject({ isNewUser: false, newDevice: true })
  return login.sessionToken
}

async function askForLink(sessionToken: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/auth/v1/device/verification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionToken}`, ...headers },
    body: JSON.stringify({ projectId: 'foyer-local', appName: 'Demo shop', site: 'http://127.0.0.1:5173/checkout' }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const recoveryShare = (sessionToken: string) => server.get('/auth/v1/wallet/recovery-share', sessionToken)
const state = async (sessionToken: string) => (await server.get('/auth/v1/device/verification', sessionToken)).body
const decide = (what: 'approve' | 'deny' | 'approval', token: string) => server.post(`/auth/v1/device/${what}`, { token })

describe('a code sign-in on a new device', () => {
  it('never gets the recovery share with the code alone', async () => {
    const sessionToken = await newDeviceSession()
    expect(await recoveryShare(sessionToken)).toEqual({ status: 403, body: { error: 'device_unverified' } })
    server.clock.now += 60_000
    expect(await recoveryShare(sessionToken)).toEqual({ status: 403, body: { error: 'device_unverified' } })
    // It reads its session and the auth share as before: one share is not the key.
    expect((await server.get('/auth/v1/session', sessionToken)).body).toMatchObject({ email: EMAIL, address: WALLET.address })
    expect(await state(sessionToken)).toEqual({ state: 'none' })
  })

  it('gets it once the owner approves the link e-mailed to them, and once only', async () => {
    const sessionToken = await newDeviceSession()
    expect(await askForLink(sessionToken, { 'user-agent': CHROME_ON_LINUX })).toEqual({ status: 202, body: { state: 'pending' } })
    const [mail] = (await server.get(`/dev/mailbox?to=${EMAIL}`)).body.messages as Record<string, string>[] as [Record<string, string>]
    const last = ((await server.get(`/dev/mailbox?to=${EMAIL}`)).body.messages as Record<string, string>[]).at(-1)
    expect(mail.purpose).not.toBe('device-approval')
    expect(last).toMatchObject({ to: EMAIL, purpose: 'device-approval', subject: 'Approve your new device' })
    expect(last?.link).toMatch(new RegExp(`^${server.url}/auth/v1/device/approve#[A-Za-z0-9_-]{96}$`))
    expect(last?.text).toContain(last?.link)
    expect(last?.text).toContain('Chrome on Linux')
    expect(last?.code).toBeUndefined()
    const token = await server.latestLinkToken(EMAIL)

    expect(await state(sessionToken)).toEqual({ state: 'pending' })
    expect(await recoveryShare(sessionToken)).toEqual({ status: 403, body: { error: 'device_unverified' } })
    // The page asks what it is approving; reading does not approve.
    expect(await decide('approval', token)).toEqual({
      status: 200,
      body: { requestedAt: server.clock.now, appName: 'Demo shop', site: 'http://127.0.0.1:5173', browser: 'Chrome on Linux' },
    })
    expect(await state(sessionToken)).toEqual({ state: 'pending' })

    expect((await decide('approve', token)).status).toBe(204)
    expect(await state(sessionToken)).toEqual({ state: 'approved' })
    expect(await recoveryShare(sessionToken)).toEqual({ status: 200, body: { recoveryShare: WALLET.recoveryShare } })
    expect(await recoveryShare(sessionToken)).toEqual({ status: 403, body: { error: 'recovery_not_allowed' } })
    // Single use: the same link again, or the other button, is gone.
    expect(await decide('approve', token)).toEqual({ status: 410, body: { error: 'expired' } })
    expect(await decide('deny', token)).toEqual({ status: 410, body: { error: 'expired' } })
  })

  it('is signed out when the owner answers "This was not me"', async () => {
    const sessionToken = await newDeviceSession()
    await askForLink(sessionToken)
    const token = await server.latestLinkToken(EMAIL)
    expect((await decide('deny', token)).status).toBe(204)
    expect(await server.get('/auth/v1/session', sessionToken)).toEqual({ status: 401, body: { error: 'invalid_session' } })
    expect((await recoveryShare(sessionToken)).status).toBe(401)
    expect(await decide('approve', token)).toEqual({ status: 410, body: { error: 'expired' } })
  })

  it('answers 410 alike for a wrong, replaced, expired or orphaned link', async () => {
    const sessionToken = await newDeviceSession()
    await askForLink(sessionToken)
    const first = await server.latestLinkToken(EMAIL)
    const gone = { status: 410, body: { error: 'expired' } }
    expect(await decide('approve', createAuthSecrets(new Uint8Array(32)).newToken())).toEqual(gone)
    expect(await decide('approval', 'x'.repeat(43))).toEqual(gone)
    expect((await decide('approve', 'not a token!')).status).toBe(400)

    // A new link replaces the earlier one.
    server.clock.now += 30_000
    expect((await askForLink(sessionToken)).status).toBe(202)
    const second = await server.latestLinkToken(EMAIL)
    expect(second).not.toBe(first)
    expect(await decide('approve', first)).toEqual(gone)

    // Fifteen minutes later it is gone too, and the session learns it expired.
    server.clock.now += 15 * 60_000
    expect(await state(sessionToken)).toEqual({ state: 'expired' })
    expect(await decide('approval', second)).toEqual(gone)
    expect(await decide('approve', second)).toEqual(gone)
    expect((await recoveryShare(sessionToken)).body).toEqual({ error: 'device_unverified' })

    // A link whose session signed out meanwhile approves nothing.
    expect((await askForLink(sessionToken)).status).toBe(202)
    const third = await server.latestLinkToken(EMAIL)
    expect((await server.post('/auth/v1/session/revoke', undefined, sessionToken)).status).toBe(204)
    expect(await decide('approve', third)).toEqual(gone)
  })

  it('gets one link per 30 s and five per hour', async () => {
    const sessionToken = await newDeviceSession()
    expect((await askForLink(sessionToken)).status).toBe(202)
    server.clock.now += 10_000
    expect(await askForLink(sessionToken)).toEqual({ status: 429, body: { error: 'throttled', retryAfterMs: 20_000 } })
    for (let sent = 2; sent <= 5; sent++) {
      server.clock.now += 30_000
      expect((await askForLink(sessionToken)).status).toBe(202)
    }
    server.clock.now += 30_000
    expect(await askForLink(sessionToken)).toMatchObject({ status: 429, body: { error: 'rate_limited' } })
    server.clock.now += 60 * 60_000
    expect((await askForLink(sessionToken)).status).toBe(202)
  })

  it('needs no link on a known device, for a user without a wallet, or without a session', async () => {
    const owner = await server.signIn(EMAIL, OWNER_DEVICE)
    expect(await askForLink(owner.sessionToken)).toEqual({ status: 409, body: { error: 'not_needed' } })
    expect((await server.put('/auth/v1/wallet', WALLET, owner.sessionToken)).status).toBe(201)
    expect(await askForLink(owner.sessionToken)).toEqual({ status: 409, body: { error: 'not_needed' } })
    expect((await askForLink('x'.repeat(43))).status).toBe(401)
    expect((await server.get('/auth/v1/device/verification')).status).toBe(401)
  })
})

describe('the approval page', () => {
  it('runs no inline script and approves nothing on load', async () => {
    const page = await fetch(`${server.url}/auth/v1/device/approve`)
    const html = await page.text()
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/unsafe-inline'?[^;]*script|script-src[^;]*(unsafe|nonce)/)
    expect(html).toMatch(/<script src="\/auth\/v1\/device\/approve\.js"><\/script>/)
    expect(html).not.toMatch(/<script>|<script [^s]/)
    expect(html).toContain('Approve this device')
    expect(html).toContain('This was not me')
    const script = await fetch(`${server.url}/auth/v1/device/approve.js`)
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await script.text()).toContain('location.hash.slice(1)')
  })
})

describe('logs', () => {
  it('never carry the link token or the session token', async () => {
    await server.close()
    const store = await createTestAuthStore()
    const clock = { now: Date.UTC(2026, 0, 1) }
    const { authRoutes } = await import('./authRoutes')
    const { createApiServer } = await import('../createApiServer')
    const api = await createApiServer({
      chains: [],
      domains: [authRoutes({ store: async () => store, dev: { mailbox: true }, now: () => clock.now, env: { FOYER_RECOVERY_KEY: '33'.repeat(32) } })],
      logger: logs.logger,
    }).listen(0, '127.0.0.1')
    server = { ...server, url: api.url, close: () => api.close() }
    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const headers: Record<string, string> = {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      }
      const response = await fetch(`${api.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
      return (await response.json().catch(() => ({}))) as Record<string, unknown>
    }
    const code = async (email: string) => String(((await call('GET', `/dev/mailbox?to=${email}`)).messages as { code?: string }[]).at(-1)?.code)
    const signIn = async (deviceId: string) => {
      await call('POST', '/auth/v1/email/start', { projectId: 'foyer-local', email: EMAIL, deviceId })
      return String((await call('POST', '/auth/v1/email/verify', { email: EMAIL, otp: await code(EMAIL), deviceId })).sessionToken)
    }
    const owner = await signIn(OWNER_DEVICE)
    await call('PUT', '/auth/v1/wallet', WALLET, owner)
    clock.now += 31_000
    const sessionToken = await signIn(NEW_DEVICE)
    await call('POST', '/auth/v1/device/verification', { projectId: 'foyer-local' }, sessionToken)
    const link = String(((await call('GET', `/dev/mailbox?to=${EMAIL}`)).messages as { link?: string }[]).at(-1)?.link)
    const token = new URL(link).hash.slice(1)
    await fetch(`${api.url}/auth/v1/device/approve#${token}`)
    await call('POST', '/auth/v1/device/approval', { token })
    await call('POST', '/auth/v1/device/approve', { token })
    await call('POST', '/auth/v1/device/approve', { token })
    await call('GET', '/auth/v1/device/verification', undefined, sessionToken)
    expect((await call('GET', '/auth/v1/wallet/recovery-share', undefined, sessionToken)).recoveryShare).toBe(WALLET.recoveryShare)
    // Every request was logged at debug level, and no line holds a secret.
    expect(logs.raw.length).toBeGreaterThan(5)
    const all = logs.raw.join('\n')
    for (const secret of [token, sessionToken, owner, WALLET.recoveryShare]) expect(all).not.toContain(secret)
  })
})
