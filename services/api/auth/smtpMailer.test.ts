import { createServer } from 'node:net'
import type { AddressInfo, Server, Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAuthTestServer } from '../../../test/services/authTestServer'

/*
 * A minimal SMTP server (plain text, no auth) that records each message's envelope and data, so the
 * SMTP path runs end to end without a real mail server.
 */
let smtp: Server
let smtpUrl: string
const received: { to: string[]; data: string }[] = []

beforeAll(async () => {
  smtp = createServer((socket: Socket) => {
    let buffer = ''
    let inData = false
    let current = { to: [] as string[], data: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 test ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let index: number
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            received.push(current)
            current = { to: [], data: '' }
            reply('250 queued')
          } else current.data += `${line}\n`
          continue
        }
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO' || command === 'HELO') reply('250 test')
        else if (command === 'MAIL') reply('250 ok')
        else if (command === 'RCPT') {
          current.to.push(/<([^>]+)>/.exec(line)?.[1] ?? '')
          reply('250 ok')
        } else if (command === 'DATA') {
          inData = true
          reply('354 go ahead')
        } else if (command === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else reply('250 ok')
      }
    })
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpUrl = `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => smtp.close(resolve))
})

describe('SMTP mailer', () => {
  it('sends codes over SMTP when FOYER_SMTP_URL is set, and the development mailbox stays off', async () => {
    const server = await startAuthTestServer({ env: { FOYER_SMTP_URL: `${smtpUrl}?ignoreTLS=true`, FOYER_SMTP_FROM: 'Wallet <wallet@example.com>' } })
    try {
      const start = await server.post('/auth/v1/email/start', { projectId: 'foyer-local', email: 'smtp@example.com', deviceId: 'device-smtp-0001' })
      expect(start).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
      expect((await server.get('/dev/mailbox?to=smtp@example.com')).status).toBe(404)
      const message = received.at(-1)
      expect(message?.to).toEqual(['smtp@example.com'])
      expect(message?.data).toContain('From: Wallet <wallet@example.com>')
      // Mailed as two groups of four, and taken back as mailed (dash and all).
      const code = /sign in: ([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(message?.data ?? '')?.[1] ?? ''
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
      const verify = await server.post('/auth/v1/email/verify', { email: 'smtp@example.com', otp: code, deviceId: 'device-smtp-0001' })
      expect(verify.status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('answers 502 mail_failed (and keeps no usable code) when the SMTP server is unreachable', async () => {
    const server = await startAuthTestServer({ env: { FOYER_SMTP_URL: 'smtp://127.0.0.1:1' } })
    try {
      const start = await server.post('/auth/v1/email/start', { projectId: 'foyer-local', email: 'down@example.com', deviceId: 'device-smtp-0002' })
      expect(start).toEqual({ status: 502, body: { error: 'mail_failed' } })
      const verify = await server.post('/auth/v1/email/verify', { email: 'down@example.com', otp: '00000000', deviceId: 'device-smtp-0002' })
      expect(verify.body).toEqual({ error: 'expired' })
    } finally {
      await server.close()
    }
  })
})
