import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApiServer } from '../createApiServer'
import { authRoutes } from './authRoutes'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { wrongCode } from '../../../test/services/wrongCode'

const DEVICE_A = '6f1c1a52-7d0e-4a4e-9d0b-0d5e1f7a9a01'
const DEVICE_B = '6f1c1a52-7d0e-4a4e-9d0b-0d5e1f7a9a02'

let server: AuthTestServer
beforeEach(async () => {
  server = await startAuthTestServer()
})
afterEach(async () => {
  await server.close()
})

const start = (email: string, deviceId = DEVICE_A) => server.post('/auth/v1/email/start', { projectId: 'foyer-local', email, deviceId })
const verify = (email: string, otp: string, deviceId = DEVICE_A) => server.post('/auth/v1/email/verify', { email, otp, deviceId })
const wrong = wrongCode

describe('e-mail sign-in', () => {
  it('sends an 8-character code to the mailbox (mailed as XXXX-XXXX) and turns it into a session for a new user', async () => {
    expect(await start('Ada@Example.com')).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    const mail = await server.get('/dev/mailbox?to=ada@example.com')
    const messages = mail.body.messages as { to: string; code: string; purpose: string; sentAt: string; text: string }[]
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ to: 'ada@example.com', purpose: 'login', sentAt: '2026-01-01T00:00:00.000Z' })
    expect(messages[0]?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/)
    const code = messages[0]?.code ?? ''
    expect(messages[0]?.text).toContain(`${code.slice(0, 4)}-${code.slice(4)}`)

    const answer = await verify('ada@example.com', messages[0]?.code ?? '')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ isNewUser: true, newDevice: true })
    expect(answer.body.sessionToken).toMatch(/^[A-Za-z0-9_-]{96}$/)

    const session = await server.get('/auth/v1/session', String(answer.body.sessionToken))
    expect(session.body).toEqual({ userId: expect.any(String), authProvider: 'email', email: 'ada@example.com' })
  })

  it('answers a registered address on an unknown device as an unknown address; only the e-mail says "new device"', async () => {
    const first = await server.signIn('bob@example.com', DEVICE_A)
    await server.put('/auth/v1/wallet', { address: `0x${'ab'.repeat(20)}`, authShare: 'AQID', recoveryShare: 'BAUG' }, first.sessionToken)
    server.clock.now += 31_000
    const registered = await start('bob@example.com', DEVICE_B)
    const unknown = await start('nobody@example.com', DEVICE_B)
    expect(registered).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    expect(unknown).toEqual(registered)
    const mail = await server.get('/dev/mailbox?to=bob@example.com')
    expect((mail.body.messages as { purpose: string }[]).at(-1)?.purpose).toBe('verify-device')
    const unknownMail = await server.get('/dev/mailbox?to=nobody@example.com')
    expect((unknownMail.body.messages as { purpose: string }[]).at(-1)?.purpose).toBe('login')
    const second = await verify('bob@example.com', await server.latestCode('bob@example.com'), DEVICE_B)
    expect(second.body).toMatchObject({ isNewUser: false, newDevice: true })
    server.clock.now += 31_000
    expect((await start('bob@example.com', DEVICE_A)).body).toEqual({ action: 'VERIFY_OTP' })
    expect(((await server.get('/dev/mailbox?to=bob@example.com')).body.messages as { purpose: string }[]).at(-1)?.purpose).toBe('login')
    const third = await verify('bob@example.com', await server.latestCode('bob@example.com'), DEVICE_A)
    expect(third.body).toMatchObject({ isNewUser: false, newDevice: false })
  })

  it('throttles a second code within 30 s with the time left, then allows it', async () => {
    await start('carol@example.com')
    server.clock.now += 12_400
    expect(await start('CAROL@example.com')).toEqual({ status: 429, body: { error: 'throttled', retryAfterMs: 17_600 } })
    server.clock.now += 17_600
    expect((await start('carol@example.com')).status).toBe(200)
  })

  it('throttles by the configured codeThrottleMs instead', async () => {
    const quick = await startAuthTestServer({ codeThrottleMs: 5_000 })
    try {
      const startQuick = () => quick.post('/auth/v1/email/start', { projectId: 'foyer-local', email: 'dave@example.com', deviceId: DEVICE_A })
      expect((await startQuick()).status).toBe(200)
      quick.clock.now += 4_000
      expect(await startQuick()).toEqual({ status: 429, body: { error: 'throttled', retryAfterMs: 1_000 } })
      quick.clock.now += 1_000
      expect((await startQuick()).status).toBe(200)
    } finally {
      await quick.close()
    }
  })

  it('refuses invalid e-mails, unknown projects and malformed bodies', async () => {
    expect(await start('not-an-email')).toEqual({ status: 400, body: { error: 'invalid_email' } })
    expect((await server.post('/auth/v1/email/start', { projectId: 'nope', email: 'a@b.co', deviceId: DEVICE_A })).body).toEqual({ error: 'unknown_project' })
    expect((await server.post('/auth/v1/email/start', { email: 'a@b.co' })).status).toBe(400)
    expect((await server.post('/auth/v1/email/verify', { email: 'a@b.co', otp: '12345', deviceId: DEVICE_A })).status).toBe(400)
    expect((await verify('not-an-email', '12345678')).body).toEqual({ error: 'invalid_email' })
  })

  it('counts wrong codes: attemptsLeft, then too_many_attempts even for the right code', async () => {
    await start('dan@example.com')
    const code = await server.latestCode('dan@example.com')
    for (const attemptsLeft of [4, 3, 2, 1]) {
      expect(await verify('dan@example.com', wrong(code))).toEqual({ status: 401, body: { error: 'invalid_code', attemptsLeft } })
    }
    expect(await verify('dan@example.com', wrong(code))).toEqual({ status: 429, body: { error: 'too_many_attempts' } })
    expect(await verify('dan@example.com', code)).toEqual({ status: 429, body: { error: 'too_many_attempts' } })
    server.clock.now += 30_000
    await start('dan@example.com')
    expect((await verify('dan@example.com', await server.latestCode('dan@example.com'))).status).toBe(200)
  })

  it('caps wrong guesses at 20 an hour per e-mail, across fresh codes', async () => {
    for (let round = 0; round < 4; round++) {
      await start('gus@example.com')
      const code = await server.latestCode('gus@example.com')
      for (let guess = 0; guess < 5; guess++) await verify('gus@example.com', wrong(code))
      server.clock.now += 30_000
    }
    await start('gus@example.com')
    const code = await server.latestCode('gus@example.com')
    // The hour window opened with the first wrong guess, 2 min ago.
    expect(await verify('gus@example.com', code)).toEqual({ status: 429, body: { error: 'too_many_attempts', retryAfterMs: 58 * 60_000 } })
    server.clock.now += 60 * 60_000
    await start('gus@example.com')
    expect((await verify('gus@example.com', await server.latestCode('gus@example.com'))).status).toBe(200)
  })

  it('expires a code after 10 minutes, and a used code cannot be used again', async () => {
    await start('eve@example.com')
    const code = await server.latestCode('eve@example.com')
    server.clock.now += 10 * 60_000
    expect(await verify('eve@example.com', code)).toEqual({ status: 410, body: { error: 'expired' } })
    await start('eve@example.com')
    const fresh = await server.latestCode('eve@example.com')
    server.clock.now += 9 * 60_000
    expect((await verify('eve@example.com', fresh)).status).toBe(200)
    expect(await verify('eve@example.com', fresh)).toEqual({ status: 410, body: { error: 'expired' } })
  })

  it('a new code replaces the pending one', async () => {
    await start('fay@example.com')
    const old = await server.latestCode('fay@example.com')
    server.clock.now += 30_000
    await start('fay@example.com')
    const current = await server.latestCode('fay@example.com')
    if (old !== current) expect((await verify('fay@example.com', old)).body).toMatchObject({ error: 'invalid_code' })
    expect((await verify('fay@example.com', current)).status).toBe(200)
  })
})

describe('development mailbox', () => {
  it('is off by default: no /dev/mailbox and code requests answer 503 mail_unavailable', async () => {
    const api = await createApiServer({ chains: [], domains: [authRoutes({ env: {} })] }).listen(0, '127.0.0.1')
    try {
      expect((await fetch(`${api.url}/dev/mailbox?to=a@b.co`)).status).toBe(404)
      const answer = await fetch(`${api.url}/auth/v1/email/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ projectId: 'foyer-local', email: 'a@b.co', deviceId: DEVICE_A }),
      })
      expect(answer.status).toBe(503)
      expect(await answer.json()).toEqual({ error: 'mail_unavailable' })
    } finally {
      await api.close()
    }
  })

  it('needs a to parameter', async () => {
    expect((await server.get('/dev/mailbox')).status).toBe(400)
  })
})
