import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { wrongCode } from '../../../test/services/wrongCode'
import { startFarcasterTestBed } from '../../../test/services/farcasterTestBed'
import type { FarcasterTestBed } from '../../../test/services/farcasterTestBed'

const DEVICE = 'device-update-0001'

let server: AuthTestServer
// Farcaster's counterparts, for a social user without an e-mail.
let bed: FarcasterTestBed
beforeAll(async () => {
  bed = await startFarcasterTestBed()
}, 60_000)
afterAll(async () => {
  await bed.close()
})
beforeEach(async () => {
  server = await startAuthTestServer({ farcaster: bed.options() })
})
afterEach(async () => {
  await server.close()
})

const mail = async (to: string) => (await server.get(`/dev/mailbox?to=${to}`)).body.messages as { code: string; purpose: string }[]
const wrong = wrongCode

describe('update e-mail', () => {
  it('sends a code to the current address, then one to the new address, then switches', async () => {
    const { sessionToken } = await server.signIn('old@example.com', DEVICE)
    server.clock.now += 30_000
    expect(await server.post('/auth/v1/email/update', { newEmail: 'New@Example.com' }, sessionToken)).toEqual({
      status: 200,
      body: { action: 'VERIFY_PRIMARY_OTP' },
    })
    const primary = (await mail('old@example.com')).at(-1)
    expect(primary?.purpose).toBe('update-primary')
    expect(await mail('new@example.com')).toEqual([])

    expect(await server.post('/auth/v1/email/update/primary', { otp: primary?.code }, sessionToken)).toEqual({
      status: 200,
      body: { action: 'VERIFY_SECONDARY_OTP' },
    })
    const secondary = (await mail('new@example.com')).at(-1)
    expect(secondary?.purpose).toBe('update-secondary')
    expect((await server.post('/auth/v1/email/update/secondary', { otp: wrong(secondary?.code ?? '0') }, sessionToken)).body).toEqual({
      error: 'invalid_code',
      attemptsLeft: 4,
    })
    expect(await server.post('/auth/v1/email/update/secondary', { otp: secondary?.code }, sessionToken)).toEqual({
      status: 200,
      body: { email: 'new@example.com' },
    })
    expect((await server.get('/auth/v1/session', sessionToken)).body).toMatchObject({ email: 'new@example.com' })

    // The old address no longer signs in to this user; the new one does.
    server.clock.now += 30_000
    expect((await server.signIn('new@example.com', DEVICE)).isNewUser).toBe(false)
    expect((await server.signIn('old@example.com', DEVICE)).isNewUser).toBe(true)
  })

  it('throttles like sign-in, and refuses the primary code as the secondary one', async () => {
    const { sessionToken } = await server.signIn('thr@example.com', DEVICE)
    expect(await server.post('/auth/v1/email/update', { newEmail: 'next@example.com' }, sessionToken)).toMatchObject({
      status: 429,
      body: { error: 'throttled', retryAfterMs: 30_000 },
    })
    server.clock.now += 30_000
    await server.post('/auth/v1/email/update', { newEmail: 'next@example.com' }, sessionToken)
    const primary = (await mail('thr@example.com')).at(-1)?.code ?? ''
    expect((await server.post('/auth/v1/email/update/secondary', { otp: primary }, sessionToken)).body).toEqual({ error: 'expired' })
    expect((await server.post('/auth/v1/email/update/primary', { otp: primary }, sessionToken)).status).toBe(200)
    expect((await server.post('/auth/v1/email/update/primary', { otp: primary }, sessionToken)).body).toEqual({ error: 'expired' })
  })

  it('refuses without a session, a taken or identical address, an invalid e-mail and social users without e-mail', async () => {
    expect((await server.post('/auth/v1/email/update', { newEmail: 'a@example.com' })).status).toBe(401)
    const first = await server.signIn('one@example.com', DEVICE)
    await server.signIn('two@example.com', DEVICE)
    server.clock.now += 30_000
    expect((await server.post('/auth/v1/email/update', { newEmail: 'one@example.com' }, first.sessionToken)).body).toEqual({ error: 'same_email' })
    // A taken address is answered like a free one until its mail is proved (no account enumeration).
    expect(await server.post('/auth/v1/email/update', { newEmail: 'two@example.com' }, first.sessionToken)).toEqual({
      status: 200,
      body: { action: 'VERIFY_PRIMARY_OTP' },
    })
    const primary = await server.post('/auth/v1/email/update/primary', { otp: await server.latestCode('one@example.com') }, first.sessionToken)
    expect(primary).toEqual({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } })
    const secondary = await server.post('/auth/v1/email/update/secondary', { otp: await server.latestCode('two@example.com') }, first.sessionToken)
    expect(secondary).toEqual({ status: 409, body: { error: 'email_taken' } })
    expect((await server.get('/auth/v1/session', first.sessionToken)).body).toMatchObject({ email: 'one@example.com' })
    expect((await server.post('/auth/v1/email/update', { newEmail: 'nope' }, first.sessionToken)).body).toEqual({ error: 'invalid_email' })
    expect((await server.post('/auth/v1/email/update/primary', { otp: '12' }, first.sessionToken)).status).toBe(400)

    const channel = await server.post('/auth/v1/farcaster/channel', { projectId: 'foyer-local', deviceId: DEVICE })
    await bed.approve(String(channel.body.url), bed.alice)
    const social = await server.get(`/auth/v1/farcaster/channel/${String(channel.body.channelToken)}`)
    expect((await server.post('/auth/v1/email/update', { newEmail: 'x@example.com' }, String(social.body.sessionToken))).body).toEqual({ error: 'no_email' })
  })
})
