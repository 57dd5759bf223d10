import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogger, LOG_LEVEL } from '../../../test/services/captureLogger'
import { rawHttp } from '../../../test/services/rawHttp'
import { openDatabase } from '../../store/openDatabase'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { authRoutes } from '../auth/authRoutes'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'

/*
 * What an operator sees of refusals: lock-outs, limit hits and failed code e-mails are `warn` lines
 * with the route, the reason and the client's key; no line, at any level, carries a code, a token from
 * a URL, a Bearer value or the SMTP server's reply text.
 */
const ORIGIN = 'http://127.0.0.1:5173'
const TOKEN = 'Zk3_q9-PvX1mN2bC3dE4fG5hI6jK7lM8nO9pQ0rS1tU'
const log = captureLogger('debug')
const sentCodes: string[] = []
let database: SqlDatabase
let api: RunningServer
let smtp: SMTPServer

beforeAll(async () => {
  // Accepts mail to ok@…, refuses the rest at the end of DATA with a reply quoting the message, as
  // some relays do: the code is then in the reply text.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let body = ''
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()))
      stream.on('end', () => {
        const code = /\b([0-9A-Z]{4}-?[0-9A-Z]{4})\b/.exec(body)?.[1]
        if (code) sentCodes.push(code)
        if (session.envelope.rcptTo.every((to) => to.address.startsWith('ok'))) return callback()
        callback(Object.assign(new Error(`Message rejected as spam: ${body.slice(0, 2_000)}`), { responseCode: 554 }))
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  database = await openDatabase({ memory: true })
  const auth = authRoutes({
    database,
    env: { FOYER_RECOVERY_KEY: '33'.repeat(32), FOYER_SMTP_URL: smtpUrl },
    rateLimits: { codeSendsPerIp: { limit: 3, windowMs: 600_000 } },
  })
  api = await createApiServer({ chains: [], domains: [auth], logger: log.logger }).listen(0, '127.0.0.1')
}, 60_000)
afterAll(async () => {
  await api?.close()
  await database?.close()
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
})

const start = (email: string, localAddress: string) =>
  rawHttp(`${api.url}/auth/v1/email/start`, {
    method: 'POST',
    localAddress,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ projectId: 'foyer-local', email, deviceId: 'device-warn-1' }),
  })
const warnings = () => log.lines.filter((line) => line.level === LOG_LEVEL.warn)

describe('warn lines', () => {
  it('log a per-address throttle as a lock-out and a per-client limit as a limit hit, naming route, reason and client', async () => {
    expect((await start('ok-a@example.com', '127.0.0.51')).status).toBe(200)
    expect((await start('ok-a@example.com', '127.0.0.51')).status).toBe(429)
    expect(warnings()).toContainEqual(
      expect.objectContaining({ event: 'lockout', route: '/auth/v1/email/start', status: 429, reason: 'throttled', client: '127.0.0.51' }),
    )
    expect((await start('ok-b@example.com', '127.0.0.51')).status).toBe(200)
    const limited = await start('ok-c@example.com', '127.0.0.51')
    expect(JSON.parse(limited.body)).toMatchObject({ error: 'rate_limited' })
    expect(warnings()).toContainEqual(expect.objectContaining({ event: 'limit', route: '/auth/v1/email/start', reason: 'rate_limited', client: '127.0.0.51' }))
  })

  it('log one line per client, reason and route within 10 s, however many refusals', async () => {
    const before = warnings().length
    for (let n = 0; n < 5; n++) expect((await start(`ok-${n}@example.com`, '127.0.0.52')).status).not.toBe(500)
    for (let n = 0; n < 5; n++) await start(`ok-more-${n}@example.com`, '127.0.0.52')
    const lines = warnings()
      .slice(before)
      .filter((line) => line.client === '127.0.0.52' && line.reason === 'rate_limited')
    expect(lines).toHaveLength(1)
  })

  it('log a body past the limit', async () => {
    const answer = await rawHttp(`${api.url}/auth/v1/email/start`, {
      method: 'POST',
      localAddress: '127.0.0.53',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ projectId: 'foyer-local', email: `${'a'.repeat(70_000)}@example.com`, deviceId: 'device-warn-1' }),
    })
    expect(answer.status).toBe(413)
    expect(warnings()).toContainEqual(expect.objectContaining({ event: 'limit', status: 413, reason: 'Body too large', client: '127.0.0.53' }))
  })

  it('log a failed code e-mail with the SMTP reply code and class, never its text', async () => {
    const answer = await start('refused@example.com', '127.0.0.54')
    expect(JSON.parse(answer.body)).toEqual({ error: 'mail_failed' })
    expect(warnings()).toContainEqual(
      expect.objectContaining({
        event: 'mail',
        route: '/auth/v1/email/start',
        reason: 'mail_failed',
        client: '127.0.0.54',
        smtp: expect.objectContaining({ responseCode: 554, responseClass: '5xx' }),
      }),
    )
  })
})

describe('no secret in any line', () => {
  it('redacts token segments of paths in the debug lines', async () => {
    await rawHttp(`${api.url}/auth/v1/farcaster/channel/${TOKEN}`, { localAddress: '127.0.0.55', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(log.lines).toContainEqual(expect.objectContaining({ msg: 'answered', path: '/auth/v1/farcaster/channel/…' }))
  })

  it('holds for every line written above', () => {
    expect(sentCodes.length).toBeGreaterThan(3)
    const secrets = [TOKEN, ...sentCodes, ...sentCodes.map((code) => code.replace('-', '')), 'rejected as spam', 'Bearer']
    for (const line of log.raw) for (const secret of secrets) expect(line, line).not.toContain(secret)
  })
})
