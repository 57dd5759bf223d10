import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { FARCASTER_TEST_DOMAIN, relayTokenOf, startFarcasterTestBed } from '../../../test/services/farcasterTestBed'
import type { FarcasterTestBed } from '../../../test/services/farcasterTestBed'

/*
 * Sign In With Farcaster over real HTTP: the API opens channels at the relay stand-in (the relay's
 * wire format), the test plays the user's Farcaster app (the message signed with the custody key),
 * and the API verifies it with @farcaster/auth-client against the ID Registry on anvil.
 * Refusals and failures: farcasterRoutes.refusals.test.ts.
 */
const DEVICE = 'device-farcaster-01'

let bed: FarcasterTestBed
let server: AuthTestServer | undefined
beforeAll(async () => {
  bed = await startFarcasterTestBed()
}, 60_000)
afterAll(async () => {
  await bed.close()
})
afterEach(async () => {
  await server?.close()
  server = undefined
})

const start = async () => (server = await startAuthTestServer({ farcaster: bed.options() }))
const open = async (api: AuthTestServer, deviceId = DEVICE) => {
  const answer = await api.post('/auth/v1/farcaster/channel', { projectId: 'foyer-local', deviceId })
  expect(answer.status).toBe(200)
  return answer.body as { channelToken: string; url: string }
}
const poll = (api: AuthTestServer, token: string) => api.get(`/auth/v1/farcaster/channel/${token}`)

describe('Sign In With Farcaster through the relay', () => {
  it('signs in the fid the registry names, hands the session out once, and finds the same user next time', async () => {
    const api = await start()
    const { channelToken, url } = await open(api)
    // The QR code carries the relay's own channel token, never the one the frame polls with.
    expect(new URL(url).origin).toBe(bed.relay.url)
    expect(url).not.toContain(channelToken)
    expect(relayTokenOf(url)).not.toBe(channelToken)
    expect(await poll(api, channelToken)).toEqual({ status: 200, body: { state: 'pending' } })

    const { message } = await bed.approve(url, bed.alice)
    // What the relay was asked for: this API's domain and URI, a nonce, a 5-minute window.
    expect(message).toContain(`${FARCASTER_TEST_DOMAIN} wants you to sign in`)
    expect(message).toContain(`URI: https://${FARCASTER_TEST_DOMAIN}`)
    expect(message).toMatch(/\nNonce: [0-9a-f]{32,}\n/)
    expect(message).toContain(`farcaster://fid/${bed.alice.fid}`)

    const done = await poll(api, channelToken)
    expect(done.body).toMatchObject({ state: 'completed', isNewUser: true, newDevice: true, userName: 'alice' })
    const session = await api.get('/auth/v1/session', String(done.body.sessionToken))
    expect(session.body).toMatchObject({ authProvider: 'farcaster', userName: 'alice' })
    expect(await poll(api, channelToken)).toEqual({ status: 404, body: { error: 'unknown_channel' } })

    const second = await open(api, 'device-farcaster-02')
    await bed.approve(second.url, bed.alice)
    const again = await poll(api, second.channelToken)
    expect(again.body).toMatchObject({ state: 'completed', isNewUser: false, newDevice: true, userName: 'alice' })
    const secondSession = await api.get('/auth/v1/session', String(again.body.sessionToken))
    expect(secondSession.body.userId).toBe(session.body.userId)

    // Another fid is another user.
    const third = await open(api)
    await bed.approve(third.url, bed.bob)
    const bob = await poll(api, third.channelToken)
    expect(bob.body).toMatchObject({ state: 'completed', isNewUser: true, userName: 'bob' })
    expect((await api.get('/auth/v1/session', String(bob.body.sessionToken))).body.userId).not.toBe(session.body.userId)
  })

  it('offers the test users on the relay stand-in sign-in page', async () => {
    const api = await start()
    const { url } = await open(api)
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'nonce-")
    const html = await page.text()
    expect(html).toContain(`Sign in as @alice (fid ${bed.alice.fid})`)
    expect(html).toContain(`Sign in as @bob (fid ${bed.bob.fid})`)
    expect((await fetch(`${bed.relay.url}/~/siwf?channelToken=NOPE2345`)).status).toBe(404)
  })

  it('checks the body, the project and the channel token, and lets a channel expire', async () => {
    const api = await start()
    expect((await api.post('/auth/v1/farcaster/channel', { projectId: 'foyer-local' })).status).toBe(400)
    expect((await api.post('/auth/v1/farcaster/channel', { projectId: 'nope', deviceId: DEVICE })).body).toEqual({ error: 'unknown_project' })
    expect(await poll(api, 'not-a-channel')).toEqual({ status: 404, body: { error: 'unknown_channel' } })
    const { channelToken, url } = await open(api)
    api.clock.now += 5 * 60_000
    await bed.approve(url, bed.alice)
    expect(await poll(api, channelToken)).toEqual({ status: 410, body: { error: 'expired' } })
  })

  it('is unavailable (503) where Farcaster is not configured, development included', async () => {
    for (const dev of [{}, { mailbox: true, oauth: true }]) {
      const off = await startAuthTestServer({ dev })
      try {
        expect(await off.post('/auth/v1/farcaster/channel', { projectId: 'foyer-local', deviceId: DEVICE })).toEqual({
          status: 503,
          body: { error: 'farcaster_unavailable' },
        })
        // The former development sandbox is gone.
        expect((await fetch(`${off.url}/auth/v1/dev-farcaster/x`)).status).toBe(404)
      } finally {
        await off.close()
      }
    }
  })
})
