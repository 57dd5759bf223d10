/*
 * Two API processes (`npm run serve`) on one PostgreSQL database behave as one service: a code sent
 * by one verifies on the other, and a per-IP limit counts the requests both of them received.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres } from '../../test/postgres/startPostgres'
import { clientHeaders } from '../../test/serve/emailSignIn'
import { startServeProcess } from '../../test/serve/serveProcess'
import type { ServeProcess } from '../../test/serve/serveProcess'
import { httpRequest } from '../../test/services/httpRequest'

const cleanups: (() => Promise<void>)[] = []
let first: ServeProcess
let second: ServeProcess

beforeAll(async () => {
  const postgres = await startPostgres()
  cleanups.push(() => postgres.stop())
  const dir = mkdtempSync(join(tmpdir(), 'foyer-two-'))
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
  // Both share the database and the (development) recovery key kept in the data directory.
  const env = {
    FOYER_DEV: '1',
    FOYER_TRUST_PROXY: '1',
    FOYER_API_PORT: '0',
    FOYER_FRAME_PORT: '0',
    FOYER_DATA_DIR: dir,
    FOYER_DATABASE_URL: await postgres.createDatabase('two_instances'),
  }
  first = await startServeProcess(env)
  cleanups.push(() => first.stop())
  second = await startServeProcess(env)
  cleanups.push(() => second.stop())
}, 120_000)

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

const start = (server: ServeProcess, ip: string, email: string) =>
  httpRequest(`${server.apiUrl}/auth/v1/email/start`, {
    method: 'POST',
    headers: clientHeaders({ api: server.apiUrl, ip }),
    body: { projectId: 'foyer-local', email, deviceId: 'device-one' },
  })

describe('two API instances on one PostgreSQL', () => {
  it('verifies on the second instance a code the first one sent', async () => {
    const email = 'shared@example.com'
    expect((await start(first, '10.20.0.1', email)).status).toBe(200)
    // The development mailbox lives in the process that sent the mail.
    const mailbox = (await httpRequest(`${first.apiUrl}/dev/mailbox?to=${encodeURIComponent(email)}`)).json() as { messages: { code: string }[] }
    const otp = mailbox.messages.at(-1)?.code
    expect(otp).toMatch(/^[0-9A-Z]{8}$/)
    const wrong = await httpRequest(`${second.apiUrl}/auth/v1/email/verify`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '10.20.0.1' },
      body: { email, otp: otp === '00000000' ? '00000001' : '00000000', deviceId: 'device-one' },
    })
    expect(wrong.status).toBe(401)
    const verified = await httpRequest(`${second.apiUrl}/auth/v1/email/verify`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '10.20.0.1' },
      body: { email, otp, deviceId: 'device-one' },
    })
    expect(verified.status, verified.text).toBe(200)
    expect(verified.json()).toMatchObject({ isNewUser: true })
  })

  it('counts one IP over both instances: the 31st code e-mail in 10 minutes is refused by either', { timeout: 60_000 }, async () => {
    const ip = '10.20.0.2'
    // 30 sends allowed per IP per 10 minutes, alternating instances, each to a new address.
    for (let index = 0; index < 30; index++) {
      const answer = await start(index % 2 === 0 ? first : second, ip, `limit-${index}@example.com`)
      expect(answer.status, `send ${index}: ${answer.text}`).toBe(200)
    }
    for (const server of [first, second]) {
      const refused = await start(server, ip, `limit-over-${server.pid}@example.com`)
      expect(refused.status, refused.text).toBe(429)
      expect(refused.json()).toMatchObject({ error: 'rate_limited' })
    }
    // Another client is not affected.
    expect((await start(second, '10.20.0.3', 'limit-other@example.com')).status).toBe(200)
  })
})
