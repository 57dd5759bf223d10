import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { developmentDatabase } from '../../store/developmentDatabase'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { wrongCode } from '../../../test/services/wrongCode'
import { anvilKeyOf, signCaptureProof } from '../../../test/services/captureProof'
import { emailCaptureStore } from './emailCaptureStore'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

let server: AuthTestServer
beforeEach(async () => {
  server = await startAuthTestServer()
  await (await developmentDatabase()).exec('TRUNCATE email_captures')
})
afterEach(async () => {
  await server.close()
})

// Each request carries the named wallet's own proof, signed at the server's clock.
const proof = async (address: string, email: string, projectId = 'foyer-capture') => {
  const privateKey = anvilKeyOf(address)
  return privateKey && signCaptureProof({ privateKey, email, projectId, now: server.clock.now })
}
const start = async (email: string, address = ADDRESS, projectId = 'foyer-capture') =>
  server.post('/auth/v1/email-capture/start', { projectId, address, email, proof: await proof(address, email, projectId) })
const verify = async (email: string, otp: string, address = ADDRESS) =>
  server.post('/auth/v1/email-capture/verify', { projectId: 'foyer-capture', address, email, otp, proof: await proof(address, email) })
const wrong = wrongCode
const stored = async (address: string) => emailCaptureStore(await developmentDatabase()).find('foyer-capture', address)

describe('e-mail capture over HTTP', () => {
  it('mails a code, verifies it and stores the address for the project and wallet', async () => {
    expect(await start('Ada@Example.com')).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    const mail = (await server.get('/dev/mailbox?to=ada@example.com')).body.messages as { purpose: string; subject: string; code: string }[]
    expect(mail.at(-1)).toMatchObject({ purpose: 'email-capture', subject: 'Confirm your e-mail address' })
    expect(await stored(ADDRESS.toLowerCase())).toBeUndefined()
    const answer = await verify('ada@example.com', mail.at(-1)?.code ?? '')
    expect(answer).toEqual({ status: 200, body: { email: 'ada@example.com', verifiedAt: '2026-01-01T00:00:00.000Z' } })
    expect(await stored(ADDRESS.toLowerCase())).toEqual({
      projectId: 'foyer-capture',
      address: ADDRESS.toLowerCase(),
      email: 'ada@example.com',
      verifiedAt: Date.UTC(2026, 0, 1),
    })
    // Used up: the same code twice is refused.
    expect((await verify('ada@example.com', mail.at(-1)?.code ?? '')).body).toEqual({ error: 'expired' })
  })

  it('refuses a wrong code with the attempts left and stores nothing; the right one still works', async () => {
    await start('bea@example.com')
    const code = await server.latestCode('bea@example.com')
    expect(await verify('bea@example.com', wrong(code))).toEqual({ status: 401, body: { error: 'invalid_code', attemptsLeft: 4 } })
    expect(await stored(ADDRESS.toLowerCase())).toBeUndefined()
    expect((await verify('bea@example.com', code)).status).toBe(200)
  })

  it('binds the code to its e-mail and wallet: another address or wallet has no code', async () => {
    await start('cy@example.com')
    const code = await server.latestCode('cy@example.com')
    expect((await verify('other@example.com', code)).body).toEqual({ error: 'expired' })
    expect((await verify('cy@example.com', code, OTHER)).body).toEqual({ error: 'expired' })
    expect(await stored(OTHER.toLowerCase())).toBeUndefined()
    // A later verification for the same wallet replaces the address.
    expect((await verify('cy@example.com', code)).status).toBe(200)
    server.clock.now += 31_000
    await start('cy2@example.com')
    expect((await verify('cy2@example.com', await server.latestCode('cy2@example.com'))).status).toBe(200)
    expect((await stored(ADDRESS.toLowerCase()))?.email).toBe('cy2@example.com')
  })

  it('throttles a second code to one address within 30 s, like e-mail sign-in', async () => {
    await start('dee@example.com')
    server.clock.now += 10_000
    expect(await start('dee@example.com', OTHER)).toEqual({ status: 429, body: { error: 'throttled', retryAfterMs: 20_000 } })
  })

  it('limits code e-mails per IP (the auth limits): the 31st in 10 minutes is refused, another IP is not', async () => {
    for (let index = 0; index < 30; index += 1) expect((await start(`bulk${index}@example.com`)).status).toBe(200)
    const refused = await start('bulk30@example.com')
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ error: 'rate_limited' })
    expect(
      (
        await server.from('127.0.0.2').post('/auth/v1/email-capture/start', {
          projectId: 'foyer-capture',
          address: ADDRESS,
          email: 'bulk31@example.com',
          proof: await proof(ADDRESS, 'bulk31@example.com'),
        })
      ).status,
    ).toBe(200)
  })

  it('refuses bad input, unknown projects and origins the project does not allow', async () => {
    expect(await start('not-an-email')).toEqual({ status: 400, body: { error: 'invalid_email' } })
    expect((await start('a@example.com', 'x')).status).toBe(400)
    expect((await start('a@example.com', ADDRESS, 'nope')).body).toEqual({ error: 'unknown_project' })
    expect(
      (await server.post('/auth/v1/email-capture/verify', { projectId: 'foyer-capture', address: ADDRESS, email: 'a@example.com', otp: '12' })).status,
    ).toBe(400)
    const foreign = await fetch(`${server.url}/auth/v1/email-capture/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ projectId: 'foyer-capture', address: ADDRESS, email: 'e@example.com' }),
    })
    expect(foreign.status).toBe(400)
    expect(await foreign.json()).toEqual({ error: 'origin_not_allowed' })
  })
})
