import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { startRelayStandIn } from '../../../devstack/farcaster/relayStandIn'
import { AUTH_LIMITS } from './authContext'
import type { AuthRoutesOptions } from './authContext'
import type { AuthStore } from './authStore'
import { createTestAuthStore, startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { DEFAULT_RATE_LIMITS, enforceRateLimits, requesterKey } from './rateLimits'

const DEVICE = '6f1c1a52-7d0e-4a4e-9d0b-0d5e1f7a9a01'
const HOST = 'http://127.0.0.1:5173'
const FRAME = 'http://127.0.0.1:8788'
const TEN_MINUTES = 10 * 60_000
const HOUR = 60 * 60_000
const rateLimited = (retryAfterMs: number) => ({ status: 429, body: { error: 'rate_limited', retryAfterMs } })

const servers: AuthTestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})
async function serve(options: AuthRoutesOptions = {}): Promise<AuthTestServer> {
  const server = await startAuthTestServer(options)
  servers.push(server)
  return server
}

const sendCode = (server: AuthTestServer, ip: string, email: string, projectId = 'foyer-local') =>
  server.from(ip).post('/auth/v1/email/start', { projectId, email, deviceId: DEVICE })
const checkCode = (server: AuthTestServer, ip: string, email: string, otp = '00000000') =>
  server.from(ip).post('/auth/v1/email/verify', { email, otp, deviceId: DEVICE })
const startOAuth = (server: AuthTestServer, ip: string, projectId = 'foyer-local') =>
  server.from(ip).post('/auth/v1/oauth/github/start', { projectId, deviceId: DEVICE, hostOrigin: HOST, frameOrigin: FRAME })
const openChannel = (server: AuthTestServer, ip: string, projectId = 'foyer-local') =>
  server.from(ip).post('/auth/v1/farcaster/channel', { projectId, deviceId: DEVICE })

/** Sends `count` requests one after the other and returns their statuses. */
async function statuses(count: number, send: (index: number) => Promise<{ status: number }>): Promise<number[]> {
  const answers: number[] = []
  for (let index = 0; index < count; index++) answers.push((await send(index)).status)
  return answers
}

describe('default limits', () => {
  it('are the documented numbers', () => {
    // Pinned in the snapshot file: a changed default is a reviewed edit there and in the README.
    expect(DEFAULT_RATE_LIMITS).toMatchSnapshot()
    expect(AUTH_LIMITS.rateLimits).toBe(DEFAULT_RATE_LIMITS)
    expect(AUTH_LIMITS).toMatchObject({
      codeAttempts: 5,
      codeFailuresPerHour: 20,
      codeFailuresPerDay: 100,
      codeThrottleMs: 30_000,
      codeTtlMs: 10 * 60_000,
    })
  })
})

describe('enforceRateLimits', () => {
  it('allows `limit` events per window, refuses the next with the time left, and allows again when the window ends', async () => {
    const store = await createTestAuthStore()
    const limit = { limit: 3, windowMs: 1_000 }
    const at = (now: number) => enforceRateLimits(store, now, [{ key: 'a', limit }])
    await at(10_000)
    await at(10_100)
    await at(10_200)
    await expect(at(10_250)).rejects.toMatchObject({ status: 429, message: 'rate_limited', fields: { retryAfterMs: 750 } })
    await expect(at(10_999)).rejects.toMatchObject({ fields: { retryAfterMs: 1 } })
    await at(11_000)
    expect(await store.counter('rate:a', 11_000)).toEqual({ count: 1, resetAt: 12_000 })
  })

  it('keeps keys apart and does not count the checks after a refused one', async () => {
    const store = await createTestAuthStore()
    const one = { limit: 1, windowMs: 1_000 }
    const ten = { limit: 10, windowMs: 1_000 }
    await enforceRateLimits(store, 0, [
      { key: 'ip:1', limit: one },
      { key: 'project', limit: ten },
    ])
    await enforceRateLimits(store, 0, [
      { key: 'ip:2', limit: one },
      { key: 'project', limit: ten },
    ])
    await expect(
      enforceRateLimits(store, 0, [
        { key: 'ip:1', limit: one },
        { key: 'project', limit: ten },
      ]),
    ).rejects.toMatchObject({ status: 429 })
    expect(await store.counter('rate:project', 0)).toMatchObject({ count: 2 })
  })
})

describe('requesterKey', () => {
  it('counts IPv4 (also IPv4-mapped) as is and IPv6 by its /64', () => {
    expect(requesterKey('203.0.113.7')).toBe('203.0.113.7')
    expect(requesterKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(requesterKey('::FFFF:198.51.100.27')).toBe('198.51.100.27')
    expect(requesterKey('::ffff:198.51.100.27%eth0')).toBe('198.51.100.27')
    expect(requesterKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64')
    expect(requesterKey('2001:db8:0:1:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64')
    expect(requesterKey('2001:0DB8:0000:0001:0000:0000:0000:0005')).toBe('2001:db8:0:1::/64')
    expect(requesterKey('2001:db8:0:2::5')).toBe('2001:db8:0:2::/64')
    expect(requesterKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(requesterKey('::1')).toBe('0:0:0:0::/64')
    expect(requesterKey('::')).toBe('0:0:0:0::/64')
    expect(requesterKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(requesterKey('1:2:3:4:5:6:192.0.2.1')).toBe('1:2:3:4::/64')
    expect(requesterKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
    expect(requesterKey('1::2:3:4:5:6')).toBe('1:0:0:2::/64')
    expect(requesterKey('1::ffff:192.0.2.1')).toBe('1:0:0:0::/64')
    expect(requesterKey('unknown')).toBe('unknown')
  })
})

describe('per-client limits over HTTP', () => {
  it('sends 30 codes per IP in 10 minutes, then answers 429 rate_limited until the window ends', async () => {
    const server = await serve()
    const sent = await statuses(30, (index) => sendCode(server, '127.0.0.2', `bomb${index}@example.com`))
    expect(sent).toEqual(Array(30).fill(200))
    server.clock.now += 60_000
    expect(await sendCode(server, '127.0.0.2', 'one-more@example.com')).toEqual(rateLimited(TEN_MINUTES - 60_000))
    // Another client is not limited, and nothing was sent for the refused request.
    expect((await sendCode(server, '127.0.0.3', 'one-more@example.com')).status).toBe(200)
    server.clock.now += TEN_MINUTES - 60_000
    expect((await sendCode(server, '127.0.0.2', 'later@example.com')).status).toBe(200)
  })

  it('limits code e-mails per project across IPs', async () => {
    const server = await serve({ rateLimits: { codeSendsPerProject: { limit: 3, windowMs: 60_000 } } })
    expect(await statuses(3, (index) => sendCode(server, `127.0.0.${10 + index}`, `p${index}@example.com`))).toEqual([200, 200, 200])
    expect(await sendCode(server, '127.0.0.20', 'p3@example.com')).toEqual(rateLimited(60_000))
    expect((await sendCode(server, '127.0.0.20', 'p3@example.com', 'foyer-restricted')).status).toBe(200)
  })

  it('refuses an invalid request before counting it, and counts a throttled one against its IP', async () => {
    const server = await serve({ rateLimits: { codeSendsPerIp: { limit: 2, windowMs: 60_000 } } })
    expect((await sendCode(server, '127.0.0.2', 'not-an-email')).status).toBe(400)
    expect((await sendCode(server, '127.0.0.2', 'x@example.com', 'no-such-project')).status).toBe(400)
    expect((await sendCode(server, '127.0.0.3', 'x@example.com')).status).toBe(200)
    // Hammering a throttled address costs the client its own allowance.
    expect((await sendCode(server, '127.0.0.2', 'x@example.com')).body).toMatchObject({ error: 'throttled' })
    expect((await sendCode(server, '127.0.0.2', 'x@example.com')).body).toMatchObject({ error: 'throttled' })
    expect(await sendCode(server, '127.0.0.2', 'y@example.com')).toEqual(rateLimited(60_000))
    expect((await sendCode(server, '127.0.0.4', 'y@example.com')).status).toBe(200)
  })

  it('caps code e-mails to one address from unregistered devices at 10 an hour, across IPs; a registered device is not capped', async () => {
    const shared = createTestAuthStore()
    const server = await serve({ store: () => shared })
    const { sessionToken } = await server.signIn('inbox@example.com', DEVICE)
    expect(sessionToken).toBeTruthy()
    const user = await (await shared).userByEmail('inbox@example.com')
    await (await shared).addDevice(user?.id ?? '', DEVICE, server.clock.now)
    const fromStranger = (index: number) =>
      server
        .from(`127.0.0.${20 + index}`)
        .post('/auth/v1/email/start', { projectId: 'foyer-local', email: 'inbox@example.com', deviceId: `stranger-${index}-device` })
    const sent = await statuses(10, async (index) => {
      server.clock.now += 30_000
      return fromStranger(index)
    })
    // The sign-in's own code was the first of the hour's 10.
    expect(sent).toEqual([...Array(9).fill(200), 429])
    server.clock.now += 30_000
    expect((await fromStranger(11)).body).toMatchObject({ error: 'rate_limited' })
    expect((await sendCode(server, '127.0.0.1', 'inbox@example.com')).status).toBe(200)
  })

  it("does not count a registered device's codes against the project's ceilings", async () => {
    const shared = createTestAuthStore()
    const limits = { codeSendsPerProject: { limit: 1, windowMs: HOUR }, codeChecksPerProject: { limit: 1, windowMs: HOUR } }
    const server = await serve({ store: () => shared, rateLimits: limits })
    await server.signIn('ceiling@example.com', DEVICE)
    const user = await (await shared).userByEmail('ceiling@example.com')
    await (await shared).addDevice(user?.id ?? '', DEVICE, server.clock.now)
    server.clock.now += 30_000
    expect(await sendCode(server, '127.0.0.2', 'someone@example.com')).toMatchObject({ status: 429, body: { error: 'rate_limited' } })
    for (let round = 0; round < 2; round++) {
      expect((await sendCode(server, '127.0.0.3', 'ceiling@example.com')).status).toBe(200)
      const code = await server.latestCode('ceiling@example.com')
      expect((await checkCode(server, '127.0.0.3', 'ceiling@example.com', code)).status).toBe(200)
      server.clock.now += 30_000
    }
  })

  it('checks 60 codes per IP in 10 minutes, across addresses', async () => {
    const server = await serve()
    const checked = await statuses(60, (index) => checkCode(server, '127.0.0.2', `nobody${index}@example.com`))
    expect(checked).toEqual(Array(60).fill(410))
    expect(await checkCode(server, '127.0.0.2', 'nobody@example.com')).toEqual(rateLimited(TEN_MINUTES))
    expect((await checkCode(server, '127.0.0.3', 'nobody@example.com')).status).toBe(410)
  })

  it("limits code checks per project (the code's project), not checks where no code is pending", async () => {
    const server = await serve({ rateLimits: { codeChecksPerProject: { limit: 2, windowMs: 60_000 } } })
    expect((await checkCode(server, '127.0.0.2', 'none@example.com')).status).toBe(410)
    await sendCode(server, '127.0.0.1', 'a@example.com')
    await sendCode(server, '127.0.0.1', 'b@example.com', 'foyer-restricted')
    expect((await checkCode(server, '127.0.0.2', 'a@example.com')).status).toBe(401)
    expect((await checkCode(server, '127.0.0.3', 'a@example.com')).status).toBe(401)
    expect(await checkCode(server, '127.0.0.4', 'a@example.com')).toEqual(rateLimited(60_000))
    expect((await checkCode(server, '127.0.0.4', 'b@example.com')).status).toBe(401)
  })

  it('limits social sign-in starts and Farcaster channels together, per IP and per project', async () => {
    // Channels open at a relay stand-in; nothing here signs in, so no chain is read.
    const relay = await startRelayStandIn({ rpcUrl: 'http://127.0.0.1:9', users: [] })
    onTestFinished(() => relay.close())
    const farcaster = { relayUrl: relay.url, optimismRpcUrl: 'http://127.0.0.1:9', domain: 'login.foyer.test', siweUri: 'https://login.foyer.test' }
    const server = await serve({ farcaster })
    const started = await statuses(60, (index) => (index % 2 ? openChannel(server, '127.0.0.2') : startOAuth(server, '127.0.0.2')))
    expect(started).toEqual(Array(60).fill(200))
    expect(await startOAuth(server, '127.0.0.2')).toEqual(rateLimited(TEN_MINUTES))
    expect(await openChannel(server, '127.0.0.2')).toEqual(rateLimited(TEN_MINUTES))
    expect((await startOAuth(server, '127.0.0.3')).status).toBe(200)

    const project = await serve({ farcaster, rateLimits: { signInStartsPerProject: { limit: 2, windowMs: 60_000 } } })
    expect((await openChannel(project, '127.0.0.2')).status).toBe(200)
    expect((await startOAuth(project, '127.0.0.3')).status).toBe(200)
    expect(await startOAuth(project, '127.0.0.4')).toEqual(rateLimited(60_000))
    expect(await openChannel(project, '127.0.0.4')).toEqual(rateLimited(60_000))
    expect((await startOAuth(project, '127.0.0.4', 'foyer-restricted')).body).toEqual({ error: 'origin_not_allowed' })
    expect((await openChannel(project, '127.0.0.4', 'foyer-restricted')).status).toBe(200)
  })

  it('holds across API instances sharing one store', async () => {
    const shared = createTestAuthStore()
    const limits = { codeSendsPerIp: { limit: 2, windowMs: 60_000 } }
    const first = await serve({ store: () => shared, rateLimits: limits })
    const second = await serve({ store: () => shared, rateLimits: limits })
    expect((await sendCode(first, '127.0.0.2', 'a@example.com')).status).toBe(200)
    expect((await sendCode(second, '127.0.0.2', 'b@example.com')).status).toBe(200)
    expect(await sendCode(first, '127.0.0.2', 'c@example.com')).toEqual(rateLimited(60_000))
    expect(await sendCode(second, '127.0.0.2', 'c@example.com')).toEqual(rateLimited(60_000))
  })
})

describe('throttle rows', () => {
  it('are deleted once a day old, when a later code is sent', async () => {
    const shared = createTestAuthStore()
    const server = await serve({ store: () => shared })
    const store: AuthStore = await shared
    await sendCode(server, '127.0.0.2', 'old@example.com')
    const sentAt = server.clock.now
    server.clock.now += 24 * 60 * 60_000
    await sendCode(server, '127.0.0.2', 'edge@example.com')
    expect(await store.lastCodeSentAt('old@example.com')).toBe(sentAt)
    server.clock.now += 1
    await sendCode(server, '127.0.0.2', 'new@example.com')
    expect(await store.lastCodeSentAt('old@example.com')).toBeUndefined()
    expect(await store.lastCodeSentAt('edge@example.com')).toBe(sentAt + 24 * 60 * 60_000)
  })
})
