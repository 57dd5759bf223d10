import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'

const DEVICE = 'device-farcaster-01'

let server: AuthTestServer
beforeEach(async () => {
  server = await startAuthTestServer()
})
afterEach(async () => {
  await server.close()
})

const open = () => server.post('/auth/v1/farcaster/channel', { projectId: 'foyer-local', deviceId: DEVICE })
const poll = (token: string) => server.get(`/auth/v1/farcaster/channel/${token}`)
const complete = (url: string, body: unknown) => server.post(`${new URL(url).pathname}/complete`, body)

describe('Farcaster sign-in with the sandbox', () => {
  it('opens a channel, shows the sandbox page, completes it and hands out the session once', async () => {
    const channel = await open()
    expect(channel.status).toBe(200)
    const { channelToken, url } = channel.body as { channelToken: string; url: string }
    expect(new URL(url).origin).toBe(server.url)
    // The URL the host page sees does not carry the polling secret.
    expect(url).not.toContain(channelToken)
    expect(await poll(channelToken)).toEqual({ status: 200, body: { state: 'pending' } })

    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'nonce-")
    expect(await page.text()).toContain('Sign in as @alice (fid 1001)')

    expect(await complete(url, { fid: 1001, username: 'alice' })).toEqual({ status: 204, body: { text: '' } })
    const done = await poll(channelToken)
    expect(done.body).toMatchObject({ state: 'completed', isNewUser: true, newDevice: true, userName: 'alice' })
    const session = await server.get('/auth/v1/session', String(done.body.sessionToken))
    expect(session.body).toMatchObject({ authProvider: 'farcaster', userName: 'alice' })
    expect(await poll(channelToken)).toEqual({ status: 404, body: { error: 'unknown_channel' } })

    const second = await open()
    await complete(String(second.body.url), { fid: 1001, username: 'alice' })
    expect((await poll(String(second.body.channelToken))).body).toMatchObject({ state: 'completed', isNewUser: false })
  })

  it('refuses a second completion, bad bodies, unknown ids and expired channels', async () => {
    const { channelToken, url } = (await open()).body as { channelToken: string; url: string }
    expect((await complete(url, { fid: -1, username: 'alice' })).status).toBe(400)
    expect((await complete(url, { fid: 1001, username: '<script>' })).status).toBe(400)
    expect((await complete(url, { fid: 1001, username: 'alice' })).status).toBe(204)
    expect(await complete(url, { fid: 1002, username: 'bob' })).toEqual({ status: 409, body: { error: 'already_completed' } })
    expect((await server.post('/auth/v1/dev-farcaster/nope/complete', { fid: 1, username: 'x' })).status).toBe(404)
    expect((await fetch(`${server.url}/auth/v1/dev-farcaster/nope`)).status).toBe(404)
    expect((await poll('not-a-channel')).status).toBe(404)
    expect((await poll(channelToken)).body.state).toBe('completed')

    const late = (await open()).body as { channelToken: string; url: string }
    server.clock.now += 5 * 60_000
    expect(await poll(late.channelToken)).toEqual({ status: 410, body: { error: 'expired' } })
    expect((await complete(late.url, { fid: 1001, username: 'alice' })).status).toBe(404)
  })

  it('checks the body and the project, and is unavailable without the sandbox', async () => {
    expect((await server.post('/auth/v1/farcaster/channel', { projectId: 'foyer-local' })).status).toBe(400)
    expect((await server.post('/auth/v1/farcaster/channel', { projectId: 'nope', deviceId: DEVICE })).body).toEqual({ error: 'unknown_project' })
    const off = await startAuthTestServer({ dev: {} })
    try {
      expect(await off.post('/auth/v1/farcaster/channel', { projectId: 'foyer-local', deviceId: DEVICE })).toEqual({
        status: 503,
        body: { error: 'farcaster_unavailable' },
      })
      expect((await fetch(`${off.url}/auth/v1/dev-farcaster/x`)).status).toBe(404)
    } finally {
      await off.close()
    }
  })
})
